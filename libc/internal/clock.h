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
/* The processor time clock() reports: the process's CPU-time clock on Linux, the time
   since start on bare metal (one program runs there). */
T64_HIDDEN int __t64_cpu_time(struct timespec *ts);

/* *ts in CLOCKS_PER_SEC ticks, or (clock_t)-1 with EOVERFLOW when it does not fit
   clock_t (libc/time/clock.c). */
T64_HIDDEN clock_t __t64_clock_ticks(const struct timespec *ts);

static inline int __t64_valid_timespec(const struct timespec *ts)
{
	return ts->tv_nsec >= 0 && ts->tv_nsec < 1000000000L;
}
#endif
