#include <errno.h>
#include <sys/time.h>
#include "timers.h"

/* A tv_usec out of range is refused here: narrowed to the kernel's long it could wrap
   into range. */
static int valid(const struct timeval *tv) { return tv->tv_usec >= 0 && tv->tv_usec < 1000000; }

int setitimer(int which, const struct itimerval *restrict v, struct itimerval *restrict old)
{
	int r = valid(&v->it_value) && valid(&v->it_interval) ? __t64_setitimer(which, v, old) : -EINVAL;
	if (r) {
		errno = -r;
		return -1;
	}
	return 0;
}

int getitimer(int which, struct itimerval *v)
{
	int r = __t64_getitimer(which, v);
	if (r) {
		errno = -r;
		return -1;
	}
	return 0;
}
