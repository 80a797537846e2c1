#include "clock.h"
#include "kernel_features.h"
#include "kernel_call.h"

#ifdef T64_TIME32_FALLBACK
/* The old call takes a signed 32-bit second: a later time cannot be expressed. */
static long settime32(clockid_t clk, const struct timespec *ts)
{
	if (!__t64_fits32(ts->tv_sec)) return -T64_ENOFIT;
	struct t64_old_timespec o = { (int32_t)ts->tv_sec, (int32_t)ts->tv_nsec };
	return __t64_syscall(SYS_clock_settime32, clk, &o);
}
#endif

int __t64_clock_settime(clockid_t clk, const struct timespec *ts)
{
	return (int)T64_TIME64_OR_OLD(T64_FAM_SETTIME,
		__t64_syscall(T64_NR_clock_settime, clk, ts), settime32(clk, ts));
}
