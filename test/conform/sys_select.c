/* <sys/select.h>: POSIX.1-2024. */
#include <sys/select.h>
#include "conform.h"

MEMBER(struct timeval, time_t, tv_sec);
MEMBER(struct timeval, suseconds_t, tv_usec);
TYPE(time_t);
TYPE(suseconds_t);
COMPLETE(sigset_t);
MEMBER(struct timespec, time_t, tv_sec);
MEMBER(struct timespec, long, tv_nsec);
COMPLETE(fd_set);
#if !(FD_SETSIZE > 0)
#error "FD_SETSIZE"
#endif
void conform_fd_macros(fd_set *s)
{
	FD_ZERO(s);
	FD_SET(1, s);
	FD_CLR(1, s);
	(void)(FD_ISSET(1, s) + 0);
}
FUNCTION(int, pselect, (int, fd_set *restrict, fd_set *restrict, fd_set *restrict,
                        const struct timespec *restrict, const sigset_t *restrict));
FUNCTION(int, select, (int, fd_set *restrict, fd_set *restrict, fd_set *restrict,
                       struct timeval *restrict));
