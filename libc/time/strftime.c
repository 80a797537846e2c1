/* strftime in the C locale: every C23 and POSIX.1-2024 conversion, the E and O
   modifiers (the C locale has no alternative forms, so they change nothing), the GNU
   flags '_' '-' '0' '^' '#' and field widths, and POSIX.1-2024's '+' flag and widths
   for %C %F %G %Y. Where the standards are silent t64 does what glibc 2.36 does; the
   differences are listed in docs/formatting.md, each checked in
   test/diff/run-fmt-diff or, for inputs its generator does not make, test/unit/strftime.c.
   Digits are written directly (no printf), years as 64-bit values: tm_year + 1900 of
   INT_MAX is 2147485547, not glibc's wrapped -2147481749.
   This file has strftime and, in speed builds, its loop over the format: a fast path
   for the common conversions, strftime_conv.c's __t64_strftime_conv for the rest, and
   a subformat (%c %D %F %r %R %T %x %X) through the loop again. Size-optimised builds
   (firmware) have no fast path, and one loop, which runs subformats too:
   strftime_conv.c's __t64_strftime_fmt, with the conversions inline in it. */
#include <stddef.h>
#include <time.h>
#include "calendar.h"
#include "strftime_conv.h"

#if T64_TIME_SIZE              /* size: 1833 bytes less (Cortex-M3) */
/* The loop over the format is strftime_conv.c's, with the conversions inline in it,
   and out of line, so that strftime's frame is small under the zone's calls. */
static inline char *fmt(char *p, const char *f, struct ctx *x)
{
	return __t64_strftime_fmt(p, f, x);
}
#else
/* "00" to "99": two digits with one lookup. */
static const char digits2[200] =
	"00010203040506070809101112131415161718192021222324252627282930313233343536373839"
	"40414243444546474849505152535455565758596061626364656667686970717273747576777879"
	"8081828384858687888990919293949596979899";

static inline __attribute__((__always_inline__)) void put2(char *p, unsigned v)   /* v < 100 */
{
	p[0] = digits2[2 * v];
	p[1] = digits2[2 * v + 1];
}

static inline __attribute__((__always_inline__)) void put4(char *p, unsigned v)   /* v < 10000 */
{
	put2(p, v / 100);
	put2(p + 2, v % 100);
}

static inline __attribute__((__always_inline__)) void put3(char *p, const char *s)
{
	p[0] = s[0], p[1] = s[1], p[2] = s[2];
}

/* The abbreviated names for the fast path, in rows of 3: one load from the field, where
   __t64_day_name() takes two (measured 10% of strftime("%c")). */
static const char abbr[19][3] = {
	"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat",
	"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
};

/* The fast path, and __t64_strftime_conv for the rest (which formats a subformat
   through __t64_strftime_sub, below). Inline, so that strftime makes no second call and
   keeps tm and end in registers. */
