#ifndef _TIME_H
#define _TIME_H
#include <sys/types.h>
#ifdef __cplusplus
extern "C" {
#endif

/* The kernel's struct __kernel_timespec (include/uapi/linux/time_types.h): a 64-bit
   tv_sec and a 64-bit tv_nsec. On ILP32 the C type of tv_nsec must stay long (POSIX),
   so it is a 32-bit word plus 32 bits of padding placed where the kernel's high half of
   its 64-bit tv_nsec is: after it on little-endian, before it on big-endian. The padding
   is an unnamed bit-field, so `{ sec, nsec }` initialises a timespec on every target. */
struct timespec {
	time_t tv_sec;
#if __SIZEOF_LONG__ == 4 && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	int : 32;
#endif
	long tv_nsec;
#if __SIZEOF_LONG__ == 4 && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	int : 32;
#endif
};

struct itimerspec {
	struct timespec it_interval;
	struct timespec it_value;
};

/* glibc's order; tm_gmtoff and tm_zone are announced the way newlib and picolibc do. */
struct tm {
	int tm_sec;
	int tm_min;
	int tm_hour;
	int tm_mday;
	int tm_mon;
	int tm_year;
	int tm_wday;
	int tm_yday;
	int tm_isdst;
	long tm_gmtoff;
	const char *tm_zone;
};
#define __TM_GMTOFF tm_gmtoff
#define __TM_ZONE tm_zone

#define CLOCKS_PER_SEC 1000000L
#define TIME_UTC 1
/* C23's optional timespec_get bases: each clock id plus one, as glibc and bionic have them. */
#define TIME_MONOTONIC 2
#define TIME_ACTIVE 3
#define TIME_THREAD_ACTIVE 4
#define TIMER_ABSTIME 1

/* Clock ids of include/uapi/linux/time.h (the same on every Linux arch). */
#define CLOCK_REALTIME 0
#define CLOCK_MONOTONIC 1
#define CLOCK_PROCESS_CPUTIME_ID 2
#define CLOCK_THREAD_CPUTIME_ID 3
#define CLOCK_MONOTONIC_RAW 4
#define CLOCK_REALTIME_COARSE 5
#define CLOCK_MONOTONIC_COARSE 6
#define CLOCK_BOOTTIME 7
#define CLOCK_REALTIME_ALARM 8
#define CLOCK_BOOTTIME_ALARM 9
#define CLOCK_TAI 11

clock_t clock(void);
time_t time(time_t *t);
double difftime(time_t t1, time_t t0);
int clock_gettime(clockid_t clk, struct timespec *ts);
int clock_settime(clockid_t clk, const struct timespec *ts);
int clock_getres(clockid_t clk, struct timespec *res);
int clock_nanosleep(clockid_t clk, int flags, const struct timespec *req, struct timespec *rem);
int clock_getcpuclockid(pid_t pid, clockid_t *clk);
int nanosleep(const struct timespec *req, struct timespec *rem);
int timespec_get(struct timespec *ts, int base);
int timespec_getres(struct timespec *ts, int base);

/* POSIX timers: timer_t holds the kernel's int timer id (include/linux/posix-timers.h). */
struct sigevent;
int timer_create(clockid_t clk, struct sigevent *restrict sev, timer_t *restrict id);
int timer_settime(timer_t id, int flags, const struct itimerspec *restrict value,
                  struct itimerspec *restrict old);
int timer_gettime(timer_t id, struct itimerspec *value);
int timer_getoverrun(timer_t id);
int timer_delete(timer_t id);

struct tm *gmtime(const time_t *t);
struct tm *gmtime_r(const time_t *restrict t, struct tm *restrict tm);
time_t timegm(struct tm *tm);
struct tm *localtime_r(const time_t *restrict, struct tm *restrict);

size_t strftime(char *restrict s, size_t maxsize, const char *restrict format,
                const struct tm *restrict tm);
char *strptime(const char *restrict s, const char *restrict format, struct tm *restrict tm);
char *asctime(const struct tm *tm);
char *asctime_r(const struct tm *restrict tm, char *restrict buf);
char *ctime(const time_t *t);
char *ctime_r(const time_t *t, char *buf);

/* Local time (TZ: a POSIX TZ string or a TZif file; README "Time zones"). */
extern char *tzname[2];
extern long timezone;
extern int daylight;
void tzset(void);
struct tm *localtime(const time_t *t);
struct tm *localtime_r(const time_t *restrict t, struct tm *restrict tm);
time_t mktime(struct tm *tm);
time_t timelocal(struct tm *tm);

#ifdef __cplusplus
}
#endif
#endif
