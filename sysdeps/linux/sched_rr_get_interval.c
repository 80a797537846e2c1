#include <sched.h>
#include "kernel_features.h"
#include "kernel_call.h"

#ifdef T64_TIME32_FALLBACK
/* A time slice: small and never negative, read like the other old getters. */
static long rr32(pid_t pid, struct timespec *ts)
{
	struct t64_old_timespec o;
	long r = __t64_syscall(SYS_sched_rr_get_interval_time32, pid, &o);
	if (!r) {
		ts->tv_sec = __t64_old_secs(o.tv_sec);
		ts->tv_nsec = o.tv_nsec;
	}
	return r;
}
#endif

int sched_rr_get_interval(pid_t pid, struct timespec *ts)
{
	return (int)__t64_ret(T64_TIME64_OR_OLD(T64_FAM_RR,
		__t64_syscall(T64_NR_sched_rr_get_interval, pid, ts), rr32(pid, ts)));
}
