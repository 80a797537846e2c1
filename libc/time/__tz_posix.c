/* POSIX TZ strings (POSIX.1-2024, 8.3): std offset [dst [offset] [,start[/time],end[/time]]].
   Names are 3+ letters, or 3+ letters, digits, '+' and '-' between '<' and '>'; offsets
   are [+-]hh[:mm[:ss]] west of UTC, hh 0..24; rule times are hh 0..167 with either sign.
   A rule left out takes the US one, M3.2.0 for the start and M11.1.0 for the end, both
   at 02:00 (what glibc falls back to, rule by rule: "EST5EDT,M3.2.0" ends DST on
   M11.1.0; t64 does not read tzcode's deprecated "posixrules" file). A string whose
   "std offset" is invalid is invalid; once that part is valid, anything after it that
   is not (a bad dst name, offset or rule, trailing text) leaves standard time alone,
   never a UTC that throws the valid offset away.
   The rules are read per local year, as RFC 8536 (3.3.1) and tzfile(5) do: a year's
   start and end are its own dates in local time, wherever that falls in UTC, so DST
   may cross a new year, and "0/0,J365/25" (a DST period from January 1 00:00 to the
   next one) is DST all year. */
#include <limits.h>
#include "tz.h"

/* A letter: c | 32 folds 'A'..'Z' onto 'a'..'z' and no other byte into that range. */
static int letter(char c)
{
	return (unsigned char)((c | 32) - 'a') < 26;
}

static const char *parse_name(const char *s, const char **name, size_t *len)
{
	/* One walk for both forms: a quoted name also takes digits, '+' and '-'. */
	int quoted = *s == '<';
	const char *b = s += quoted;
	while (letter(*s) || (quoted && ((*s >= '0' && *s <= '9') || *s == '+' || *s == '-')))
		s++;
	size_t n = (size_t)(s - b);
	if (n < 3 || (quoted && *s++ != '>')) return 0;
	*name = b, *len = n;
	return s;
}

/* n in 0..max: 1 to 3 digits. */
static const char *parse_num(const char *s, int max, int *n)
{
	int v = 0, k = 0;
	for (unsigned c; k < 3 && (c = (unsigned char)*s - (unsigned)'0') < 10; s++, k++)
		v = v * 10 + (int)c;
	if (!k || v > max) return 0;
	*n = v;
	return s;
}

/* [+-]hh[:mm[:ss]] in seconds; hh at most max_h. */
static const char *parse_time(const char *s, int max_h, long *secs)
{
	int neg = *s == '-', v;
	long t = 0;
	if (*s == '+' || *s == '-') s++;
	for (int i = 0; i < 3; i++, max_h = 59) {
		t *= 60;
		/* A part left out is 0, and so are those after it. */
		if (i && *s++ != ':') {
			s--;
			continue;
		}
		if (!(s = parse_num(s, max_h, &v))) return 0;
		t += v;
	}
	*secs = neg ? -t : t;
	return s;
}

/* m, w, d are bytes in a row: parse_rule fills them in a loop. */
_Static_assert(offsetof(struct __t64_tzrule, d) == offsetof(struct __t64_tzrule, m) + 2, "m, w, d");

static const char *parse_rule(const char *s, struct __t64_tzrule *r)
{
	int v;
	r->kind = *s == 'J' || *s == 'M' ? *s++ : 'D';
	if (r->kind == 'M') {
		/* m.w.d: month 1..12, week 1..5, weekday 0..6: 0 is refused unless i is 2, a
		   test without a compare (-Os Cortex-M3: 8 bytes less). */
		for (int i = 0; i < 3; i++) {
			if ((i && *s++ != '.') || !(s = parse_num(s, "\14\5\6"[i], &v)) || !(v | i >> 1)) return 0;
			((unsigned char *)r)[offsetof(struct __t64_tzrule, m) + i] = (unsigned char)v;
		}
	} else {
		/* Jn counts from 1, n from 0: 0 is refused when the kind is 'J'. */
		if (!(s = parse_num(s, 365, &v)) || !(v | (r->kind ^ 'J'))) return 0;
		r->day = (short)v;
	}
	r->time = 7200;
	if (*s == '/' && !(s = parse_time(s + 1, 167, &r->time))) return 0;
	return s;
}

