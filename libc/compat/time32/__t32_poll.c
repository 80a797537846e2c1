/* ppoll with the old struct timespec (poll has no time type). */
#include <poll.h>
#include "time32.h"

T32_SYMBOL(ppoll);
int __t32_ppoll(struct pollfd *fds, nfds_t n, const struct timespec32 *ts32, const sigset_t *mask)
{
	struct timespec ts;
	if (ts32) {
		ts.tv_sec = ts32->tv_sec;
		ts.tv_nsec = ts32->tv_nsec;
	}
	return ppoll(fds, n, ts32 ? &ts : 0, mask);
}
