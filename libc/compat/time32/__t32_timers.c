/* timerfd_settime/gettime and timer_settime/gettime with the old struct itimerspec.
   When the previous setting is asked for and does not fit, EOVERFLOW comes before the
   timer is changed: the caller's timer and output are both left alone. */
#include <sys/timerfd.h>
#include <time.h>
#include "time32.h"

static void widen(struct itimerspec *its, const struct itimerspec32 *i32)
{
	its->it_interval = (struct timespec){ i32->it_interval.tv_sec, i32->it_interval.tv_nsec };
	its->it_value = (struct timespec){ i32->it_value.tv_sec, i32->it_value.tv_nsec };
}

static int narrow(struct itimerspec32 *i32, const struct itimerspec *its)
{
	if (!__t64_fits_time32(its->it_interval.tv_sec) || !__t64_fits_time32(its->it_value.tv_sec)) {
		errno = EOVERFLOW;
		return -1;
	}
	*i32 = (struct itimerspec32){
		{ (int32_t)its->it_interval.tv_sec, (int32_t)its->it_interval.tv_nsec },
		{ (int32_t)its->it_value.tv_sec, (int32_t)its->it_value.tv_nsec } };
	return 0;
}

T32_SYMBOL(timerfd_gettime);
int __t32_timerfd_gettime(int fd, struct itimerspec32 *i32)
{
	struct itimerspec its;
	if (timerfd_gettime(fd, &its)) return -1;
	return narrow(i32, &its);
}

T32_SYMBOL(timerfd_settime);
int __t32_timerfd_settime(int fd, int flags, const struct itimerspec32 *v32,
                          struct itimerspec32 *old32)
{
	struct itimerspec v, old;
	struct itimerspec32 probe;
	if (old32 && __t32_timerfd_gettime(fd, &probe)) return -1;
	widen(&v, v32);
	if (timerfd_settime(fd, flags, &v, old32 ? &old : 0)) return -1;
	return old32 ? narrow(old32, &old) : 0;
}

T32_SYMBOL(timer_gettime);
int __t32_timer_gettime(timer_t id, struct itimerspec32 *i32)
{
	struct itimerspec its;
	if (timer_gettime(id, &its)) return -1;
	return narrow(i32, &its);
}

T32_SYMBOL(timer_settime);
int __t32_timer_settime(timer_t id, int flags, const struct itimerspec32 *v32,
                        struct itimerspec32 *old32)
{
	struct itimerspec v, old;
	struct itimerspec32 probe;
	if (old32 && __t32_timer_gettime(id, &probe)) return -1;
	widen(&v, v32);
	if (timer_settime(id, flags, &v, old32 ? &old : 0)) return -1;
	return old32 ? narrow(old32, &old) : 0;
}
