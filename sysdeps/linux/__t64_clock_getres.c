#include "clock.h"
#include "kernel_features.h"
#include "kernel_call.h"

#ifdef T64_TIME32_FALLBACK
static long getres32(clockid_t clk, struct timespec *res)
{
	struct t64_old_timespec o;
	long r = __t64_syscall(SYS_clock_getres_time32, clk, res ? &o : 0);
	if (!r && res) {
		res->tv_sec = __t64_old_secs(o.tv_sec);
		res->tv_nsec = o.tv_nsec;
	}
	return r;
}
#endif

int __t64_clock_getres(clockid_t clk, struct timespec *res)
{
	return (int)T64_TIME64_OR_OLD(T64_FAM_GETRES,
		__t64_syscall(T64_NR_clock_getres, clk, res), getres32(clk, res));
}
