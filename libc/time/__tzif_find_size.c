/* __t64_tz_find (tz.h), the size-optimised build's (libc/time/meson.build; firmware):
   here, in the file of the parser's array of types (tz.h: __t64_tz_types), so that a
   firmware that never installs an image links neither (a zone without transitions is looked up by the weak
   one, its rule's lookup: __tz_posix_find_size.c). */
#include <limits.h>
#include "tz.h"

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
