#include <string.h>

void *memmove(void *d, const void *s, size_t n)
{
	unsigned char *dp = d;
	const unsigned char *sp = s;
	if (dp < sp) while (n--) *dp++ = *sp++;
	else while (n--) dp[n] = sp[n];
	return d;
}
