/* Timers and signal waits, implemented in sysdeps/linux/ for the front ends in
   libc/time/ and libc/signal/. Each returns 0 (or a count, or a signal number) or
   -errno; the front ends check tv_nsec / tv_usec first. */
#ifndef T64_INTERNAL_TIMERS_H
#define T64_INTERNAL_TIMERS_H
#include <signal.h>
#include <sys/time.h>
#include <time.h>

int __t64_timerfd_settime(int fd, int flags, const struct itimerspec *value, struct itimerspec *old);
int __t64_timerfd_gettime(int fd, struct itimerspec *value);
int __t64_timer_settime(timer_t id, int flags, const struct itimerspec *value, struct itimerspec *old);
int __t64_timer_gettime(timer_t id, struct itimerspec *value);
int __t64_setitimer(int which, const struct itimerval *value, struct itimerval *old);
int __t64_getitimer(int which, struct itimerval *value);
int __t64_sigtimedwait(const sigset_t *set, siginfo_t *info, const struct timespec *timeout);

static inline int __t64_valid_itimerspec(const struct itimerspec *its)
{
	return its->it_value.tv_nsec >= 0 && its->it_value.tv_nsec < 1000000000L
		&& its->it_interval.tv_nsec >= 0 && its->it_interval.tv_nsec < 1000000000L;
}

/* The kernel's int timer id, kept in the void * of timer_t. */
static inline int __t64_timer_id(timer_t t) { return (int)(long)t; }
#endif
