/* __t64_tz_find (tz.h) of a zone with transitions, each variant's. Speed: the
   transitions indexed for the parser (__t64_tz_index), so that most lookups search
   nothing. Size (firmware): one search over the table, here beside the parser's array
   of types (tz.h: __t64_tz_types), so that a firmware that never installs an image
   links neither (a zone without transitions is looked up by the weak one, its rule's
   lookup: __tz_posix_find.c). In the archive after the parser (meson.build). */
#include <limits.h>
#include "tz.h"

#if !T64_TIME_SIZE            /* size: 490 bytes less (Cortex-M3): one search, no index */
/* The bucket index of the transition table (see tz.h). */
static void index_times(struct __t64_zone *z)
{
	int n = z->n_times, s = 0;
	if (n < 2) return;
	unsigned long long t0 = (unsigned long long)z->first;
	unsigned long long span = (unsigned long long)z->last - t0;   /* < 2^64: ascending */
	while ((span >> s) >= T64_TZ_BUCKETS) s++;
	z->shift = s;
	int i = 0;
	for (unsigned long long b = 0; b <= T64_TZ_BUCKETS; b++) {
		/* The start of bucket b, clamped: past the table, every bucket ends at n - 1. */
		unsigned long long off = b <= span >> s ? b << s : span;
		while (i + 1 < n && (unsigned long long)__t64_tz_time(z, i + 1) - t0 <= off) i++;
		z->bucket[b] = (unsigned short)i;
	}
}

void __t64_tz_index(struct __t64_zone *z)
{
	int n = z->n_times;
	if (n) z->first = __t64_tz_time(z, 0), z->last = __t64_tz_time(z, n - 1);
	z->indexed = n && z->tw == 8;
	index_times(z);
}

/* Index of the last transition <= t among lo..lo + n - 1 (t >= that of lo), without
   branches on the data: the search steps are conditional moves, so random instants
   cost no mispredictions. */
static int search(const struct __t64_zone *z, int lo, int n, long long t)
{
	while (n > 1) {
		int half = n / 2;
		lo = __t64_tz_time(z, lo + half) <= t ? lo + half : lo;
		n -= half;
	}
	return lo;
}

const struct __t64_ttinfo *__t64_tz_find(struct __t64_zone *z, long long t, long long *next)
{
	int n = z->n_times;
	if (n == 0 || t >= z->last) {
		if (z->has_rule) return __t64_tz_posix_find(&z->posix, t, next);
		if (next) *next = LLONG_MAX;
		return &z->types[n ? z->idx[n - 1] : 0];
	}
	if (t < z->first) {
		if (next) *next = z->first;
		return &z->types[0];
	}
	/* times[0] <= t < times[n - 1]: the bucket narrows the search to a transition or
	   two (a zone with clustered transitions may leave a few more to search). */
	const struct __t64_ttinfo *tt = __t64_tz_find_fast(z, t, next);
	if (tt) return tt;
	unsigned long long b = ((unsigned long long)t - (unsigned long long)z->first) >> z->shift;
	int lo = z->bucket[b], hi = z->bucket[b + 1];
	int i = search(z, lo, hi - lo + 1, t);
	if (next) *next = __t64_tz_time(z, i + 1);
	return &z->types[z->idx[i]];
}
#else
/* The types of the zone the parser made (tz.h): linked only with the parser. */
struct __t64_ttinfo __t64_tzif_types[T64_TZ_MAX_TYPES];

/* One binary search over the whole table for k, the number of transitions at or before
   t; the type is that of the last of them, the first type before any, the rule's after
   the last when the zone has one. */
const struct __t64_ttinfo *__t64_tz_find(struct __t64_zone *z, long long t, long long *next)
{
	int n = z->n_times, k = 0, hi = n;
	while (k < hi) {
		int mid = (k + hi) / 2;
		if (__t64_tz_time(z, mid) <= t) k = mid + 1;
		else hi = mid;
	}
	if (k == n && z->has_rule) return __t64_tz_posix_find(&z->posix, t, next);
	if (next) *next = k < n ? __t64_tz_time(z, k) : LLONG_MAX;
	return &z->types[k ? z->idx[k - 1] : 0];
}
#endif
