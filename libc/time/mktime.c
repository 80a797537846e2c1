/* mktime: the fields to seconds as if UTC (L), then the offset, found directly from
   the zone's types around L (no search loop over guesses). An instant t is a solution
   when t + off(t) == L; every solution lies in [L - max_off, L - min_off], which rarely
   holds a transition, so usually one lookup decides. Otherwise, as glibc does:
   - two solutions (a repeated hour): the one whose tm_isdst was asked for, else the
     earlier;
   - none (a skipped hour): L read with the offset before or after the gap, preferring
     the reading whose tm_isdst differs from the one asked for (with -1: the DST one);
   - a unique solution whose tm_isdst is not the one asked for (0 or 1): L is read
     with the offset of the nearest instant that has the tm_isdst asked for, probing
     every 601200 s up to 228621600 s away as glibc's mktime.c does, else shifted by
     an hour.
   Every instant has a type (a rule is read wherever the local time it gives may
   still have a year that fits int), so the ends of the range are no special case:
   the result is EOVERFLOW only when its fields do not fit, and mktime inverts
   localtime_r up to year INT_MIN + 1900 east of UTC and INT_MAX + 1900 west of it. */
#include <errno.h>
#include <time.h>
#include "tz.h"

#if !T64_TIME_SIZE            /* size: 756 bytes less with the two below */
/* A fast POSIX rule's answer without a lookup (fields in range, so tm_yday and tm_wday
   are set; leap: whether tm_year is a leap year): the two candidates L - std offset and
   L - dst offset, where both lie in the local year (in standard time) numbered as
   tm's year (all but the DST offset at its ends), are solutions when the rule, decided
   as __t64_tz_posix_find does, gives them their own type. Exactly one: the answer,
   unless its tm_isdst is not the one asked for. NULL: take the general way (a gap, an
   overlap, a year's end, a mismatch). */
static inline __attribute__((__always_inline__))
const struct __t64_ttinfo *rule_solve(const struct __t64_posixtz *p, const struct tm *tm,
                                      int leap, int want)
{
	int wday1 = (int)__t64_mod7((unsigned)(tm->tm_wday + 371 - tm->tm_yday));  /* Jan 1 */
	int32_t x = tm->tm_yday * 86400 + tm->tm_hour * 3600 + tm->tm_min * 60 + tm->tm_sec;
	int32_t xs = x, xd = x - (int32_t)(p->dst.off - p->std.off);    /* in standard time */
	uint32_t len = (uint32_t)(365 + leap) * 86400;
	if (((uint32_t)xs >= len) | ((uint32_t)xd >= len)) return 0;
	const int32_t *rel = p->rel[leap][wday1];
	/* The dst candidate is a solution when the rule says DST there, the std one when
	   it says not: one solution exactly when both say the same (a skipped hour: DST
	   at the std one only; a repeated hour: at the dst one only). */
	int dst = __t64_rule_dst(rel, xd);
	if (dst != __t64_rule_dst(rel, xs)) return 0;
	if (want >= 0 && !want != !dst) return 0;
	return __t64_posix_type(p, dst);
}

#endif

/* One way for every build; speed builds (not size-optimised ones, firmware) add
   shortcuts: a POSIX rule's answer (rule_solve); fields already in range, which need
   only tm_wday and tm_yday (tm_to_secs.h); and the usual window of one type, taken at
   once and, with fields in range, not converted again (the walk, for the rest, looks
   the window's first type up again). The walk over the types of [lo, hi] keeps types,
   not instants: every candidate is L minus a type's offset. The type at the result is
   the window's when it has one type, else looked up. The probes
   t - d and t + d share one loop body; a corrected t is looked up by the same code as the first. The fields are written into
   *tm by __t64_secs_to_tm, which leaves it as it was when it fails: no copy of *tm. */
