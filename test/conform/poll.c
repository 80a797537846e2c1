/* <poll.h>: POSIX.1-2024. */
#include <poll.h>
#include "conform.h"

MEMBER(struct pollfd, int, fd);
MEMBER(struct pollfd, short, events);
MEMBER(struct pollfd, short, revents);
INTEGER(nfds_t, 1);
COMPLETE(sigset_t);
MEMBER(struct timespec, time_t, tv_sec);
MEMBER(struct timespec, long, tv_nsec);
CONSTANT(POLLIN);
CONSTANT(POLLRDNORM);
CONSTANT(POLLRDBAND);
CONSTANT(POLLPRI);
CONSTANT(POLLOUT);
CONSTANT(POLLWRNORM);
CONSTANT(POLLWRBAND);
CONSTANT(POLLERR);
CONSTANT(POLLHUP);
CONSTANT(POLLNVAL);
FUNCTION(int, poll, (struct pollfd [], nfds_t, int));
FUNCTION(int, ppoll, (struct pollfd [], nfds_t, const struct timespec *restrict,
                      const sigset_t *restrict));
