#ifndef _POLL_H
#define _POLL_H
#include <signal.h>
#include <time.h>
#include <bits/poll.h>
#ifdef __cplusplus
extern "C" {
#endif

/* include/uapi/asm-generic/poll.h: the same values on every t64 arch (POLLWRNORM and
   POLLWRBAND differ per arch: <bits/poll.h>). */
#define POLLIN 0x001
#define POLLPRI 0x002
#define POLLOUT 0x004
#define POLLERR 0x008
#define POLLHUP 0x010
#define POLLNVAL 0x020
#define POLLRDNORM 0x040
#define POLLRDBAND 0x080

typedef unsigned long nfds_t;
struct pollfd {
	int fd;
	short events;
	short revents;
};

int poll(struct pollfd *fds, nfds_t n, int timeout_ms);
int ppoll(struct pollfd *fds, nfds_t n, const struct timespec *timeout, const sigset_t *mask);

#ifdef __cplusplus
}
#endif
#endif
