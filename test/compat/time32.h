/* The old ABI of libt64.so.1 (T32_1.0), as a program built before the switch to a 64-bit
   time_t saw it: a signed 32-bit time_t, struct timespec and struct timeval as two 32-bit
   words (libc/compat/time32/README.md). Old test programs include this instead of
   <time.h> and <sys/time.h>. */
#ifndef T64_TEST_COMPAT_TIME32_H
#define T64_TEST_COMPAT_TIME32_H
#include <stdint.h>

typedef int32_t time_t;
typedef int clockid_t;
struct timespec { int32_t tv_sec; int32_t tv_nsec; };
struct timeval { int32_t tv_sec; int32_t tv_usec; };
struct timezone { int tz_minuteswest; int tz_dsttime; };
struct tm {
	int tm_sec, tm_min, tm_hour, tm_mday, tm_mon, tm_year, tm_wday, tm_yday, tm_isdst;
	long tm_gmtoff;
	const char *tm_zone;
};

#define CLOCK_REALTIME 0
#define CLOCK_MONOTONIC 1
#define TIMER_ABSTIME 1
#define TIME_UTC 1

time_t time(time_t *t);
double difftime(time_t t1, time_t t0);
int clock_gettime(clockid_t clk, struct timespec *ts);
int clock_settime(clockid_t clk, const struct timespec *ts);
int clock_getres(clockid_t clk, struct timespec *res);
int clock_nanosleep(clockid_t clk, int flags, const struct timespec *req, struct timespec *rem);
int nanosleep(const struct timespec *req, struct timespec *rem);
int timespec_get(struct timespec *ts, int base);
int timespec_getres(struct timespec *ts, int base);
int gettimeofday(struct timeval *tv, void *tz);
int settimeofday(const struct timeval *tv, const struct timezone *tz);
struct tm *gmtime(const time_t *t);
struct tm *gmtime_r(const time_t *t, struct tm *tm);
time_t timegm(struct tm *tm);
struct tm *localtime(const time_t *t);
struct tm *localtime_r(const time_t *t, struct tm *tm);
time_t mktime(struct tm *tm);
time_t timelocal(struct tm *tm);
extern char **environ;
long syscall(long n, ...);
#endif
