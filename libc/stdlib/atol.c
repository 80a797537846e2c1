#include <stdlib.h>

long atol(const char *s)
{
	unsigned long v = 0;
	int neg = 0;
	while (*s == ' ' || (*s >= '\t' && *s <= '\r')) s++;
	if (*s == '-' || *s == '+') neg = *s++ == '-';
	while (*s >= '0' && *s <= '9') v = v * 10 + (unsigned long)(*s++ - '0');
	return neg ? (long)(0UL - v) : (long)v;
}
