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
/* The clock of the processor time (clock(), timespec_get's TIME_ACTIVE): the process's
   CPU-time clock on Linux, CLOCK_MONOTONIC on bare metal, where the one program has had
   the core since start. */
T64_HIDDEN extern const clockid_t __t64_cpu_clock;

/* The clock behind a timespec_get base (C23 7.29.1: TIME_UTC, and the optional
   TIME_MONOTONIC, TIME_ACTIVE and TIME_THREAD_ACTIVE where <time.h> defines them):
   0, or -1 for a base not supported. */
static inline int __t64_base_clock(int base, clockid_t *clk)
{
	switch (base) {
	case TIME_UTC: *clk = CLOCK_REALTIME; return 0;
	case TIME_MONOTONIC: *clk = CLOCK_MONOTONIC; return 0;
	case TIME_ACTIVE: *clk = __t64_cpu_clock; return 0;
#ifdef TIME_THREAD_ACTIVE
	case TIME_THREAD_ACTIVE: *clk = CLOCK_THREAD_CPUTIME_ID; return 0;
#endif
	}
	return -1;
}

/* *ts in CLOCKS_PER_SEC ticks, or (clock_t)-1 with EOVERFLOW when it does not fit
   clock_t (libc/time/clock.c). */
T64_HIDDEN clock_t __t64_clock_ticks(const struct timespec *ts);

static inline int __t64_valid_timespec(const struct timespec *ts)
{
	return ts->tv_nsec >= 0 && ts->tv_nsec < 1000000000L;
}
#endif
