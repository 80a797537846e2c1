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

/* Size-optimised builds (firmware) keep parse and the derivation of the open fields out
   of line: the frames of the calls they lead to (localtime_r) then hold neither. */
#ifdef __OPTIMIZE_SIZE__
#define SIZE_NOINLINE __attribute__((__noinline__))
#else
#define SIZE_NOINLINE
#endif

struct state {
	unsigned char have_wday, have_yday, have_mon, have_mday, have_uweek, have_wweek;
	unsigned char have_I, is_pm, want_century, want_xday, have_century, have_G, have_V;
	/* %s's instant, which strptime breaks down with localtime_r (local) before parse
	   goes on at f, and resume if f is in a subformat: that call is not made from
	   inside parse, so parse's frame is not on the stack under it. */
	unsigned char local;
	int week_no, iso_week;
	long long century, iso_year;
	time_t t;
	const char *f, *resume;
};

/* ' ' and '\t' to '\r', as isspace in the C locale: one compare for the usual byte
   (a digit or a letter, above ' '). */
static int space(char c)
{
	unsigned char u = (unsigned char)c;
	return u <= ' ' && (0x100003e00ULL >> u & 1);
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
   glibc does: it stops early once another digit would pass hi. */
static const char *number(const char *s, int lo, int hi, int n, int *out)
{
	while (space(*s)) s++;
	if (!digit(*s)) return 0;
	int v = 0;
	do v = v * 10 + (*s++ - '0');
	while (--n > 0 && v * 10 <= hi && digit(*s));
	if (v < lo || v > hi) return 0;
	*out = v;
	return s;
}

/* A year or century (POSIX.1-2024: a leading '+' or '-' is permitted): at most width
   bytes, sign included, when a width is given; else any number of digits after a sign,
   or def digits without one. At most 18 digits are taken, so it cannot overflow. */
static const char *bignum(const char *s, int width, int def, long long *out)
{
	while (space(*s)) s++;
	int neg = *s == '-', sign = neg || *s == '+';
	int n = width > 0 ? width - sign : sign ? 18 : def;
	s += sign;
	if (!digit(*s) || n <= 0) return 0;
	long long v = 0;
	if (n > 18) n = 18;
	do v = v * 10 + (*s++ - '0');
	while (--n > 0 && digit(*s));
	*out = neg ? -v : v;
	return s;
}

/* The name from names first..first+n-1 of __t64_names (or its first three letters),
   any letter case, *out its index from first; the full name is tried first. Input that goes on like the full name but is not it ("Sept")
   is its first three letters, as in glibc. */
static const char *name(const char *s, int first, int n, int *out)
{
	for (int i = 0; i < n; i++) {
		const char *t = __t64_names + __t64_name_at[first + i];
		size_t k = 0;
		while (t[k] && lower(s[k]) == lower(t[k])) k++;
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

/* Reads s by the format at st->f: the end of what it read, or null. */
SIZE_NOINLINE static const char *parse(const char *s, struct tm *tm, struct state *st)
{
	int v;
	long long w;
	/* A subformat (%c %D %F %r %R %T %x %X) runs in this same loop, not in a call of
	   its own: resume is where the format goes on after it. */
	const char *f = st->f, *resume = st->resume, *sub;
	for (;;) {
		char c = *f++;
		if (c != '%') {
			if (!c) {
				if (!resume) return s;
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
			st->have_wday = 1;
			break;
		case 'b': case 'B': case 'h':
			if (!(s = name(s, 7, 12, &tm->tm_mon))) return 0;
			st->have_mon = st->want_xday = 1;
			break;
		case 'c':
			sub = "%a %b %e %H:%M:%S %Y";
			goto subformat;
		case 'C':
			if (!(s = bignum(s, width, 2, &st->century))) return 0;
			st->have_century = st->want_xday = 1;
			break;
		case 'd': case 'e':
			if (!(s = number(s, 1, 31, 2, &tm->tm_mday))) return 0;
			st->have_mday = st->want_xday = 1;
			break;
		case 'D': case 'x':
			sub = "%m/%d/%y";
			goto subformat;
		case 'F':
			/* %Y-%m-%d, a width being the year's plus 6 */
			if (!(s = bignum(s, width > 6 ? width - 6 : 0, 4, &w)) || !set_year(tm, w)) return 0;
			st->want_century = 0;
			st->want_xday = 1;
			sub = "-%m-%d";
			goto subformat;
		case 'g':
			if (!(s = number(s, 0, 99, 2, &v))) return 0;
			if (!st->have_G) st->iso_year = v >= 69 ? 1900 + v : 2000 + v;
			st->have_G = 1;
			break;
		case 'G':
			if (!(s = bignum(s, width, 4, &st->iso_year))) return 0;
			st->have_G = 1;
			break;
		case 'H': case 'k':
			if (!(s = number(s, 0, 23, 2, &tm->tm_hour))) return 0;
			st->have_I = 0;
			break;
		case 'I': case 'l':
			if (!(s = number(s, 1, 12, 2, &v))) return 0;
			tm->tm_hour = v % 12;
			st->have_I = 1;
			break;
		case 'j':
			if (!(s = number(s, 1, 366, 3, &v))) return 0;
			tm->tm_yday = v - 1;
			st->have_yday = 1;
			break;
		case 'm':
			if (!(s = number(s, 1, 12, 2, &v))) return 0;
			tm->tm_mon = v - 1;
			st->have_mon = st->want_xday = 1;
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
				st->is_pm = lower(s[0]) == 'p';
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
			st->local = 1;
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
			st->have_wday = 1;
			break;
		case 'U': case 'W':
			if (!(s = number(s, 0, 53, 2, &st->week_no))) return 0;
			if (f[-1] == 'U') st->have_uweek = 1, st->have_wweek = 0;
			else st->have_wweek = 1, st->have_uweek = 0;
			break;
		case 'V':
			if (!(s = number(s, 0, 53, 2, &st->iso_week))) return 0;
			st->have_V = 1;
			break;
		case 'w':
			if (!(s = number(s, 0, 6, 1, &tm->tm_wday))) return 0;
			st->have_wday = 1;
			break;
		case 'y':
			if (!(s = number(s, 0, 99, 2, &v))) return 0;
			tm->tm_year = v >= 69 ? v : v + 100;
			st->want_century = st->want_xday = 1;
			break;
		case 'Y':
			if (!(s = bignum(s, width, 4, &w)) || !set_year(tm, w)) return 0;
			st->want_century = 0;
			st->want_xday = 1;
			break;
		case 'z': {
			/* Z, +hh, +hhmm or +hh:mm (glibc's forms and limits: any two-digit
			   hour, minutes below 60). */
			while (space(*s)) s++;
			long off = 0;
			if (*s == 'Z') {
				s++;
			} else {
				if (*s != '+' && *s != '-') return 0;
				int neg = *s++ == '-';
				/* hh, then mm (after a ':' only when a digit follows it); a
				   third digit without a fourth is refused. */
				if (!digit(s[0]) || !digit(s[1])) return 0;
				off = ((s[0] - '0') * 10 + (s[1] - '0')) * 3600L;
				s += 2;
				const char *m = s + (*s == ':' && digit(s[1]));
				if (digit(m[0])) {
					if (!digit(m[1])) return 0;
					v = (m[0] - '0') * 10 + (m[1] - '0');
					if (v >= 60) return 0;
					off += v * 60L;
					s = m + 2;
				}
				if (neg) off = -off;
			}
#ifdef __TM_GMTOFF
			tm->__TM_GMTOFF = off;
#else
			(void)off;      /* a bare-metal struct tm has no offset to keep */
#endif
			break;
		}
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

/* Days since 1970-01-01 of tm_year, tm_mon, tm_mday (any values). Midnight's seconds
   are a multiple of 86400 = 128 * 675: divided by 128 (a shift), an exact multiple of
   675, which a product with the inverse of 675 modulo 2^64 divides exactly (a 64-bit
   division would be a libgcc call on 32-bit machines). */
static long long days(const struct tm *tm)
{
	struct tm d = { .tm_year = tm->tm_year, .tm_mon = tm->tm_mon, .tm_mday = tm->tm_mday };
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
static void from_yday(struct tm *tm, const struct state *st)
{
	const short *b = before[leap(tm)];
	int m = 1;
	while (m < 12 && b[m] <= tm->tm_yday) m++;
	if (!st->have_mon) tm->tm_mon = m - 1;
	if (!st->have_mday) tm->tm_mday = tm->tm_yday - b[m - 1] + 1;
}

/* The fields the input left open, derived from the others once it is read: 0 when
   they name no representable date. */
SIZE_NOINLINE static int finish(struct tm *tm, struct state *st)
{
	if (st->have_I && st->is_pm) tm->tm_hour += 12;
	if (st->have_century) {
		/* A century past +-2^31 / 100 names a year no int holds (set_year refuses
		   it); refuse it before the product can overflow. */
		if (st->century > 2147483647LL / 100 + 20 || st->century < -2147483647LL / 100 - 20)
			return 0;
		long long y = st->want_century ? tm->tm_year % 100 + (st->century - 19) * 100
		                               : (st->century - 19) * 100;
		if (!set_year(tm, y + 1900)) return 0;
	}
	if (st->have_G && st->have_V) {
		/* ISO 8601: week 1 holds January 4; weeks start on Monday (the default
		   when no weekday was given). */
		/* The week-based year may be one past the last representable year:
		   400 years earlier, plus their 146097 days. */
		long long y = st->iso_year - 1900, shift = 0;
		if (y > 2147483647LL) y -= 400, shift = 146097;
		if (y < -2147483647LL - 1) y += 400, shift = -146097;
		if (y > 2147483647LL || y < -2147483647LL - 1) return 0;
		struct tm jan4 = { .tm_year = (int)y, .tm_mon = 0, .tm_mday = 4 };
		long long d = days(&jan4) + shift;
		int wd = st->have_wday ? tm->tm_wday : 1;
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
	/* A date in range (the usual case) gets tm_wday and tm_yday from the inline
	   conversion (tm_to_secs.h); others from days() and the month table. */
	struct tm d = { .tm_year = tm->tm_year, .tm_mon = tm->tm_mon, .tm_mday = tm->tm_mday };
	long long secs;
	int known = st->want_xday && !(!(st->have_mon && st->have_mday) && st->have_yday) &&
	            __t64_tm_to_secs_fast(&d, &secs);
	if (st->want_xday && !st->have_wday) {
		if (!(st->have_mon && st->have_mday) && st->have_yday) {
			from_yday(tm, st);
			st->have_mon = st->have_mday = 1;
		}
		tm->tm_wday = known ? d.tm_wday : weekday(days(tm));
	}
	if (st->want_xday && !st->have_yday && (st->have_mon || (unsigned)tm->tm_mon <= 11))
		tm->tm_yday = known ? d.tm_yday
		                    : (int)(before[leap(tm)][tm->tm_mon] + (long long)tm->tm_mday - 1);
	if ((st->have_uweek || st->have_wweek) && st->have_wday) {
		/* The day of the week-numbered week (%U: from Sunday, %W: from Monday). */
		int off = st->have_uweek ? 0 : 1, wday = tm->tm_wday;
		struct tm jan1 = { .tm_year = tm->tm_year, .tm_mday = 1 };
		int w1 = weekday(days(&jan1));
		if (!st->have_yday)
			tm->tm_yday = (7 - (w1 - off)) % 7 + (st->week_no - 1) * 7 + (wday - off + 7) % 7;
		if (!st->have_mday || !st->have_mon) from_yday(tm, st);
	}
	return 1;
}

char *strptime(const char *restrict s, const char *restrict format, struct tm *restrict tm)
{
	struct state st = { 0 };
	st.f = format;
	while ((s = parse(s, tm, &st)) && st.local) {
		st.local = 0;
		if (!localtime_r(&st.t, tm)) return 0;
	}
	return s && finish(tm, &st) ? (char *)s : 0;
}
