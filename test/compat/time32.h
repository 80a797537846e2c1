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
long syscall(long n, ...);
/* Issue 6B, the old ABI: struct timex is the 32-bit kernel's (every long 32-bit), struct
   rusage has 32-bit timevals, struct ntptimeval a 32-bit timeval. */
struct pollfd { int fd; short events, revents; };
typedef struct { unsigned long fds_bits[1024 / (8 * sizeof(long))]; } fd_set;
typedef struct { unsigned long bits[128 / sizeof(long)]; } sigset_t;
struct timex {
	unsigned modes;
	long offset, freq, maxerror, esterror;
	int status;
	long constant, precision, tolerance;
	struct timeval time;
	long tick, ppsfreq, jitter;
	int shift;
	long stabil, jitcnt, calcnt, errcnt, stbcnt;
	int tai;
	int pad[11];
};
struct ntptimeval { struct timeval time; long maxerror, esterror, tai, reserved[4]; };
struct rusage { struct timeval ru_utime, ru_stime; long rest[14]; };
int ppoll(struct pollfd *fds, unsigned long n, const struct timespec *ts, const sigset_t *mask);
int select(int n, fd_set *r, fd_set *w, fd_set *e, struct timeval *tv);
int pselect(int n, fd_set *r, fd_set *w, fd_set *e, const struct timespec *ts, const sigset_t *mask);
int sched_rr_get_interval(int pid, struct timespec *ts);
int mq_timedsend(int mq, const char *msg, unsigned long len, unsigned prio, const struct timespec *ts);
long mq_timedreceive(int mq, char *msg, unsigned long len, unsigned *prio, const struct timespec *ts);
int clock_adjtime(clockid_t clk, struct timex *tx);
int adjtimex(struct timex *tx);
int ntp_gettime(struct ntptimeval *ntv);
int getrusage(int who, struct rusage *ru);
int wait4(int pid, int *status, int options, struct rusage *ru);
int close(int fd);
#endif
