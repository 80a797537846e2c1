/* Timeouts for the old 32-bit calls (struct old_timespec32), after ENOSYS from the
   time64 one. The error policy (docs/error-policy.md):
   - an absolute deadline (mq_timedsend, mq_timedreceive: CLOCK_REALTIME) past
     2038-01-19T03:14:07Z cannot be expressed: EOVERFLOW, without calling the kernel
     (-T64_ENOFIT, which T64_NEW_OR_OLD turns into EOVERFLOW);
   - a relative timeout (clock_nanosleep, ppoll, pselect6) longer than 2^31 s (68 years)
     is clamped to INT32_MAX s, and the clamped-off part is added back to the time left. */
#ifndef T64_OLD_TIMEOUT_H
#define T64_OLD_TIMEOUT_H
#include <errno.h>
#include <time.h>
#include "kernel_features.h"

#ifdef T64_TIME32_FALLBACK
static inline int __t64_old_abs_timeout(const struct timespec *ts, struct t64_old_timespec *o)
{
	if (!__t64_fits32(ts->tv_sec)) return -T64_ENOFIT;
	o->tv_sec = (int32_t)ts->tv_sec;
	o->tv_nsec = (int32_t)ts->tv_nsec;
	return 0;
}

/* Returns the seconds clamped off (>= 0), or -EINVAL for a negative timeout. */
static inline long long __t64_old_rel_timeout(const struct timespec *ts, struct t64_old_timespec *o)
{
	long long s = ts->tv_sec, extra = 0;
	if (s < 0) return -EINVAL;
	if (s > INT32_MAX) {
		extra = s - INT32_MAX;
		s = INT32_MAX;
	}
	o->tv_sec = (int32_t)s;
	o->tv_nsec = (int32_t)ts->tv_nsec;
	return extra;
}

/* The time left that the old call wrote back, plus what was clamped off. */
static inline void __t64_old_rel_left(struct timespec *ts, const struct t64_old_timespec *o,
                                      long long extra)
{
	ts->tv_sec = (long long)o->tv_sec + extra;
	ts->tv_nsec = o->tv_nsec;
}
#endif
#endif
