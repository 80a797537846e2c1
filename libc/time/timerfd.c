#include <errno.h>
#include <sys/timerfd.h>
#include "timers.h"

int timerfd_settime(int fd, int flags, const struct itimerspec *v, struct itimerspec *old)
{
	int r = __t64_valid_itimerspec(v) ? __t64_timerfd_settime(fd, flags, v, old) : -EINVAL;
	if (r) {
		errno = -r;
		return -1;
	}
	return 0;
}

int timerfd_gettime(int fd, struct itimerspec *v)
{
	int r = __t64_timerfd_gettime(fd, v);
	if (r) {
		errno = -r;
		return -1;
	}
	return 0;
}
