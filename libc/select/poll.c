#include <poll.h>

/* Over ppoll: a negative timeout waits forever. */
int poll(struct pollfd *fds, nfds_t n, int timeout_ms)
{
	struct timespec ts = { timeout_ms / 1000, timeout_ms % 1000 * 1000000L };
	return ppoll(fds, n, timeout_ms < 0 ? 0 : &ts, 0);
}