/* Day of the year (0-based) a rule names, in a year whose January 1 is weekday wday1
   modulo 7 (-1096 <= wday1 <= 372). A day of a leap year from March 1 on is one later
   than in a common year. Month m's first day in a common year is 489 m / 16 - 30 (from
   March on 2 less, February being short), its length 31 when m + m / 8 is odd, else
   30 (February 28 + leap): no table (-Os Cortex-M3: 22 bytes less). */
static int rule_day(const struct __t64_tzrule *r, int leap, int wday1)
{
	int day = r->day;
	if (r->kind == 'J') return day - 1 + (leap && day >= 60);
	if (r->kind == 'D') return day;
	int m = r->m;
	int first = (m * 489 >> 4) - 30 + (m > 2 ? leap - 2 : 0);
	int len = m == 2 ? 28 + leap : 30 + ((m + (m >> 3)) & 1);
	int off = (r->d - wday1 - first + 1078) % 7 + 7 * (r->w - 1);
	return first + (off >= len ? off - 7 : off);
}

/* When a rule changes, in seconds from the start of the year, in the local time it
   is given in. One copy for both rules. */
__attribute__((__noinline__))
static int32_t rule_secs(const struct __t64_tzrule *r, int leap, int wday1)
{
	return (int32_t)(rule_day(r, leap, wday1) * 86400L + r->time);
}

/* A year's start (low half) and end (high half) of DST as seconds from its January 1
   00:00 in standard time (the end is given in daylight time). Returned in registers,
   not through an array on the caller's stack. Out of line: called for each year looked
   at in -Os, and only while parsing in -O2. */
__attribute__((__noinline__))
static uint64_t year_rules(const struct __t64_posixtz *p, int leap, int wday1)
{
	int32_t start = rule_secs(&p->start, leap, wday1);
	int32_t end = rule_secs(&p->end, leap, wday1) - (int32_t)(p->dst.off - p->std.off);
	return (uint32_t)start | (uint64_t)(uint32_t)end << 32;
}

#ifndef __OPTIMIZE_SIZE__
/* The rules for the 14 kinds of year, and whether every kind keeps both changes
   inside its own year in one order (fast): then a year's instants are decided by its
   own two changes alone, the previous year's last one being of the same kind as its
   own last. Size-optimised builds (firmware) work a year's rules out at each lookup. */
static void make_rel(struct __t64_posixtz *p)
{
	int fast = p->has_dst, north = 0;
	for (int leap = 0; leap < 2; leap++)
		for (int wday1 = 0; wday1 < 7; wday1++) {
			int32_t *r = p->rel[leap][wday1], len = (365 + leap) * 86400;
			uint64_t both = year_rules(p, leap, wday1);
			r[0] = (int32_t)(uint32_t)both, r[1] = (int32_t)(uint32_t)(both >> 32);
			if (!leap && !wday1) north = r[0] < r[1];
			fast &= r[0] >= 0 && r[0] < len && r[1] >= 0 && r[1] < len && r[0] != r[1] &&
			        (r[0] < r[1]) == north;
		}
	p->fast = fast;
}
#else
#define make_rel(p) ((void)(p))
#endif

#if T64_TZ_NAME_POOL
/* Whether the string goes on: not at its NUL, nor at a newline (a TZif footer's end). */
static int more(char c)
{
	return c && c != '\n';
}

