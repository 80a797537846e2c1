#include <errno.h>
#include <signal.h>
#include "timers.h"

int sigwaitinfo(const sigset_t *restrict set, siginfo_t *restrict info)
{
	int r = __t64_sigtimedwait(set, info, 0);
	if (r < 0) {
		errno = -r;
		return -1;
	}
	return r;
}
