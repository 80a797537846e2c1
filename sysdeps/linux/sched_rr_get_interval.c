#include <sched.h>
#include "kernel_features.h"
#include "kernel_call.h"

int sched_rr_get_interval(pid_t pid, struct timespec *ts)
{
	return (int)__t64_ret(T64_TIME64_OR_OLD(T64_FAM_RR,
		__t64_syscall(T64_NR_sched_rr_get_interval, pid, ts), __t64_old_get(SYS_sched_rr_get_interval_time32, pid, ts)));
}
