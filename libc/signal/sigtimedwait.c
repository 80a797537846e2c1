#include <errno.h>
#include <signal.h>
#include "timers.h"

int sigtimedwait(const sigset_t *restrict set, siginfo_t *restrict info,
                 const struct timespec *restrict ts)
{
	int r = ts && (ts->tv_nsec < 0 || ts->tv_nsec >= 1000000000L) ? -EINVAL
		: __t64_sigtimedwait(set, info, ts);
	if (r < 0) {
		errno = -r;
		return -1;
	}
	return r;
}
