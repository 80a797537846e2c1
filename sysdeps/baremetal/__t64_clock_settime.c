#include <errno.h>
#include "clock.h"
#include "tick_clock.h"

/* Only CLOCK_REALTIME can be set; CLOCK_MONOTONIC never jumps (POSIX: EINVAL). */
int __t64_clock_settime(clockid_t clk, const struct timespec *ts)
{
	if (clk != CLOCK_REALTIME) return -EINVAL;
	int p = __t64_realtime_set(ts);
	if (p < 0) return p;
	T64_SET_PATH(T64_FAM_SETTIME, p);
	return 0;
}
