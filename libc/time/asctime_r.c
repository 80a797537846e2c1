#include <errno.h>
#include <time.h>
#include "tmtext.h"

/* picolibc 1.8.10's <time.h> declares the buffer an array of at least 26 bytes (char
   [restrict static 26]), POSIX.1-2024 and t64's own <time.h> a pointer: this definition
   serves both, which gcc's -Warray-parameter would call a mismatch. */
#if defined __GNUC__ && !defined __clang__ && __GNUC__ >= 11
#pragma GCC diagnostic ignored "-Warray-parameter"
#endif

/* printf's "%3d" (min = 3, fill ' ') or "%.2d" (min = 2, fill '0': digits, then the
   sign) of v, written before end. */
static char *field(char *end, long long v, int min, char fill)
{
	char *s = __t64_utoa(end, v < 0 ? 0 - (unsigned long long)v : (unsigned long long)v);
	if (fill == '0')
		while (end - s < min) *--s = '0';
	if (v < 0) *--s = '-';
	while (end - s < min) *--s = fill;
	return s;
}

/* C's algorithm, "%.3s %.3s%3d %.2d:%.2d:%.2d %d\n", into the 26 bytes the caller
   owns. A result that does not fit (a year outside -999..9999, or a field out of its
   range and so wider) is EOVERFLOW and NULL, as in glibc; C23 leaves it undefined.
   The buffer is then untouched. A weekday or month out of range is "???", as glibc. */
char *asctime_r(const struct tm *restrict tm, char *restrict buf)
{
	/* Built backwards in a buffer that holds any int fields, then copied. */
	char tmp[96], *e = tmp + sizeof tmp, *p = e;
	*--p = '\n';
	p = field(p, tm->tm_year + 1900LL, 1, ' ');
	*--p = ' ';
	p = field(p, tm->tm_sec, 2, '0');
	*--p = ':';
	p = field(p, tm->tm_min, 2, '0');
	*--p = ':';
	p = field(p, tm->tm_hour, 2, '0');
	*--p = ' ';
	p = field(p, tm->tm_mday, 3, ' ');
	unsigned wd = (unsigned)tm->tm_wday, mo = (unsigned)tm->tm_mon;
	const char *w = wd < 7 ? __t64_day_name(wd) : "???", *m = mo < 12 ? __t64_mon_name(mo) : "???";
	p -= 7;
	p[0] = w[0], p[1] = w[1], p[2] = w[2], p[3] = ' ', p[4] = m[0], p[5] = m[1], p[6] = m[2];
	if (e - p > 25) {
		errno = EOVERFLOW;
		return 0;
	}
	char *q = buf;
	while (p < e) *q++ = *p++;
	*q = 0;
	return buf;
}
