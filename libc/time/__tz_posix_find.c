/* __t64_tz_posix_find (tz.h), the speed-optimised build's (libc/time/meson.build): a
   fast zone (__tz_posix.c: make_rel) is decided from its year's two changes in the
   parser's table of rules; __tz_posix_find_size.c is the size-optimised one. */
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
