#include "kernel_features.h"
#include "kernel_call.h"
#include "timers.h"

#ifdef T64_TIME32_FALLBACK
#include <stdint.h>
/* The old call takes a relative timeout in signed 32-bit seconds: one longer than 68
   years is clamped to that (no process waits so long; the call just returns EAGAIN
   after 68 years instead of 68+). */
static long wait32(const sigset_t *set, siginfo_t *info, const struct timespec *ts)
{
	struct t64_old_timespec o;
	if (ts) {
		/* A negative one stays negative, for the kernel's EINVAL. */
		o.tv_sec = ts->tv_sec > INT32_MAX ? INT32_MAX : ts->tv_sec < 0 ? -1 : (int32_t)ts->tv_sec;
		o.tv_nsec = (int32_t)ts->tv_nsec;
	}
	return __t64_syscall(SYS_rt_sigtimedwait_time32, set, info, ts ? &o : 0, sizeof(sigset_t));
}
#endif

int __t64_sigtimedwait(const sigset_t *set, siginfo_t *info, const struct timespec *ts)
{
	return (int)T64_TIME64_OR_OLD(T64_FAM_SIGWAIT,
		__t64_syscall(T64_NR_rt_sigtimedwait, set, info, ts, sizeof(sigset_t)),
		wait32(set, info, ts));
}
