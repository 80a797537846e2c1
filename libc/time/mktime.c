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
   Candidates (and probes) outside the calendar's range [T_MIN, T_MAX] (those of
   __secs_to_tm.c) are discarded: the rules cannot be evaluated there; a result outside
   it is EOVERFLOW. */
#include <errno.h>
#include <time.h>
#include "tz.h"

#define T_MIN (-67768040609740800LL)
#define T_MAX 67768036191676799LL

static int same_dst(const struct __t64_ttinfo *tt, int isdst)
{
	return !tt->isdst == !isdst;
}

/* The solution for L with no isdst mismatch handling; *gap set when L was skipped,
   *tt the type at the result when it is known without another lookup. */
static long long resolve(struct __t64_zone *z, long long L, int want, int *gap,
                         const struct __t64_ttinfo **tt)
{
	long long lo = L - z->max_off, hi = L - z->min_off, next;
	if (lo < T_MIN) lo = T_MIN;
	if (hi > T_MAX) hi = T_MAX;
	const struct __t64_ttinfo *cur = __t64_tz_find(z, lo, &next);
	*gap = 0;
	*tt = 0;
	if (next > hi) {                        /* one type over the whole window */
		*tt = cur;
		return L - cur->off;
	}

	const struct __t64_ttinfo *c1 = 0, *c2 = 0, *ga = 0, *gb = 0;
	long long t1 = 0, t2 = 0, start = lo;
	for (;;) {
		long long cand = L - cur->off;
		if (cand >= start && cand < next) {
			if (!c1) c1 = cur, t1 = cand;
			else if (!c2) c2 = cur, t2 = cand;
		}
		if (next > hi) break;
		long long after;
		const struct __t64_ttinfo *nt = __t64_tz_find(z, next, &after);
		if (!ga && L - cur->off >= next && L - nt->off < next) ga = cur, gb = nt;
		start = next, cur = nt, next = after;
	}
	if (c1 && c2)
		return want >= 0 && !same_dst(c1, want) && same_dst(c2, want) ? t2 : t1;
	if (c1 || !ga) return c1 ? t1 : L - cur->off;
	/* The gap: X = L - off(before) shows the type after, Y = L - off(after) the one
	   before. */
	*gap = 1;
	long long x = L - ga->off, y = L - gb->off;
	if (want < 0) return !gb->isdst && ga->isdst ? y : x;
	return same_dst(gb, want) && !same_dst(ga, want) ? y : x;
}

time_t mktime(struct tm *tm)
{
	tzset();
	struct __t64_zone *z = __t64_tz_current(0);
	struct tm out = *tm;
	int want = tm->tm_isdst, gap;
	long long L;
	int normal = __t64_tm_to_secs_fast(&out, &L);
	if (!normal) L = __t64_tm_to_secs(&out);
	const struct __t64_ttinfo *tt;
	long long t = resolve(z, L, want, &gap, &tt);
	/* One type over the window and the fields in range: t + off(t) == L, so the
	   result's fields are the ones given (tm_wday and tm_yday set above). */
	int same = normal && tt && (want < 0 || same_dst(tt, want));
	if (!tt) tt = __t64_tz_find(z, t, 0);

	if (want >= 0 && !gap && !same_dst(tt, want)) {
		const struct __t64_ttinfo *near = 0;   /* the nearest type with tm_isdst == want */
		for (long long d = 601200; d < 457243200 / 2 + 601200; d += 601200) {
			if (t - d >= T_MIN && same_dst(near = __t64_tz_find(z, t - d, 0), want)) break;
			if (t + d <= T_MAX && same_dst(near = __t64_tz_find(z, t + d, 0), want)) break;
			near = 0;
		}
		t = near ? L - near->off : t + 3600 * ((want == 0) - (tt->isdst == 0));
		tt = __t64_tz_find(z, t, 0);
	}

	/* Range: time_t is 64-bit, so only the year of the result can fail to fit. */
	if (t < T_MIN || t > T_MAX || (!same && __t64_secs_to_tm(t + tt->off, &out) < 0)) {
		errno = EOVERFLOW;
		return -1;
	}
	out.tm_isdst = tt->isdst;
#ifdef __TM_GMTOFF
	out.__TM_GMTOFF = tt->off;
#endif
#ifdef __TM_ZONE
	out.__TM_ZONE = tt->abbr;
#endif
	*tm = out;
	return t;
}