/* A name's lasting copy (tz.h): in the pool. */
#define keep(name, len) __t64_tz_intern(name, len)
#else
/* Without the pool (tz.h) the parser reads its own copy of the string, in which the
   zone's two names are ended in place, each by a NUL written over the byte after it
   once that byte is parsed: the names' one copy, which lasts until the next parse
   (the next zone's build). The copy ends with a NUL where the string ends (at its NUL,
   or at a newline: a TZif footer's end), so only a NUL ends it. Every caller's string
   fits: a TZ value has fewer than T64_TZ_MAX_KEY bytes (__tz.c), a footer at most as
   many (__tzif.c). (-Os Cortex-M3: 48 bytes less than copying each name.) */
static char text[T64_TZ_MAX_KEY + 1];
#define more(c) ((c) != 0)

static const char *keep(const char *name, size_t len)
{
	((char *)name)[len] = 0;        /* the copy's own byte */
	return name;
}
#endif

/* Rule i (0: start, 1: end) of p, without a branch. */
_Static_assert(offsetof(struct __t64_posixtz, end) == offsetof(struct __t64_posixtz, start) +
               sizeof(struct __t64_tzrule), "start, end");
#define rule(p, i) ((struct __t64_tzrule *)((char *)&(p)->start + (i) * sizeof(struct __t64_tzrule)))

int __t64_tz_parse_posix(const char *s, struct __t64_posixtz *p)
{
	const char *name;
	size_t len;
	long off, dst_off;
#if !T64_TZ_NAME_POOL
	char *c = text;
	for (size_t n = 0; n < T64_TZ_MAX_KEY && *s && *s != '\n'; n++) *c++ = *s++;
	*c = 0;
	s = text;
#endif
	if (!(s = parse_name(s, &name, &len)) || !(s = parse_time(s, 24, &off))) return -1;
	p->std.abbr = p->dst.abbr = keep(name, len);    /* field by field: less code */
	p->std.off = p->dst.off = -off;
	p->std.isdst = p->dst.isdst = p->has_dst = 0;
#ifndef __OPTIMIZE_SIZE__
	p->fast = 0;
#endif
	if (!(s = parse_name(s, &name, &len))) return 0;     /* as at the string's end */
	dst_off = off - 3600;
	if (more(*s) && *s != ',' && !(s = parse_time(s, 24, &dst_off))) return 0;
	/* Each rule: ",rule", or left out (the end of the string, or a ',' ending it):
	   then the US one, read from its text (s then stays at an end). */
	for (int i = 0; i < 2; i++) {
		if (*s == ',') s++;
		else if (more(*s)) return 0;
		if (!(s = parse_rule(more(*s) ? s : &"M3.2.0\0M11.1.0"[7 * i], rule(p, i)))) return 0;
	}
	if (more(*s)) return 0;
	p->dst = (struct __t64_ttinfo){ -dst_off, 1, keep(name, len) };
	p->has_dst = 1;
	make_rel(p);
	return 0;
}

#define Y400 12622780800LL

/* The type at t: that of the last change at or before t among those of t's local
   year (in standard time) and the years around it, each year's start and end at their
   own local dates. A year whose DST lasts all of it (its end a year or more after its
   start, as tzcode reads it) has no change; with no change at all, the type is that
   of t's year. At equal instants the later in tzcode's table order wins (the later
   year; in a year, its later change, the end when start and end are equal). In -O2, a
   zone whose every year keeps its changes inside itself (fast) is decided from its own
   year's two changes, as localtime_r and mktime decide it inline. No cache: a lookup
   writes nothing, so threads may share a zone. Just outside the calendar's range
   (where the local time in DST may still be inside it) t's local time is read 400
   years nearer, which repeat the calendar, weekdays included. *next is the next change
   after t, or its local year's end: no later than the next change. */
#ifndef __OPTIMIZE_SIZE__
/* The kind of a year m modulo 400 (the calendar repeats every 400 years): whether it
   is a leap year, and *wday1 the weekday of its January 1 (Gauss's formula). */
