/* __t64_tz_posix_find (tz.h), the size-optimised build's (libc/time/meson.build;
   firmware): the rules worked out for each year walked, and the lookup of a zone
   without transitions. __tz_posix_find.c is the speed-optimised one. */
#include <limits.h>
#include "tz.h"

/* Whether year m is a leap year (m any year congruent to it modulo 400, of either
   sign): divisible by 4, and by 16 when by 25. */
__attribute__((__noinline__))
static int leap_year(int m)
{
	return !(m & (m % 25 ? 3 : 15));
}

/* The type at t, as __tz_posix_find.c says: the same walk over t's year and those
   around it, each year's changes worked out as it is walked, its kind from a day count
   (not a year_kind for each year), the next year only when t is in the last 12 days of
   its own, ending once no earlier year can change the answer: usually after t's year
   alone, of the four (docs/performance.md has what it saves). *next may then be
   earlier than the next change, as tz.h allows ("may change"). */
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
	/* m: the year walked, from t's + 1, congruent modulo 400 (1900 is -100), 400 more
	   for a negative tm_year so that neither end of int is crossed, the bias added as
	   one, not a remainder; days: from t's year's January 1 to the
	   walked year's, whose weekday follows. At equal instants a year's end is the later
	   change in tzcode's order: it is looked at first. */
	int m = tm.tm_year + ((-(tm.tm_year < 0) & 400) - 99), days = 365 + leap_year(m - 1);
	int32_t n = days * 86400, last = INT32_MIN;     /* INT32_MIN: none yet */
	/* The next year's changes come after n - 2^20 (its start, less 167 h and the DST
	   offset): unless r is that late, none is at or before it, and n - 2^20 stands for
	   them as the earliest the type may change: a year less walked. */
	int d = 1;
	if (r < n - (1 << 20)) n -= 1 << 20, d = 0, m--;
	for (; d >= -2; d--, m--) {
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
		/* An earlier year's changes lie before this one's start + 12 days (day 365 of
		   a common year, 167 h, the DST offset): with last after that (2^20 s, 12.1
		   days, is one immediate), none of them comes after it, or after t. */
		if (last > days * 86400 + (1 << 20)) break;
		/* t before both of its year's changes, and past those 12 days: the year
		   before decides, by its later change, without working its rules out. A
		   change's day lies within 8 days whatever the year (a week for the weekday,
		   and February 29), so the distance between a year's two varies by at most
		   14 days: when t's year has them more than 2^21 s (24 days) apart, every
		   year has them in that order (or, north, DST all year: no change, and the
		   year before that decides alike), and the later is the end (standard
		   time), or in the southern order the start. */
		if (!d && last == INT32_MIN && r >= 1 << 20 && (uint32_t)(y1 - y0 + (1 << 21)) > 2 << 21) {
			if (y1 < y0) type = &p->dst;
			break;
		}
	}
	lim = t + (n - r);      /* n - r in (0, 2^31): one 32-bit subtraction */
	goto out;
}

/* The lookup in a zone without transitions, whose type is its rule's (a TZ string's, or
   UTC's: set_utc in __tz.c): this function, the zone's rule being its first member (tz.h),
   not a call through. Weak: __tzif_find_size.c has the whole search, which replaces it
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