static inline __attribute__((__always_inline__)) char *fmt(char *p, const char *f, struct ctx *x)
{
	char *end = x->end;
	const struct tm *tm = x->tm;
	for (; *f; f++) {
		if (*f != '%') {
			if (p == end) return 0;
			*p++ = *f;
			continue;
		}
		/* The common conversions without flags or width (ISO 8601 forms, %z, %c and
		   its parts), written without the general machinery: the same bytes as
		   below, or a break to it when a field is out of the plain range. Not in
		   size-optimised builds (firmware): the general way is less code. */
		unsigned v;
		switch (f[1]) {
		case 'd': v = (unsigned)tm->tm_mday; goto two;
		case 'H': v = (unsigned)tm->tm_hour; goto two;
		case 'M': v = (unsigned)tm->tm_min; goto two;
		case 'S': v = (unsigned)tm->tm_sec; goto two;
		case 'm': v = tm->tm_mon < 99 ? (unsigned)tm->tm_mon + 1 : 100; goto two;
		two:
			if (v >= 100) break;
			if (end - p < 2) return 0;
			put2(p, v);
			p += 2;
			f++;
			continue;
		case 'e':
			v = (unsigned)tm->tm_mday;
			if (v >= 100) break;
			if (end - p < 2) return 0;
			put2(p, v);
			if (v < 10) p[0] = ' ';
			p += 2;
			f++;
			continue;
		case 'Y':
			if (tm->tm_year < 1000 - 1900 || tm->tm_year > 9999 - 1900) break;
			if (end - p < 4) return 0;
			put4(p, (unsigned)(tm->tm_year + 1900));
			p += 4;
			f++;
			continue;
		case 'a':
			if ((unsigned)tm->tm_wday >= 7) break;
			if (end - p < 3) return 0;
			put3(p, abbr[tm->tm_wday]);
			p += 3;
			f++;
			continue;
		case 'b': case 'h':
			if ((unsigned)tm->tm_mon >= 12) break;
			if (end - p < 3) return 0;
			put3(p, abbr[7 + tm->tm_mon]);
			p += 3;
			f++;
			continue;
#ifdef __TM_GMTOFF
		case 'z': {
			/* +hhmm: nothing when tm_isdst < 0, as below. */
			if (tm->tm_isdst < 0) {
				f++;
				continue;
			}
			long long off = tm->__TM_GMTOFF;
			if (off <= -360000 || off >= 360000) break;
			unsigned m = (unsigned)(off < 0 ? -off : off) / 60;
			if (end - p < 5) return 0;
			p[0] = off < 0 ? '-' : '+';
			put2(p + 1, m / 60);
			put2(p + 3, m % 60);
			p += 5;
			f++;
			continue;
		}
#endif
		case 'c':
			/* %a %b %e %H:%M:%S %Y: 24 bytes. */
			if ((unsigned)tm->tm_wday >= 7 || (unsigned)tm->tm_mon >= 12 ||
			    (unsigned)tm->tm_mday >= 100 || (unsigned)tm->tm_hour >= 100 ||
			    (unsigned)tm->tm_min >= 100 || (unsigned)tm->tm_sec >= 100 ||
			    tm->tm_year < 1000 - 1900 || tm->tm_year > 9999 - 1900)
				break;
			if (end - p < 24) return 0;
			put3(p, abbr[tm->tm_wday]);
			p[3] = ' ';
			put3(p + 4, abbr[7 + tm->tm_mon]);
			p[7] = ' ';
			put2(p + 8, (unsigned)tm->tm_mday);
			if (tm->tm_mday < 10) p[8] = ' ';
			p[10] = ' ';
			put2(p + 11, (unsigned)tm->tm_hour);
			p[13] = ':';
			put2(p + 14, (unsigned)tm->tm_min);
			p[16] = ':';
			put2(p + 17, (unsigned)tm->tm_sec);
			p[19] = ' ';
			put4(p + 20, (unsigned)(tm->tm_year + 1900));
			p += 24;
			f++;
			continue;
		}
		const char *next;
		if (!(p = __t64_strftime_conv(p, f, x, &next))) return 0;
		f = next - 1;                   /* the conversion's last character */
	}
	return p;
}

/* The same loop out of line, for the subformats (strftime_conv.h). */
char *__t64_strftime_sub(char *p, const char *f, struct ctx *x)
{
	return fmt(p, f, x);
}
#endif

#ifndef __TM_GMTOFF
/* 0, or -1 when the fields are no instant mktime can represent: mktime then leaves the
   copy's tm_wday alone (C23's way to tell a failure from the instant -1). Inline in
   size-optimised builds, in strftime: less code, and less stack than two frames. */
#if T64_TIME_SIZE
static int local_off(struct ctx *x)
#else
__attribute__((__noinline__)) static int local_off(struct ctx *x)
#endif
{
	struct tm copy = *x->tm;
	copy.tm_wday = -1;
	x->t = mktime(&copy);
	if (copy.tm_wday < 0) return -1;
	x->off = (long)(__t64_tm_to_secs(x->tm) - x->t);
	return 0;
}
#endif

size_t strftime(char *restrict s, size_t maxsize, const char *restrict format,
                const struct tm *restrict tm)
{
	/* The last byte is kept for the terminating null: a result that does not fit
	   whole returns 0, and nothing is written at or after s + maxsize. */
	if (!maxsize) return 0;
	struct ctx x;
	x.tm = tm;
	x.end = s + maxsize - 1;
#ifdef __TM_GMTOFF
	char *p = fmt(s, format, &x);
#else
	x.need = x.have = 0;
	x.rf = format, x.rp = s;
	char *p;
	while (!(p = fmt(x.rp, x.rf, &x)) && x.need) {
		unsigned need = x.need;
		x.have |= need;
		x.need = 0;
		if (need == NEED_NAMES) tzset();
		/* Fields that are no instant: the conversion that asked fails, and
		   so does the result (with mktime's EOVERFLOW). */
		else if (local_off(&x)) return 0;
	}
#endif
	if (!p) return 0;
	*p = 0;
	return (size_t)(p - s);
}