static int year_kind(int m, int *wday1)
{
	int y = (m + 399) % 400;                /* the year before, modulo 400 */
	*wday1 = (1 + 5 * (y % 4) + 4 * (y % 100) + 6 * y) % 7;
	return m % 4 == 0 && (m % 100 != 0 || m == 0);
}

/* Where a rule is read: x, t in local standard time, as its year's fields. 0, or -1
   further out than 400 years. */
static int year_of(long long x, struct tm *tm)
{
	if (x < T_MIN && x >= T_MIN - Y400) x += Y400;
	if (x > T_MAX && x <= T_MAX + Y400) x -= Y400;
	return __t64_secs_to_tm(x, tm);
}

const struct __t64_ttinfo *__t64_tz_posix_find(const struct __t64_posixtz *p, long long t,
                                               long long *next)
{
	struct tm tm;
	long long x;
	if (!p->has_dst || __builtin_add_overflow(t, (long long)p->std.off, &x) || year_of(x, &tm) < 0) {
		/* Before the range (where x cannot have wrapped), the rules apply where it begins. */
		if (next) *next = p->has_dst && t < 0 && x < T_MIN ? t + (T_MIN - Y400 - x) : LLONG_MAX;
		return &p->std;
	}
	int32_t r = tm.tm_yday * 86400L + tm.tm_hour * 3600 + tm.tm_min * 60 + tm.tm_sec;
	int wday1, leap = __t64_year_kind(&tm, &wday1);
	int32_t n = (365 + leap) * 86400L;      /* the next change, or the year's end */
	if (p->fast) {
		const int32_t *rel = p->rel[leap][wday1];
		for (int i = 0; i < 2; i++)
			if (rel[i] > r && rel[i] < n) n = rel[i];
		if (next) *next = t - r + n;
		return __t64_posix_type(p, __t64_rule_dst(rel, r));
	}
	/* Years t's + 1 down to t's - 2: a change lies at most 167 h plus the DST offset
	   (under 49 h) outside its year, so none of another year lands after r with these
	   all before it, nor one before n but for these. Walked backwards, so at equal
	   instants the first seen is the later in tzcode's order. base: each year's start,
	   from t's year's; m: the year modulo 400 (1900 is 300). */
	int m = (tm.tm_year % 400 + 701) % 400, wd, dst = 0, found = 0, all_t = 0;
	int32_t base = (365 + year_kind((m + 399) % 400, &wd)) * 86400L, last = 0;
	for (int d = 1; d >= -2; d--, m = (m + 399) % 400) {
		int ly = year_kind(m, &wd);
		if (d < 1) base -= (365 + ly) * 86400L;
		int32_t y0 = p->rel[ly][wd][0], y1 = p->rel[ly][wd][1];
		int rev = y1 < y0, all = !rev && y1 - y0 >= (365 + ly) * 86400L;
		for (int k = 1; k >= 0 && !all; k--) {
			int32_t c = base + (k ^ rev ? y1 : y0);        /* the later change, then the earlier */
			if (c <= r && (!found || c > last)) last = c, dst = !(k ^ rev), found = 1;
			if (c > r && c < n) n = c;
		}
		if (d == 0) all_t = all;
	}
	if (!found) dst = all_t;
	if (next) *next = t - r + n;
	return dst ? &p->dst : &p->std;
}
#else
/* Whether year m is a leap year (m any year congruent to it modulo 400, of either
   sign): divisible by 4, and by 16 when by 25. */
__attribute__((__noinline__))
static int leap_year(int m)
{
	return !(m & (m % 25 ? 3 : 15));
}

/* The same walk, each year's changes worked out as it is walked, its kind from a day
   count (-Os: 336 bytes less than this walk with year_kind for each year), ending once
   no earlier year can change the answer: usually after two or three years of the four
   (docs/performance.md has what it saves). */
