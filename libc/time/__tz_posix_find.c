/* __t64_tz_posix_find (tz.h), each variant's. Speed: a fast zone (__tz_posix.c:
   make_rel) is decided from its year's two changes in the parser's table of rules.
   Size (firmware): the rules worked out for each year walked; and the lookup of a
   zone without transitions. */
#include <limits.h>
#include "tz.h"

/* The type at t: that of the last change at or before t among those of t's local
   year (in standard time) and the years around it, each year's start and end at their
   own local dates. A year whose DST lasts all of it (its end a year or more after its
   start, as tzcode reads it) has no change; with no change at all, the type is that
   of t's year. At equal instants the later in tzcode's table order wins (the later
   year; in a year, its later change, the end when start and end are equal). A zone
   whose every year keeps its changes inside itself (fast) is decided from its own
   year's two changes, as localtime_r and mktime decide it inline. No cache: a lookup
   writes nothing, so threads may share a zone. Just outside the calendar's range
   (where the local time in DST may still be inside it) t's local time is read 400
   years nearer, which repeat the calendar, weekdays included. *next is the next change
   after t, or its local year's end: no later than the next change. */
#if !T64_TIME_SIZE            /* size: 468 bytes less (Cortex-M3): no table of 14 kinds */
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
	if (x < T_MIN && x >= T_MIN - T64_Y400) x += T64_Y400;
	if (x > T_MAX && x <= T_MAX + T64_Y400) x -= T64_Y400;
	return __t64_secs_to_tm(x, tm);
}

const struct __t64_ttinfo *__t64_tz_posix_find(const struct __t64_posixtz *p, long long t,
                                               long long *next)
{
	struct tm tm;
	long long x;
	if (!p->has_dst || __builtin_add_overflow(t, (long long)p->std.off, &x) || year_of(x, &tm) < 0) {
		/* Before the range (where x cannot have wrapped), the rules apply where it begins. */
		if (next) *next = p->has_dst && t < 0 && x < T_MIN ? t + (T_MIN - T64_Y400 - x) : LLONG_MAX;
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

/* The type at t, as above. Outside the two weeks around each change of a zone whose
   changes keep their order inside every year (the parser's win and fast_end: most
   instants), from that order alone, no rule worked out; else the same walk over t's
   year and those around it, each year's changes worked out as it is walked, its kind
   from a day count (not a year_kind for each year). *next may then be earlier than
   the next change, as tz.h allows ("may change"). */
const struct __t64_ttinfo *__t64_tz_posix_find(const struct __t64_posixtz *p, long long t,
                                               long long *next)
{
	struct tm tm;
	/* t + off modulo 2^64: where it overflows it lands far outside the range. */
	long long x = (long long)((unsigned long long)t + (unsigned long long)(long long)p->std.off);
	long long lim = LLONG_MAX;
	/* The type the last change so far gives: a pointer, not a flag. */
	const struct __t64_ttinfo *type = &p->std;
	if (p->has_dst) {
		if (__t64_secs_to_tm(x, &tm) >= 0 || __t64_secs_to_tm(x + (x < 0 ? T64_Y400 : -T64_Y400), &tm) >= 0)
			goto walk;
		/* Before the range (t and x negative: x has not wrapped), the rules apply
		   where it begins. */
		if ((t & x) < 0) lim = T_MIN - T64_Y400 - p->std.off;
	}
out:
	if (next) *next = lim;  /* one store for both ways out */
	return type;
walk:;
	int32_t r = tm.tm_yday * 86400 + tm.tm_hour * 3600 + tm.tm_min * 60 + tm.tm_sec;
	const int32_t *w = p->win;
	int32_t n = p->fast_end, a = r - w[0], b = r - w[1];
	/* Outside the two weeks of each change (__tz_posix.c: make_rel) in a zone whose
	   weeks stay apart inside every year, and before fast_end: DST from the start's
	   weeks to the end's, as the windows' order says (__t64_rule_dst). The next change
	   is no earlier than the next weeks, or fast_end. */
	if (r < n && (uint32_t)a > 2 * T64_TZ_WEEK && (uint32_t)b > 2 * T64_TZ_WEEK) {
		if (__t64_rule_dst(w, r)) type = &p->dst;
		if (a < 0) n = w[0];
		if (b < 0 && w[1] < n) n = w[1];
		goto done;
	}
	/* Else the years t's + 1 down to t's - 2, each year's changes worked out. m: the
	   year walked, from t's + 1, congruent modulo 400 (1900 is -100), 400 more for a
	   negative tm_year so that neither end of int is crossed, the bias added as one,
	   not a remainder; days: from t's year's January 1 to the walked year's, whose
	   weekday follows. At equal instants a year's end is the later change in tzcode's
	   order: it is looked at first. */
	int m = tm.tm_year + ((-(tm.tm_year < 0) & 400) - 99), days = 365 + leap_year(m - 1);
	int32_t last = INT32_MIN;       /* INT32_MIN: none yet */
	n = days * 86400;
	for (int d = 1; d >= -2; d--, m--) {
		int ly = leap_year(m);
		if (d < 1) days -= 365 + ly;
		uint64_t both = __t64_tz_year_rules(p, ly, tm.tm_wday - tm.tm_yday + days);
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
	}
done:
	lim = t + (n - r);      /* n - r in (0, 2^31): one 32-bit subtraction */
	goto out;
}

/* The lookup in a zone without transitions, whose type is its rule's (a TZ string's, or
   UTC's: set_utc in __tz.c): this function, the zone's rule being its first member (tz.h),
   not a call through. Weak: __tz_find.c has the whole search, which replaces it
   wherever the parser is linked (tz.h: __t64_tz_types), so that a firmware that only sets TZ
   links neither (sysdeps/baremetal/tzfile.c); only the parser makes a zone with
   transitions, or one whose type is not its rule's. */
_Static_assert(offsetof(struct __t64_zone, posix) == 0, "the rule first in a zone");
#pragma GCC diagnostic push
#ifndef __clang__               /* gcc's; clang has no such warning */
#pragma GCC diagnostic ignored "-Wattribute-alias"      /* a zone's pointer for its rule's */
#endif
extern __typeof(__t64_tz_find) __t64_tz_find __attribute__((__weak__, __alias__("__t64_tz_posix_find")));
#pragma GCC diagnostic pop
#endif
