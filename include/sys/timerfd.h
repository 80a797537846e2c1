#ifndef _SYS_TIMERFD_H
#define _SYS_TIMERFD_H
#include <time.h>
#include <fcntl.h>
#ifdef __cplusplus
extern "C" {
#endif
/* include/uapi/linux/timerfd.h: the flags of open() for the descriptor (their values
   are the arch's, mips differs). */
#define TFD_TIMER_ABSTIME 1
#define TFD_TIMER_CANCEL_ON_SET 2
#define TFD_CLOEXEC O_CLOEXEC
#define TFD_NONBLOCK O_NONBLOCK
int timerfd_create(clockid_t clk, int flags);
int timerfd_settime(int fd, int flags, const struct itimerspec *value, struct itimerspec *old);
int timerfd_gettime(int fd, struct itimerspec *value);
#ifdef __cplusplus
}
#endif
#endif
