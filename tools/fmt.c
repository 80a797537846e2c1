#include <string.h>
#include "fmt.h"

/* Where the formatter writes: standard output, or t64_snprintf's buffer. */
static char *sbuf;
static size_t slen, scap;

static void emit(const char *s, size_t n)
{
	if (!sbuf) { t64_out(s, n); return; }
	for (; n; n--, s++, slen++)
		if (slen + 1 < scap) sbuf[slen] = *s;
}

static void pad(int n, char c)
{
	while (n-- > 0) emit(&c, 1);
}

static void field(const char *s, int width, int left, char fill)
{
	int n = (int)strlen(s);
	if (!left) pad(width - n, fill);
	emit(s, (size_t)n);
	if (left) pad(width - n, ' ');
}

void t64_vprintf(const char *fmt, va_list ap)
{
	char b[24];
	for (; *fmt; fmt++) {
		if (*fmt != '%') { emit(fmt, 1); continue; }
		int left = 0, width = 0, l = 0;
		char fill = ' ';
		for (fmt++; *fmt == '-' || *fmt == '0'; fmt++) {
			if (*fmt == '-') left = 1; else fill = '0';
		}
		for (; *fmt >= '0' && *fmt <= '9'; fmt++) width = width * 10 + (*fmt - '0');
		for (; *fmt == 'l'; fmt++) l++;
		char *p = b + sizeof b;
		*--p = 0;
		unsigned long long v;
		int neg = 0;
		switch (*fmt) {
		case 'd': {
			long long s = l == 2 ? va_arg(ap, long long) : l ? va_arg(ap, long) : va_arg(ap, int);
			neg = s < 0;
			v = neg ? 0ULL - (unsigned long long)s : (unsigned long long)s;
			do *--p = (char)('0' + v % 10); while (v /= 10);
			if (neg && fill == '0' && !left) { emit("-", 1); width--; }
			else if (neg) *--p = '-';
			field(p, width, left, fill);
			break;
		}
		case 'u': case 'x':
			v = l == 2 ? va_arg(ap, unsigned long long) : l ? va_arg(ap, unsigned long) : va_arg(ap, unsigned);
			do *--p = "0123456789abcdef"[*fmt == 'x' ? v % 16 : v % 10];
			while (v /= (*fmt == 'x' ? 16 : 10));
			field(p, width, left, fill);
			break;
		case 's': {
			const char *s = va_arg(ap, const char *);
			field(s ? s : "(null)", width, left, ' ');
			break;
		}
		case 'c': b[0] = (char)va_arg(ap, int); b[1] = 0; field(b, width, left, ' '); break;
		case '%': emit("%", 1); break;
		default: return;
		}
	}
}

void t64_printf(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	t64_vprintf(fmt, ap);
	va_end(ap);
}

int t64_vsnprintf(char *buf, size_t n, const char *fmt, va_list ap)
{
	sbuf = buf, slen = 0, scap = n;
	t64_vprintf(fmt, ap);
	if (n) buf[slen < n ? slen : n - 1] = 0;
	sbuf = 0;
	return (int)slen;
}

int t64_snprintf(char *buf, size_t n, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int r = t64_vsnprintf(buf, n, fmt, ap);
	va_end(ap);
	return r;
}
