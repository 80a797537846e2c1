#include <errno.h>
#include <sys/select.h>
#include "pselect6.h"

/* Over pselect6 (there is no time64 select). Like Linux's select, a tv_usec of a second
   or more carries into the seconds, and *timeout gets the time left, also after EINTR. */
int select(int n, fd_set *restrict r, fd_set *restrict w, fd_set *restrict e,
           struct timeval *restrict timeout)
{
	struct timespec ts, *tp = 0;
	if (timeout) {
		if (timeout->tv_sec < 0 || timeout->tv_usec < 0) {
			errno = EINVAL;
			return -1;
		}
		long long carry = timeout->tv_usec / 1000000;
		ts.tv_sec = timeout->tv_sec > INT64_MAX - carry ? INT64_MAX : timeout->tv_sec + carry;
		ts.tv_nsec = (long)(timeout->tv_usec % 1000000) * 1000;
		tp = &ts;
	}
	long ret = __t64_pselect6(n, r, w, e, tp, 0);
	if (timeout && (ret >= 0 || ret == -EINTR)) {
		timeout->tv_sec = ts.tv_sec;
		timeout->tv_usec = ts.tv_nsec / 1000;
	}
	if (ret < 0) {
		errno = (int)-ret;
		return -1;
	}
	return (int)ret;
}
