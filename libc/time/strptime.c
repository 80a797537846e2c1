/* strptime in the C locale: the POSIX.1-2024 conversions plus %s, %z (+hh, +hhmm,
   +hh:mm, Z), %F, %T, %G/%V with a weekday, %C with %y, %j, %U/%W with a weekday; the
   fields the input leaves open are derived from the others afterwards, as glibc 2.36
   does. Beyond glibc: %Y, %C and %G take a sign and then any number of digits (years
   past 9999 and before 0; without a sign at most 4 digits, or the field width, so
   "%Y%m%d" still works), %s takes a sign, and %G/%V with a weekday give the date.
   docs/formatting.md lists every difference. */
#include <stddef.h>
#include <stdint.h>
#include <time.h>
#include "calendar.h"
#include "tmtext.h"

/* Size-optimised builds (firmware) keep parse out of line: the frames of the calls it
   leads to (localtime_r) then do not hold it. They read ISO 8601's date and time field
   by field, and a date always the general way (SECS_FAST 0); speed builds read them as
   fixed-width runs (fixed_run: four inline copies, 4.7 KB of x86_64 code, for half the
   time of the ISO forms), and a date in range with tm_to_secs.h's table. */
#if T64_TIME_SIZE              /* size: 3317 bytes less (Cortex-M3) */
#define SIZE_NOINLINE __attribute__((__noinline__))
#define FIXED_RUNS 0
#define SECS_FAST(tm, t) ((void)(tm), (void)(t), 0)
/* space's test of byte u (unsigned char): a bit of a 32-bit mask by u less one (NUL
   wraps past the compare), as a 64-bit shift is a libgcc call on 32-bit RISC-V at -Os. */
#define SPACE(u) ((unsigned)(u) - 1 < 32 && (0x80001f00u >> ((unsigned)(u) - 1) & 1))
#else
#define SIZE_NOINLINE
#define FIXED_RUNS 1
#define SECS_FAST(tm, t) __t64_tm_to_secs_in_range(tm, t, 0)
#define SPACE(u) ((u) <= ' ' && (0x100003e00ULL >> (u) & 1))
#endif
/* T64_STRPTIME_FIELDWISE: the fuzzer's second copy, which reads every field alone, so
   that the runs are proven to give what the field-by-field way gives. */
#ifdef T64_STRPTIME_FIELDWISE
#undef FIXED_RUNS
#define FIXED_RUNS 0
#endif

/* What the input gave (HAVE_), what finish derives (WANT_), as bits of one word: parse
   keeps it in a register, and finish tests several at once. */
enum {
	HAVE_WDAY = 1, HAVE_YDAY = 2, HAVE_MON = 4, HAVE_MDAY = 8, HAVE_UWEEK = 16,
	HAVE_WWEEK = 32, HAVE_I = 64, IS_PM = 128, WANT_CENTURY = 256, WANT_XDAY = 512,
	HAVE_CENTURY = 1024, HAVE_G = 2048, HAVE_V = 4096,
	/* %s's instant, which strptime breaks down with localtime_r before parse goes on
	   at f, and resume if f is in a subformat: that call is not made from inside
	   parse, so parse's frame is not on the stack under it. */
	LOCAL = 8192,
};

struct state {
	unsigned flags;
	int week_no, iso_week;
	long long century, iso_year;
	time_t t;
	const char *f, *resume;
};

/* ' ' and '\t' to '\r', as isspace in the C locale: one compare for the usual byte
   (a digit or a letter, above ' '), then a bit of a mask (SPACE). */
static int space(char c)
{
	unsigned char u = (unsigned char)c;
	return SPACE(u);
}

static int digit(char c)
{
	return (unsigned char)(c - '0') < 10;
}

