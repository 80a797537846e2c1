#include "clock.h"
#include "kernel_features.h"
#include "kernel_call.h"

int __t64_clock_getres(clockid_t clk, struct timespec *res)
{
	return (int)T64_TIME64_OR_OLD(T64_FAM_GETRES,
		__t64_syscall(T64_NR_clock_getres, clk, res), __t64_old_get(SYS_clock_getres_time32, clk, res));
}
