#include <errno.h>
#include "clock.h"
#include "tick_clock.h"

int __t64_clock_now(clockid_t clk, struct timespec *ts)
{
	if (clk == CLOCK_MONOTONIC) return __t64_monotonic(ts);
	if (clk == CLOCK_REALTIME) return __t64_realtime(ts);
	return -EINVAL;
}

int __t64_clock_gettime(clockid_t clk, struct timespec *ts)
{
	int p = __t64_clock_now(clk, ts);
	if (p < 0) return p;
	T64_SET_PATH(T64_FAM_GETTIME, p);
	return 0;
}

/* clock()'s processor time: the one program has had the core since start, which is
   where the tick count of CLOCK_MONOTONIC starts (picolibc's own clock() reads the same
   span, semihosting's SYS_CLOCK). */
const clockid_t __t64_cpu_clock = CLOCK_MONOTONIC;
