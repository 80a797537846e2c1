#include "clock.h"
#include "kernel_features.h"
#include "old_timeout.h"
#include "kernel_call.h"

#ifdef T64_TIME32_FALLBACK
/* The old call takes signed 32-bit seconds (old_timeout.h): an absolute deadline past
   that is EOVERFLOW; a relative sleep over 2^31 s is clamped and the clamped-off part
   comes back in the time left, so nothing is lost. */
static long sleep32(clockid_t clk, int flags, const struct timespec *req, struct timespec *rem)
{
	struct t64_old_timespec o, left;
	long long extra = 0;
	if (flags & TIMER_ABSTIME) {
		int e = __t64_old_abs_timeout(req, &o);
		if (e) return e;
	} else if ((extra = __t64_old_rel_timeout(req, &o)) < 0) {
		return (long)extra;
	}
	long r = __t64_syscall(SYS_clock_nanosleep_time32, clk, flags, &o, &left);
	if (r == -EINTR && rem && !(flags & TIMER_ABSTIME)) __t64_old_rel_left(rem, &left, extra);
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
