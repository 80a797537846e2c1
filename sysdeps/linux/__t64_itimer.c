#include "kernel_call.h"
#include "timers.h"

/* The kernel's itimerval is struct __kernel_old_itimerval (include/uapi/linux/time_types.h):
   longs, so 32-bit on 32-bit arches, and there is no 64-bit call. A value that does not
   fit gives EOVERFLOW and the timer is left as it was. */
struct kernel_old_itimerval { long int_sec, int_usec, val_sec, val_usec; };

static void widen(struct itimerval *v, const struct kernel_old_itimerval *k)
{
	v->it_interval.tv_sec = k->int_sec;
	v->it_interval.tv_usec = k->int_usec;
	v->it_value.tv_sec = k->val_sec;
	v->it_value.tv_usec = k->val_usec;
}

static int fits_long(long long s) { return s == (long)s; }

int __t64_setitimer(int which, const struct itimerval *v, struct itimerval *old)
{
	if (!fits_long(v->it_interval.tv_sec) || !fits_long(v->it_value.tv_sec)) return -EOVERFLOW;
	struct kernel_old_itimerval k = { (long)v->it_interval.tv_sec, (long)v->it_interval.tv_usec,
		(long)v->it_value.tv_sec, (long)v->it_value.tv_usec }, prev;
	long r = __t64_syscall(SYS_setitimer, which, &k, old ? &prev : 0);
	if (!r && old) widen(old, &prev);
	return (int)r;
}

int __t64_getitimer(int which, struct itimerval *v)
{
	struct kernel_old_itimerval k;
	long r = __t64_syscall(SYS_getitimer, which, &k);
	if (!r) widen(v, &k);
	return (int)r;
}