time_t __t64_mktime_in(struct __t64_zone *z, struct tm *tm)
{
	int want = tm->tm_isdst, fixed = want < 0;   /* -1: never corrected */
	long long L, t;
	const struct __t64_ttinfo *tt;
	/* The tm_isdst wanted, -1 counting as 0; a type's is 0 or 1 (the TZif parser
	   refuses others), so it is compared as it is. */
	int dst;
	/* same: the window's one type is the answer, uncorrected, so t + off(t) == L and
	   fields that were in range are the result's. That is the usual case, decided
	   here in speed builds; else (and always in size-optimised ones, whose fields are
	   converted anyway) the walk below, which comes to the same answer. */
#if !T64_TIME_SIZE            /* size: 756 bytes less with the two around */
	/* In range: tm_wday and tm_yday are set in *tm itself (a rule's answer then needs
	   no copy), and put back if the result does not fit. */
	int wday0 = tm->tm_wday, yday0 = tm->tm_yday;
	int normal = __t64_tm_to_secs_in_range(tm, &L, 1), n = z->n_times;   /* 1 + leap */
	const struct __t64_ttinfo *rt;
	if (normal && z->has_rule && z->posix.fast &&
	    (n == 0 || L - z->max_off >= z->last) &&
	    (rt = rule_solve(&z->posix, tm, normal - 1, want))) {
		__t64_tm_set_zone(tm, rt->isdst, rt->off, rt->abbr);
		return L - rt->off;
	}
	if (!normal) L = __t64_tm_to_secs(tm);
	dst = want > 0;
	long long next;
	tt = __t64_tz_find(z, L - z->max_off, &next);
	t = L - tt->off;
	int same = next > L - z->min_off && (fixed || tt->isdst == dst);
#else
	enum { same = 0 };
	L = __t64_tm_to_secs(tm);
	dst = want > 0;
#endif
	long long hi = L - z->min_off;          /* the window: [L - max_off, hi] */
	if (!same) {
		const struct __t64_ttinfo *a = 0, *b = 0, *cur = 0, *prev = 0;
		int gap = 0;                    /* a, b: the types around a gap, until a solution */
		/* The window's instants are L - v for v in [min_off, max_off], so the walk
		   compares offsets, in a long: the segment [L - top, next) is v in (end,
		   top], a type's candidate L - off lies in it when its offset does, and past
		   next when off <= end (the last segment, end min_off - 1, holds every
		   candidate up to hi). No type's offset is above max_off, so the first
		   segment has no gap before it. */
		long top = z->max_off;
		do {
			long long next;
			prev = cur;
			cur = __t64_tz_find(z, L - top, &next);
			tt = prev ? 0 : cur;    /* one type: the type at the result, else looked up below */
			long end = next > hi ? z->min_off - 1 : (long)(L - next);
			if (cur->off > top) {
				if (!a && prev->off <= top) a = prev, b = cur, gap = 1;
			} else if (cur->off > end) {
				if (!a || gap) a = cur, b = 0, gap = 0;
				else if (!b) b = cur;
			}
			top = end;
		} while (top >= z->min_off);
		/* The result is L read with type a's offset or b's: b when it has the
		   tm_isdst wanted and a does not. Two solutions a, b: the one asked for (-1:
		   the earlier one). None, a gap: a the type before it, b the one after. Else
		   the one solution or, without any, the last type. */
		if (gap) fixed = 1;             /* a gap's reading is not corrected */
		else if (want < 0) b = 0;
		if (!a) a = cur;
		if (!b) b = a;
		t = L - (b->isdst == dst && a->isdst != dst ? b : a)->off;
		for (;;) {
			if (!tt) tt = __t64_tz_find(z, t, 0);
			if (fixed || tt->isdst == dst) break;
			/* t - d, t + d for d = 601200 k, k = 1, 2, ... 381 (below 228621600 +
			   601200): the first with the tm_isdst wanted gives the offset, else t
			   moves by an hour. Offsets are under 26 hours: the move fits a long. */
			long k = 0, move = 3600 * (tt->isdst - dst);
			while ((k = -k - (k >= 0)) > -382) {            /* -1, 1, -2, 2, ... */
				const struct __t64_ttinfo *near = __t64_tz_find(z, t + k * 601200, 0);
				if (near->isdst == dst) {
					move = (long)(L - t) - near->off;
					break;
				}
			}
			t += move;
			tt = 0, fixed = 1;      /* the type at the new t, and no more probes */
		}
	}

#if !T64_TIME_SIZE            /* size: 756 bytes less with the two above */
	if (!(normal && same) && __t64_secs_to_tm(t + tt->off, tm) < 0) {
		tm->tm_wday = wday0, tm->tm_yday = yday0;
		__t64_eoverflow();
		return -1;
	}
	__t64_tm_set_zone(tm, tt->isdst, tt->off, tt->abbr);
	return t;
#else
	/* The fields and the type's zone fields, or EOVERFLOW, by localtime_r's and
	   gmtime_r's conversion, not a copy of it. */
	return __t64_to_tm(t + tt->off, tm, tt) ? t : -1;
#endif
}

time_t mktime(struct tm *tm)
{
	return __t64_mktime_in(__t64_tz_current(1), tm);        /* as if it called tzset */
}