const struct __t64_ttinfo *__t64_tz_posix_find(const struct __t64_posixtz *p, long long t,
                                               long long *next)
{
	struct tm tm;
	/* t + off modulo 2^64: where it overflows it lands far outside the range. */
	long long x = (long long)((unsigned long long)t + (unsigned long long)(long long)p->std.off);
	long long lim = LLONG_MAX;
	/* The type the last change so far gives: a pointer, not a flag (-Os: 8 bytes less). */
	const struct __t64_ttinfo *type = &p->std;
	if (p->has_dst) {
		if (__t64_secs_to_tm(x, &tm) >= 0 || __t64_secs_to_tm(x + (x < 0 ? Y400 : -Y400), &tm) >= 0)
			goto walk;
		/* Before the range (t and x negative: x has not wrapped), the rules apply
		   where it begins. */
		if ((t & x) < 0) lim = T_MIN - Y400 - p->std.off;
	}
out:
	if (next) *next = lim;  /* one store for both ways out (-Os: 12 bytes less) */
	return type;
walk:;
	int32_t r = tm.tm_yday * 86400 + tm.tm_hour * 3600 + tm.tm_min * 60 + tm.tm_sec;
	/* m: the year walked, from t's + 1, congruent modulo 400 (1900 is -100), 400 more
	   for a negative tm_year so that neither end of int is crossed, the bias added as
	   one (-Os: 8 bytes less than a remainder); days: from t's year's January 1 to the
	   walked year's, whose weekday follows. At equal instants a year's end is the later
	   change in tzcode's order: it is looked at first. */
	int m = tm.tm_year + ((-(tm.tm_year < 0) & 400) - 99), days = 365 + leap_year(m - 1);
	int32_t n = days * 86400, last = INT32_MIN;     /* INT32_MIN: none yet */
	for (int d = 1; d >= -2; d--, m--) {
		int ly = leap_year(m);
		if (d < 1) days -= 365 + ly;
		uint64_t both = year_rules(p, ly, tm.tm_wday - tm.tm_yday + days);
		int32_t y0 = (int32_t)(uint32_t)both, y1 = (int32_t)(uint32_t)(both >> 32);
		if (y1 - y0 >= (365 + ly) * 86400) {    /* DST all year: no change */
			if (!d && last == INT32_MIN) type = &p->dst;    /* t's year's, unless a change is found */
			continue;
		}
		for (int k = 2; k--; ) {
			int32_t c = days * 86400 + (k ? y1 : y0);
			if (c > r) {
				if (c < n) n = c;
			} else if (c > last)
				last = c, type = k ? &p->std : &p->dst;
		}
		/* An earlier year's changes lie before this one's start + 12 days (day 365 of
		   a common year, 167 h, the DST offset): with last after that (2^20 s, 12.1
		   days, is one immediate), none of them comes after it, or after t. */
		if (last > days * 86400 + (1 << 20)) break;
	}
	lim = t + (n - r);      /* n - r in (0, 2^31): one 32-bit subtraction (-Os: 4 bytes less) */
	goto out;
}

/* The lookup in a zone without transitions, whose type is its rule's (a TZ string's, or
   UTC's: set_utc in __tz.c): this function, the zone's rule being its first member (tz.h)
   (-Os Cortex-M3: 10 bytes less than a call through). Weak: __tzif.c has the whole
   search, which replaces it wherever the parser is linked, so that a firmware that only
   sets TZ links neither (sysdeps/baremetal/tzfile.c); only the parser makes a zone with
   transitions, or one whose type is not its rule's. */
_Static_assert(offsetof(struct __t64_zone, posix) == 0, "the rule first in a zone");
#pragma GCC diagnostic push
#ifndef __clang__               /* gcc's; clang has no such warning */
#pragma GCC diagnostic ignored "-Wattribute-alias"      /* a zone's pointer for its rule's */
#endif
extern __typeof(__t64_tz_find) __t64_tz_find __attribute__((__weak__, __alias__("__t64_tz_posix_find")));
#pragma GCC diagnostic pop
#endif
