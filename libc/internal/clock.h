/* The clock layer that sysdeps implement (sysdeps/linux/, sysdeps/baremetal/) for the
   portable front ends in libc/time/. Each returns 0 or -errno; arguments are already
   checked (tv_nsec in range) by the front end. */
#ifndef T64_INTERNAL_CLOCK_H
#define T64_INTERNAL_CLOCK_H
#include <time.h>
#include "hidden.h"

T64_HIDDEN int __t64_clock_gettime(clockid_t clk, struct timespec *ts);
T64_HIDDEN int __t64_clock_settime(clockid_t clk, const struct timespec *ts);
T64_HIDDEN int __t64_clock_getres(clockid_t clk, struct timespec *res);
T64_HIDDEN int __t64_clock_nanosleep(clockid_t clk, int flags, const struct timespec *req,
                          struct timespec *rem);

static inline int __t64_valid_timespec(const struct timespec *ts)
{
	return ts->tv_nsec >= 0 && ts->tv_nsec < 1000000000L;
}
#endif