static int lower(char c)
{
	return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

/* An unsigned number of at most n digits in lo..hi after optional white space, read as
   glibc does: it stops early once another digit would pass hi. A digit first (the
   usual case) is tested before any white space, which it cannot be. */
static const char *number(const char *s, int lo, int hi, int n, int *out)
{
	unsigned v = (unsigned)(unsigned char)*s - '0', d;
	if (v > 9) {
		/* SPACE, not space: number then makes no call, and as a leaf saves no
		   registers on RISC-V (docs/performance.md, (f)). */
		while (SPACE((unsigned char)*s)) s++;
		if ((v = (unsigned)(unsigned char)*s - '0') > 9) return 0;
	}
	s++;
	while (--n > 0 && v <= (unsigned)hi / 10 && (d = (unsigned)(unsigned char)*s - '0') <= 9) {
		v = v * 10 + d;
		s++;
	}
	if (v - (unsigned)lo > (unsigned)(hi - lo)) return 0;
	*out = (int)v;
	return s;
}

/* A year or century (POSIX.1-2024: a leading '+' or '-' is permitted): at most width
   bytes, sign included, when a width is given; else any number of digits after a sign,
   or def digits without one. At most 18 digits are taken, so it cannot overflow. A
   digit first (the usual case) is no white space and no sign. */
static const char *bignum(const char *s, int width, int def, long long *out)
{
	int neg = 0, n = width > 0 ? width : def;
	if (!digit(*s)) {
		while (space(*s)) s++;
		neg = *s == '-';
		int sign = neg || *s == '+';
		n = width > 0 ? width - sign : sign ? 18 : def;
		s += sign;
		if (!digit(*s) || n <= 0) return 0;
	}
	long long v = 0;
	if (n > 18) n = 18;
	do v = v * 10 + (*s++ - '0');
	while (--n > 0 && digit(*s));
	*out = neg ? -v : v;
	return s;
}

/* The name from names first..first+n-1 of __t64_names (or its first three letters),
   any letter case, *out its index from first; the full name is tried first. Input that
   goes on like the full name but is not it ("Sept") is its first three letters, as in
   glibc. The names are letters: a byte is one in either case when the two agree with
   bit 5 set (no other byte does, NUL included). */
static const char *name(const char *s, int first, int n, int *out)
{
	for (int i = 0; i < n; i++) {
		const char *t = __t64_names + __t64_name_at[first + i];
		size_t k = 0;
		while (t[k] && (s[k] | 0x20) == (t[k] | 0x20)) k++;
		if (!t[k] || k >= 3) {
			*out = i;
			return s + (t[k] ? 3 : k);
		}
	}
	return 0;
}

static int set_year(struct tm *tm, long long year)
{
	if (year - 1900 < -2147483647LL - 1 || year - 1900 > 2147483647LL) return 0;
	tm->tm_year = (int)(year - 1900);
	return 1;
}

/* ISO 8601's fixed-width runs, read at once in speed builds: the date %Y-%m-%d and the
   time %H:%M:%S, with one separator byte each (any but '%' and NUL) or none (the basic
   forms %Y%m%d, %H%M%S). Input that has exactly the digits and separators of the run,
   each field in its range, is what the general way reads field by field with the same
   result (bignum takes 4 digits without a sign; number takes two digits whose value is
   in range, the first then at most that of hi; a separator that is white space matches
   its one byte here, any white space there). Other input (white space, a sign, a
   shorter field, a value out of range) is left to the general way. A run is one step of
   the directive loop instead of five. */

/* Two digits at s, the first at most max0: their value in *v, or 0. */
static inline __attribute__((__always_inline__)) int two(const char *s, unsigned max0, unsigned *v)
{
	unsigned a = (unsigned)(unsigned char)s[0] - '0', b;
	if (a > max0 || (b = (unsigned)(unsigned char)s[1] - '0') > 9) return 0;
	*v = a * 10 + b;
	return 1;
}

/* fixed_run's input, k (a separator or none) known: each inline copy then tests it once,
   with the digits at constant offsets. Each byte is read only after the one before it
   was found to be no NUL. */
static inline __attribute__((__always_inline__))
const char *run_digits(const char *s, int time, int k, char sep, unsigned v[3])
{
	unsigned y;
	if (!two(s, time ? 2 : 9, &v[0])) return 0;
	if (!time) {
		if (!two(s + 2, 9, &y)) return 0;
		v[0] = v[0] * 100 + y;
	}
	s += time ? 2 : 4;
	if (k && s[0] != sep) return 0;
	if (!two(s + k, time ? 5 : 1, &v[1])) return 0;
	if (k && s[2 + k] != sep) return 0;
	if (!two(s + 2 + 2 * k, time ? 6 : 3, &v[2])) return 0;
	/* %m 1-12, %d 1-31; %H 0-23, %M 0-59 (from its first digit), %S 0-61 */
	if (time ? v[0] > 23 || v[2] > 61 : v[1] - 1 > 11 || v[2] - 1 > 30) return 0;
	return s + 4 + 2 * k;
}

/* The date (time 0; *fp after %Y's 'Y', or "-%m-%d" for %F) or the time (time 1; *fp
   after %H's 'H', or ":%M:%S" for %T) at s: v[0..2] the fields, *fp past the run's
   format, and the input after it; or null. */
static inline __attribute__((__always_inline__))
const char *fixed_run(const char *s, const char **fp, int time, unsigned v[3])
{
	const char *f = *fp;
	char sep = f[0], c1 = time ? 'M' : 'm', c2 = time ? 'S' : 'd';
	if (sep != '%') {
		if (!sep || f[1] != '%' || f[2] != c1 || f[3] != sep || f[4] != '%' || f[5] != c2 ||
		    !(s = run_digits(s, time, 1, sep, v)))
			return 0;
		*fp = f + 6;
	} else {
		if (f[1] != c1 || f[2] != '%' || f[3] != c2 || !(s = run_digits(s, time, 0, 0, v)))
			return 0;
		*fp = f + 4;
	}
	return s;
}

/* The run of conv ('Y', 'F': the date, then the time if %H or %T follows after one
   separator byte, as in the ISO forms; 'H': the time) at s and *fp (after conv): its
   fields and flags set as the general way sets them, *fp past its format, and the input
   after it; or null, nothing set. */
static inline __attribute__((__always_inline__))
const char *date_time(const char *s, const char **fp, char conv, struct tm *tm, unsigned *fl)
{
	unsigned v[3];
	const char *f = *fp, *t, *r;
	if (conv != 'H') {
		t = conv == 'F' ? "-%m-%d" : f;
		if (!(r = fixed_run(s, &t, 0, v))) return 0;
		if (conv == 'Y') f = t;
		tm->tm_year = (int)v[0] - 1900;
		tm->tm_mon = (int)v[1] - 1;
		tm->tm_mday = (int)v[2];
		*fl = (*fl & ~WANT_CENTURY) | WANT_XDAY | HAVE_MON | HAVE_MDAY;
		*fp = f;
		if (!f[0] || f[0] == '%' || f[0] != r[0] || f[1] != '%' || (f[2] != 'H' && f[2] != 'T'))
			return r;
		t = f[2] == 'T' ? ":%M:%S" : f + 3;
		s = r;
		if (!(r = fixed_run(s + 1, &t, 1, v))) return s;
		*fp = f[2] == 'T' ? f + 3 : t;
	} else {
		if (!(r = fixed_run(s, &f, 1, v))) return 0;
		*fp = f;
	}
	tm->tm_hour = (int)v[0];
	tm->tm_min = (int)v[1];
	tm->tm_sec = (int)v[2];
	*fl &= ~HAVE_I;
	return r;
}

/* %z: Z, +hh, +hhmm or +hh:mm after optional white space (glibc's forms and limits: any
   two-digit hour, minutes below 60), into tm_gmtoff; the end of it, or null. */
static inline const char *offset(const char *s, struct tm *tm)
{
	while (space(*s)) s++;
	long off = 0;
	if (*s == 'Z') {
		s++;
	} else {
		if (*s != '+' && *s != '-') return 0;
		int neg = *s++ == '-';
		/* hh, then mm (after a ':' only when a digit follows it); a third digit
		   without a fourth is refused. */
		if (!digit(s[0]) || !digit(s[1])) return 0;
		off = ((s[0] - '0') * 10 + (s[1] - '0')) * 3600L;
		s += 2;
		const char *m = s + (*s == ':' && digit(s[1]));
		if (digit(m[0])) {
			if (!digit(m[1])) return 0;
			int v = (m[0] - '0') * 10 + (m[1] - '0');
			if (v >= 60) return 0;
			off += v * 60L;
			s = m + 2;
		}
		if (neg) off = -off;
	}
#ifdef __TM_GMTOFF
	tm->__TM_GMTOFF = off;
#else
	(void)tm, (void)off;    /* a bare-metal struct tm has no offset to keep */
#endif
	return s;
}

/* Reads s by the format at st->f: the end of what it read, or null. */
SIZE_NOINLINE static const char *parse(const char *s, struct tm *tm, struct state *st)
{
	int v;
	long long w;
	const char *t;
	/* A subformat (%c %D %F %r %R %T %x %X) runs in this same loop, not in a call of
	   its own: resume is where the format goes on after it. */
	const char *f = st->f, *resume = st->resume, *sub;
	unsigned fl = st->flags;
	for (;;) {
		char c = *f++;
		if (c != '%') {
			/* A separator matched (the usual case): no test for the end or white
			   space, which a byte above ' ' is not. */
			if (c == *s && (unsigned char)c > ' ') {
				s++;
				continue;
			}
			if (!c) {
				if (!resume) {
					st->flags = fl;
					return s;
				}
				f = resume;
				resume = 0;
				continue;
			}
			if (space(c)) {
				while (space(*s)) s++;
			} else if (*s++ != c) {
				return 0;
			}
			continue;
		}
		int width = 0, prefixed = 0;
	conversion:
		switch (*f++) {
		/* strftime's flags, accepted and ignored, then a width (it counts for years),
		   then E or O: taken here, before the conversion they precede, so that a
		   conversion without them goes straight to its case. The flags '#' '+' '-'
		   '0' '^' '_' as bits of c - '#' (one test per byte). */
		case '#': case '+': case '-': case '^': case '_': case 'E': case 'O':
		case '0': case '1': case '2': case '3': case '4':
		case '5': case '6': case '7': case '8': case '9':
			if (prefixed) return 0;         /* the conversion itself: none of these */
			f--;
			while ((unsigned char)(*f - '#') < 64 &&
			       (0x1800000000002501ULL >> (unsigned char)(*f - '#') & 1))
				f++;
			for (; digit(*f); f++)
				if (width < 1000) width = width * 10 + (*f - '0');
			if (*f == 'E' || *f == 'O') f++;
			prefixed = 1;
			goto conversion;
		case '%':
			if (*s++ != '%') return 0;
			break;
		case 'a': case 'A':
			if (!(s = name(s, 0, 7, &tm->tm_wday))) return 0;
			fl |= HAVE_WDAY;
			break;
		case 'b': case 'B': case 'h':
			if (!(s = name(s, 7, 12, &tm->tm_mon))) return 0;
			fl |= HAVE_MON | WANT_XDAY;
			break;
		case 'c':
			sub = "%a %b %e %H:%M:%S %Y";
			goto subformat;
		case 'd': case 'e':
			if (!(s = number(s, 1, 31, 2, &tm->tm_mday))) return 0;
			fl |= HAVE_MDAY | WANT_XDAY;
			break;
		case 'D': case 'x':
			sub = "%m/%d/%y";
			goto subformat;
		case 'F':
			/* %Y-%m-%d, a width being the year's plus 6 */
			width = width > 6 ? width - 6 : 0;
			/* fall through */
		case 'C': case 'G': case 'Y':
			if (FIXED_RUNS && !prefixed && (f[-1] == 'Y' || f[-1] == 'F') &&
			    (t = date_time(s, &f, f[-1], tm, &fl))) {
				s = t;
				break;
			}
			/* One call for the four: bignum is then inlined in speed builds. */
			if (!(s = bignum(s, width, f[-1] == 'C' ? 2 : 4, &w))) return 0;
			if (f[-1] == 'C') {
				st->century = w;
				fl |= HAVE_CENTURY | WANT_XDAY;
			} else if (f[-1] == 'G') {
				st->iso_year = w;
				fl |= HAVE_G;
			} else {
				if (!set_year(tm, w)) return 0;
				fl = (fl & ~WANT_CENTURY) | WANT_XDAY;
				if (f[-1] == 'F') {
					sub = "-%m-%d";
					goto subformat;
				}
			}
			break;
		case 'g':
			if (!(s = number(s, 0, 99, 2, &v))) return 0;
			if (!(fl & HAVE_G)) st->iso_year = v >= 69 ? 1900 + v : 2000 + v;
			fl |= HAVE_G;
			break;
		case 'H': case 'k':
			if (FIXED_RUNS && !prefixed && f[-1] == 'H' && (t = date_time(s, &f, 'H', tm, &fl))) {
				s = t;
				break;
			}
			if (!(s = number(s, 0, 23, 2, &tm->tm_hour))) return 0;
			fl &= ~HAVE_I;
			break;
		case 'I': case 'l':
			if (!(s = number(s, 1, 12, 2, &v))) return 0;
			tm->tm_hour = v % 12;
			fl |= HAVE_I;
			break;
		case 'j':
			if (!(s = number(s, 1, 366, 3, &v))) return 0;
			tm->tm_yday = v - 1;
			fl |= HAVE_YDAY;
			break;
		case 'm':
			if (!(s = number(s, 1, 12, 2, &v))) return 0;
			tm->tm_mon = v - 1;
			fl |= HAVE_MON | WANT_XDAY;
			break;
		case 'M':
			if (!(s = number(s, 0, 59, 2, &tm->tm_min))) return 0;
			break;
		case 'n': case 't':
			while (space(*s)) s++;
			break;
		case 'p':
			if (lower(s[0]) == 'a' || lower(s[0]) == 'p') {
				if (lower(s[1]) != 'm') return 0;
				fl = (fl & ~IS_PM) | (lower(s[0]) == 'p' ? IS_PM : 0);
				s += 2;
			} else {
				return 0;
			}
			break;
		case 'r':
			sub = "%I:%M:%S %p";
			goto subformat;
		case 'R':
			sub = "%H:%M";
			goto subformat;
		case 's': {
			/* Seconds since the epoch, any 64-bit value, broken down as local
			   time (as glibc does). */
			int neg = *s == '-';
			s += neg;
			if (!digit(*s)) return 0;
			unsigned long long u = 0;
			do {
				if (u > (0x8000000000000000ULL - 9) / 10) return 0;
				u = u * 10 + (unsigned)(*s++ - '0');
			} while (digit(*s));
			if (u > 0x7fffffffffffffffULL + (unsigned)neg) return 0;
			st->t = neg ? (time_t)(0 - u) : (time_t)u;
			st->flags = fl | LOCAL;
			st->f = f;
			st->resume = resume;
			return s;
		}
		case 'S':
			if (!(s = number(s, 0, 61, 2, &tm->tm_sec))) return 0;
			break;
		case 'T': case 'X':
			sub = "%H:%M:%S";
		subformat:
			resume = f;
			f = sub;
			break;
		case 'u':
			if (!(s = number(s, 1, 7, 1, &v))) return 0;
			tm->tm_wday = v % 7;
			fl |= HAVE_WDAY;
			break;
		case 'U': case 'W':
			if (!(s = number(s, 0, 53, 2, &st->week_no))) return 0;
			fl = (fl & ~(HAVE_UWEEK | HAVE_WWEEK)) | (f[-1] == 'U' ? HAVE_UWEEK : HAVE_WWEEK);
			break;
		case 'V':
			if (!(s = number(s, 0, 53, 2, &st->iso_week))) return 0;
			fl |= HAVE_V;
			break;
		case 'w':
			if (!(s = number(s, 0, 6, 1, &tm->tm_wday))) return 0;
			fl |= HAVE_WDAY;
			break;
		case 'y':
			if (!(s = number(s, 0, 99, 2, &v))) return 0;
			tm->tm_year = v >= 69 ? v : v + 100;
			fl |= WANT_CENTURY | WANT_XDAY;
			break;
		case 'z':
			s = offset(s, tm);
			break;
		case 'Z':
			/* A zone name is skipped, not interpreted (as glibc). */
			while (space(*s)) s++;
			while (*s && !space(*s)) s++;
			break;
		default:
			return 0;
		}
		if (!s) return 0;
	}
}

/* Days of the months before each month; [1]: leap years. */
static const short before[2][13] = {
	{ 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365 },
	{ 0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366 },
};

/* Whether tm_year is a leap year: tm_year + 1900 modulo 400 (1900 is 300 modulo 400),
   which 4, 100 and 400 divide as they divide the year; in int arithmetic. */
static int leap(const struct tm *tm)
{
	int r = (tm->tm_year % 400 + 700) % 400;
	return r % 4 == 0 && (r % 100 != 0 || r == 0);
}

/* Days since 1970-01-01 of year - 1900, mon, mday (any values). Midnight's seconds
   are a multiple of 86400 = 128 * 675: divided by 128 (a shift), an exact multiple of
   675, which a product with the inverse of 675 modulo 2^64 divides exactly (a 64-bit
   division would be a libgcc call on 32-bit machines). d gets only the six fields
   __t64_tm_to_secs reads: an initialiser would zero the whole struct with a memset
   call, which picolibc's -Os build does byte by byte (docs/performance.md, (f)). */
static long long days(int year, int mon, int mday)
{
	struct tm d;
	d.tm_year = year, d.tm_mon = mon, d.tm_mday = mday;
	d.tm_hour = d.tm_min = d.tm_sec = 0;
	return (long long)((unsigned long long)(__t64_tm_to_secs(&d) / 128) * 0x054f43e32d21c10bULL);
}

/* The weekday of day d since 1970-01-01 (a Thursday): (d + 4) modulo 7, 0 to 6, from
   the halves of d + 4 in 32-bit steps: 2^32 is 4 modulo 7. */
static int weekday(long long d)
{
	unsigned long long u = (unsigned long long)d + 4;
	int hi = (int)(u >> 32);
	return (hi % 7 * 4 + (int)((uint32_t)u % 7) + 28) % 7;
}

/* tm_mon and tm_mday (those not given) from tm_yday. */
static void from_yday(struct tm *tm, unsigned fl)
{
	const short *b = before[leap(tm)];
	int m = 1;
	while (m < 12 && b[m] <= tm->tm_yday) m++;
	if (!(fl & HAVE_MON)) tm->tm_mon = m - 1;
	if (!(fl & HAVE_MDAY)) tm->tm_mday = tm->tm_yday - b[m - 1] + 1;
}

/* The fields the input left open, derived from the others once it is read (fl: the
   flags; st: the values the flags name, null when they name none): 0 when they name no
   representable date. Out of line in every build: finish, whose usual case is inline,
   is called from two places. */
__attribute__((__noinline__)) static int derive(struct tm *tm, unsigned fl, const struct state *st)
{
	/* %p with %I, a century, a week-based year: rare, tested at once. */
	if (fl & (HAVE_I | HAVE_CENTURY | HAVE_G)) {
		if ((fl & (HAVE_I | IS_PM)) == (HAVE_I | IS_PM)) tm->tm_hour += 12;
		if (fl & HAVE_CENTURY) {
			/* A century past +-2^31 / 100 names a year no int holds (set_year
			   refuses it); refuse it before the product can overflow. */
			if (st->century > 2147483647LL / 100 + 20 || st->century < -2147483647LL / 100 - 20)
				return 0;
			long long y = fl & WANT_CENTURY ? tm->tm_year % 100 + (st->century - 19) * 100
			                                : (st->century - 19) * 100;
			if (!set_year(tm, y + 1900)) return 0;
		}
		if ((fl & (HAVE_G | HAVE_V)) == (HAVE_G | HAVE_V)) {
			/* ISO 8601: week 1 holds January 4; weeks start on Monday (the
			   default when no weekday was given). */
			/* The week-based year may be one past the last representable year:
			   400 years earlier, plus their 146097 days. */
			long long y = st->iso_year - 1900, shift = 0;
			if (y > 2147483647LL) y -= 400, shift = 146097;
			if (y < -2147483647LL - 1) y += 400, shift = -146097;
			if (y > 2147483647LL || y < -2147483647LL - 1) return 0;
			long long d = days((int)y, 0, 4) + shift;
			int wd = fl & HAVE_WDAY ? tm->tm_wday : 1;
			d += -((weekday(d) + 6) % 7) + (st->iso_week - 1) * 7LL + (wd + 6) % 7;
			struct tm date;
			if (__t64_secs_to_tm(d * 86400, &date) < 0) return 0;
			tm->tm_year = date.tm_year;
			tm->tm_mon = date.tm_mon;
			tm->tm_mday = date.tm_mday;
			tm->tm_yday = date.tm_yday;
			tm->tm_wday = date.tm_wday;
			return 1;
		}
	}
	if (fl & WANT_XDAY) {
		/* The day of the year gives the month and the day unless both are given. A
		   date in range (the usual case) gets tm_wday and tm_yday from the inline
		   conversion (tm_to_secs.h); others from days() and the month table. */
		int by_yday = fl & HAVE_YDAY && (fl & (HAVE_MON | HAVE_MDAY)) != (HAVE_MON | HAVE_MDAY);
		struct tm d = { .tm_year = tm->tm_year, .tm_mon = tm->tm_mon, .tm_mday = tm->tm_mday };
		long long secs;
		int known = !by_yday && SECS_FAST(&d, &secs);
		if (!(fl & HAVE_WDAY)) {
			if (by_yday) {
				from_yday(tm, fl);
				fl |= HAVE_MON | HAVE_MDAY;
			}
			tm->tm_wday = known ? d.tm_wday : weekday(days(tm->tm_year, tm->tm_mon, tm->tm_mday));
		}
		if (!(fl & HAVE_YDAY) && (fl & HAVE_MON || (unsigned)tm->tm_mon <= 11))
			tm->tm_yday = known ? d.tm_yday
			                    : (int)(before[leap(tm)][tm->tm_mon] + (long long)tm->tm_mday - 1);
	}
	if (fl & (HAVE_UWEEK | HAVE_WWEEK) && fl & HAVE_WDAY) {
		/* The day of the week-numbered week (%U: from Sunday, %W: from Monday). */
		int off = fl & HAVE_UWEEK ? 0 : 1, wday = tm->tm_wday;
		int w1 = weekday(days(tm->tm_year, 0, 1));
		if (!(fl & HAVE_YDAY))
			tm->tm_yday = (7 - (w1 - off)) % 7 + (st->week_no - 1) * 7 + (wday - off + 7) % 7;
		if ((fl & (HAVE_MON | HAVE_MDAY)) != (HAVE_MON | HAVE_MDAY)) from_yday(tm, fl);
	}
	return 1;
}

/* derive, but a date in range given by its year, month and day and nothing else to
   derive from (the usual case) gets tm_wday and tm_yday from the inline conversion
   (tm_to_secs.h) here, with no call. */
static inline int finish(struct tm *tm, unsigned fl, const struct state *st)
{
	if ((fl & ~(IS_PM | WANT_CENTURY | HAVE_V)) == (WANT_XDAY | HAVE_MON | HAVE_MDAY)) {
		struct tm d = { .tm_year = tm->tm_year, .tm_mon = tm->tm_mon, .tm_mday = tm->tm_mday };
		long long secs;
		if (SECS_FAST(&d, &secs)) {
			tm->tm_wday = d.tm_wday;
			tm->tm_yday = d.tm_yday;
			return 1;
		}
	}
	return derive(tm, fl, st);
}

/* strptime's directive loop from f, the flags fl already set (by a leading run). Out of
   line, so that strptime, the leading run, does not save the loop's registers and make
   its frame (x86_64: 7 of the ISO form's 229 instructions). */
__attribute__((__noinline__))
static char *directives(const char *s, const char *f, struct tm *tm, unsigned fl)
{
	/* Only flags, f and resume are read before parse sets them (each value is read
	   under the flag set with it): no initialiser, which would be a memset call, byte
	   by byte in picolibc's -Os build. */
	struct state st;
	st.flags = fl;
	st.f = f;
	st.resume = 0;
	while ((s = parse(s, tm, &st)) && st.flags & LOCAL) {
		st.flags &= ~LOCAL;
		if (!localtime_r(&st.t, tm)) return 0;
	}
	return s && finish(tm, st.flags, &st) ? (char *)s : 0;
}

char *strptime(const char *restrict s, const char *restrict format, struct tm *restrict tm)
{
	unsigned fl = 0;
	const char *f = format;
	/* A format that begins with a date run (the ISO 8601 forms): the run, and the time
	   after it, are read before the directive loop, by a copy of date_time for each
	   of %Y and %F (their fixed places known); when nothing is left then, or %z alone,
	   the loop is not entered at all, and the runs' flags name no value of the state. */
	if (FIXED_RUNS && format[0] == '%') {
		const char *t = 0;
		f = format + 2;
		if (format[1] == 'Y') t = date_time(s, &f, 'Y', tm, &fl);
		else if (format[1] == 'F') t = date_time(s, &f, 'F', tm, &fl);
		if (!t) {
			f = format;
		} else {
			s = t;
			if (f[0] == '%' && f[1] == 'z' && !f[2]) {
				if (!(s = offset(s, tm))) return 0;
				f += 2;
			}
			if (!*f) return finish(tm, fl, 0) ? (char *)s : 0;
		}
	}
	return directives(s, f, tm, fl);
}
