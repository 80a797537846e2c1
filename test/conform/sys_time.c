/* <sys/time.h>: POSIX.1-2024. */
#include <sys/time.h>
#include "conform.h"

MEMBER(struct timeval, time_t, tv_sec);
MEMBER(struct timeval, suseconds_t, tv_usec);
TYPE(time_t);
TYPE(suseconds_t);
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
FUNCTION(int, select, (int, fd_set *restrict, fd_set *restrict, fd_set *restrict,
                       struct timeval *restrict));
FUNCTION(int, utimes, (const char *, const struct timeval [2]));

/* Obsolescent in POSIX.1-2017 and still t64's: the interval timers and gettimeofday. */
MEMBER(struct itimerval, struct timeval, it_interval);
MEMBER(struct itimerval, struct timeval, it_value);
CONSTANT(ITIMER_REAL);
CONSTANT(ITIMER_VIRTUAL);
CONSTANT(ITIMER_PROF);
FUNCTION(int, getitimer, (int, struct itimerval *));
FUNCTION(int, setitimer, (int, const struct itimerval *restrict, struct itimerval *restrict));
FUNCTION(int, gettimeofday, (struct timeval *restrict, void *restrict));
