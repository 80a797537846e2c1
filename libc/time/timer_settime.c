#include <errno.h>
#include <time.h>
#include "timers.h"

int timer_settime(timer_t id, int flags, const struct itimerspec *v, struct itimerspec *old)
{
	int r = __t64_valid_itimerspec(v) ? __t64_timer_settime(id, flags, v, old) : -EINVAL;
	if (r) {
		errno = -r;
		return -1;
	}
	return 0;
}

int timer_gettime(timer_t id, struct itimerspec *v)
{
	int r = __t64_timer_gettime(id, v);
	if (r) {
		errno = -r;
		return -1;
	}
	return 0;
}
