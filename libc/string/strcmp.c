#include <string.h>

int strcmp(const char *a, const char *b)
{
	while (*a && *a == *b) a++, b++;
	return *(const unsigned char *)a - *(const unsigned char *)b;
}

int strncmp(const char *a, const char *b, size_t n)
{
	if (!n) return 0;
	while (--n && *a && *a == *b) a++, b++;
	return *(const unsigned char *)a - *(const unsigned char *)b;
}
