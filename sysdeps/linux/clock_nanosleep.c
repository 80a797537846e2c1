#include <stdint.h>
#include "clock.h"
#include "kernel_features.h"
#include "syscall.h"

#ifdef T64_TIME32_FALLBACK
/* The old call takes signed 32-bit seconds. An absolute deadline past that cannot be
   expressed: EOVERFLOW. A relative sleep longer than 2^31 s (68 years) is clamped and
   the clamped-off part is added back to the time left, so nothing is lost. */
static long sleep32(clockid_t clk, int flags, const struct timespec *req, struct timespec *rem)
{
	long long s = req->tv_sec, extra = 0;
	if (s < 0 && !__t64_fits32(s)) return -EINVAL;
	if (s > INT32_MAX) {
		if (flags & TIMER_ABSTIME) return -EOVERFLOW;
		extra = s - INT32_MAX;
		s = INT32_MAX;
	}
	struct t64_old_timespec o = { (int32_t)s, (int32_t)req->tv_nsec }, left;
	long r = __t64_syscall(SYS_clock_nanosleep, clk, flags, &o, &left);
	if (r == -EINTR && rem && !(flags & TIMER_ABSTIME)) {
		rem->tv_sec = __t64_old_secs(left.tv_sec) + extra;
		rem->tv_nsec = left.tv_nsec;
	}
	return r;
}
#endif

int __t64_clock_nanosleep(clockid_t clk, int flags, const struct timespec *req,
                          struct timespec *rem)
{
	return (int)T64_TIME64_OR_OLD(T64_FAM_SLEEP,
		__t64_syscall(T64_NR_clock_nanosleep, clk, flags, req, rem),
		sleep32(clk, flags, req, rem));
}
