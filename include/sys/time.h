#ifndef _SYS_TIME_H
#define _SYS_TIME_H
#include <time.h>
/* struct timeval, fd_set, FD_*, FD_SETSIZE and select, shared with <sys/select.h>. */
#include <bits/select.h>
#ifdef __cplusplus
extern "C" {
#endif

struct timezone {
	int tz_minuteswest;
	int tz_dsttime;
};

/* Two 64-bit timevals, whatever the kernel's (32-bit on 32-bit arches) can hold. */
struct itimerval {
	struct timeval it_interval;
	struct timeval it_value;
};
#define ITIMER_REAL 0
#define ITIMER_VIRTUAL 1
#define ITIMER_PROF 2

int gettimeofday(struct timeval *restrict tv, void *restrict tz);
int settimeofday(const struct timeval *tv, const struct timezone *tz);
int getitimer(int which, struct itimerval *value);
int setitimer(int which, const struct itimerval *restrict value, struct itimerval *restrict old);
int utimes(const char *path, const struct timeval times[2]);
int futimes(int fd, const struct timeval times[2]);
int lutimes(const char *path, const struct timeval times[2]);
int futimesat(int dirfd, const char *path, const struct timeval times[2]);
/* The clock's slew (BSD, glibc): delta NULL only reads what is left of it. */
int adjtime(const struct timeval *delta, struct timeval *olddelta);

#ifdef __cplusplus
}
#endif
#endif
