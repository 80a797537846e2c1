#ifndef _SYS_TIME_H
#define _SYS_TIME_H
#include <time.h>
#ifdef __cplusplus
extern "C" {
#endif

/* Two 64-bit words on every target, as glibc's _TIME_BITS=64 struct timeval. */
struct timeval {
	time_t tv_sec;
	suseconds_t tv_usec;
};

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

#ifdef __cplusplus
}
#endif
#endif
