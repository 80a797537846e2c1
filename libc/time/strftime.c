/* strftime in the C locale: every C23 and POSIX.1-2024 conversion, the E and O
   modifiers (the C locale has no alternative forms, so they change nothing), the GNU
   flags '_' '-' '0' '^' '#' and field widths, and POSIX.1-2024's '+' flag and widths
   for %C %F %G %Y. Where the standards are silent t64 does what glibc 2.36 does; the
   differences are listed in docs/formatting.md, each checked in
   test/diff/run-fmt-diff or, for inputs its generator does not make, test/unit/strftime.c.
   Digits are written directly (no printf), years as 64-bit values: tm_year + 1900 of
   INT_MAX is 2147485547, not glibc's wrapped -2147481749.
   The conversions are strftime_conv.h's conv. Speed builds take a fast path for the
   common conversions and run a subformat through fmt again; size-optimised builds
   (firmware) have no fast path, and one loop, which runs subformats too. */
#include <limits.h>
#include <stddef.h>
#include <time.h>
#include "calendar.h"
#include "tmtext.h"
#include "tz.h"

#if T64_TIME_SIZE              /* size: 1945 bytes less (Cortex-M3) */
/* A helper that would be inlined twice stays out of line, and so does fmt, so that
   strftime's frame is small under the zone's calls. */
#define SIZE_NOINLINE __attribute__((__noinline__))
#define SPEED_NOINLINE
#define SPEED_INLINE

/* %T and %X, %c, %D and %x, %R, %r, %n, %t (K_SUB on), and the rest of %F (F_REST),
   each after the previous one's null, without their '%'s, which fmt's loop does not
   need here: in a subformat every letter is a conversion, every other byte (all below
   'A') itself. They start at SUB0, after a null that keeps each letter's predecessor,
   where its conversion is said to start, in the array. */
#define SUB0 (subformat + 1)
#define F_REST "-m-d"
static const char subformat[] =
	"\0H:M:S\0a b e H:M:S Y\0m/d/y\0H:M\0I:M:S p\0\n\0\t\0" F_REST;

struct ctx;
SIZE_NOINLINE static char *fmt(char *p, const char *f, struct ctx *x);
#else
/* A helper that is called from two places stays inline in speed builds, and the
   conversions and the week-based year's work out of fmt's loop. */
#define SIZE_NOINLINE
#define SPEED_NOINLINE __attribute__((__noinline__))
#define SPEED_INLINE inline __attribute__((__always_inline__))

/* %T and %X, %c, %D and %x, %R, %r, %n, %t (K_SUB on), and the rest of %F (F_REST):
   each starts after the previous one's null. */
#define SUB0 subformat
#define F_REST "-%m-%d"
static const char subformat[] =
	"%H:%M:%S\0%a %b %e %H:%M:%S %Y\0%m/%d/%y\0%H:%M\0%I:%M:%S %p\0\n\0\t\0" F_REST;

struct ctx;
static inline __attribute__((__always_inline__)) char *fmt(char *p, const char *f, struct ctx *x);
#endif

#include "strftime_conv.h"

#if T64_TIME_SIZE
/* The subformat runs in fmt's loop: conv hands it back as the format to go on with,
   field its flags and resume where the format goes on after it. */
static inline __attribute__((__always_inline__))
char *run_sub(struct out *c, const char *sub, struct ctx *x, const char **next,
              struct out *field, const char **resume)
{
	(void)x;
	*field = *c;
	*resume = *next;
	*next = sub;
	return c->p;
}

SIZE_NOINLINE static char *fmt(char *p, const char *f, struct ctx *x)
{
	char *end = x->end;
	/* A subformat runs in this same loop, not in a call of its own: resume is where
	   the format goes on after it, field the flags of its field and (field.p) where
	   its bytes start. */
	const char *resume = 0;
	struct out field;
	for (;;) {
		char ch = *f;
		/* A conversion: at its '%', or at a subformat's letter, which conv reads
		   as one after a '%' (f - 1: ch >> 6 is 1 for a letter, 0 for '%'). */
		if (ch == '%' || (resume && ch >= 'A')) {
#ifndef __TM_GMTOFF
			/* A pass that asks for a call goes on from here (strftime_conv.h). */
			if (!resume) x->rf = f, x->rp = p;
#endif
			p = conv(p, f - (ch >> 6), x, &f, &field, &resume);
		} else if (ch) {
			if (p == end) return 0;
			*p++ = ch;
			f++;
		} else if (resume) {
			/* The end of a subformat: its field padded and cased. */
			put(&field, field.p, (size_t)(p - field.p), field.cas & 1);
			p = field.p;
			f = resume;
			resume = 0;
		} else {
			return p;
		}
		if (!p) return 0;
	}
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

/* The subformat through fmt again, into a buffer (each of its fields is at most 11
   bytes: %c needs 67 at worst), then put as one field. fmt's loop then holds no
   subformat state, which measured 10-20% of strftime-iso. (Firmware runs the subformat
   in fmt's own loop instead: no recursion, so that the call graph bounds the stack.) */
static inline __attribute__((__always_inline__))
char *run_sub(struct out *c, const char *sub, struct ctx *x, const char **next,
              struct out *field, const char **resume)
{
	char tmp[96];
	struct ctx y = *x;
	y.end = tmp + sizeof tmp;
	char *q = fmt(tmp, sub, &y);
	(void)next, (void)field, (void)resume;
	if (!q) return 0;
	put(c, tmp, (size_t)(q - tmp), c->cas & 1);
	return c->p;
}

/* Speed builds: the fast path, and conv for the rest (which formats a subformat through
   this function again). Inline, so that strftime makes no second call and keeps tm and
   end in registers. */
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
		if (!(p = conv(p, f, x, &next, 0, 0))) return 0;
		f = next - 1;                   /* the conversion's last character */
	}
	return p;
}
#endif
