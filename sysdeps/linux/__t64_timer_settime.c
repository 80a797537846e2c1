#include "kernel_features.h"
#include "kernel_call.h"
#include "timers.h"

#ifdef T64_TIME32_FALLBACK
/* The old call takes signed 32-bit seconds: a deadline or interval that does not fit
   gives EOVERFLOW and the timer is left as it was. */
static long settime32(timer_t t, int flags, const struct itimerspec *v, struct itimerspec *old)
{
	struct t64_old_itimerspec o, prev;
	if (__t64_to_old_its(&o, v)) return -T64_ENOFIT;
	long r = __t64_syscall(SYS_timer_settime32, __t64_timer_id(t), flags, &o, old ? &prev : 0);
	if (!r && old) __t64_from_old_its(old, &prev);
	return r;
}

static long gettime32(timer_t t, struct itimerspec *v)
{
	struct t64_old_itimerspec o;
	long r = __t64_syscall(SYS_timer_gettime32, __t64_timer_id(t), &o);
	if (!r) __t64_from_old_its(v, &o);
	return r;
}
#endif

int __t64_timer_settime(timer_t t, int flags, const struct itimerspec *v, struct itimerspec *old)
{
	return (int)T64_TIME64_OR_OLD(T64_FAM_TIMER_SET,
		__t64_syscall(T64_NR_timer_settime, __t64_timer_id(t), flags, v, old),
		settime32(t, flags, v, old));
}

int __t64_timer_gettime(timer_t t, struct itimerspec *v)
{
	return (int)T64_TIME64_OR_OLD(T64_FAM_TIMER_GET,
		__t64_syscall(T64_NR_timer_gettime, __t64_timer_id(t), v), gettime32(t, v));
}
