/* <time.h>: POSIX.1-2024 and C23. T64_CONFORM_BAREMETAL: what t64 and picolibc give
   there (no POSIX timers, no CPU-time clocks, picolibc's struct tm and names of the
   XSI variables; docs/headers.md). */
#include <time.h>
#include "conform.h"

#ifndef NULL
#error "NULL"
#endif
CONSTANT(CLOCKS_PER_SEC);
CONSTANT(TIME_UTC);
CONSTANT(CLOCK_MONOTONIC);
CONSTANT(CLOCK_REALTIME);
CONSTANT(TIMER_ABSTIME);
#ifndef T64_CONFORM_BAREMETAL
CONSTANT(CLOCK_PROCESS_CPUTIME_ID);
CONSTANT(CLOCK_THREAD_CPUTIME_ID);
#endif

TYPE(clock_t);
TYPE(size_t);
TYPE(clockid_t);
TYPE(pid_t);
TYPE(timer_t);
TYPE(struct sigevent);
/* time_t: an integer type of at least 64 bits (POSIX.1-2024). */
INTEGER(time_t, 0);
extern char CONFORM_ID[sizeof(time_t) >= 8 ? 1 : -1];

MEMBER(struct tm, int, tm_sec);
MEMBER(struct tm, int, tm_min);
MEMBER(struct tm, int, tm_hour);
MEMBER(struct tm, int, tm_mday);
MEMBER(struct tm, int, tm_mon);
MEMBER(struct tm, int, tm_year);
MEMBER(struct tm, int, tm_wday);
MEMBER(struct tm, int, tm_yday);
MEMBER(struct tm, int, tm_isdst);
#ifndef T64_CONFORM_BAREMETAL
MEMBER(struct tm, long, tm_gmtoff);
MEMBER(struct tm, const char *, tm_zone);
#endif
MEMBER(struct timespec, time_t, tv_sec);
MEMBER(struct timespec, long, tv_nsec);
MEMBER(struct itimerspec, struct timespec, it_interval);
MEMBER(struct itimerspec, struct timespec, it_value);

FUNCTION(char *, asctime, (const struct tm *));
FUNCTION(clock_t, clock, (void));
FUNCTION(int, clock_getres, (clockid_t, struct timespec *));
FUNCTION(int, clock_gettime, (clockid_t, struct timespec *));
FUNCTION(int, clock_nanosleep, (clockid_t, int, const struct timespec *, struct timespec *));
FUNCTION(int, clock_settime, (clockid_t, const struct timespec *));
FUNCTION(char *, ctime, (const time_t *));
FUNCTION(double, difftime, (time_t, time_t));
FUNCTION(struct tm *, gmtime, (const time_t *));
FUNCTION(struct tm *, gmtime_r, (const time_t *restrict, struct tm *restrict));
FUNCTION(struct tm *, localtime, (const time_t *));
FUNCTION(struct tm *, localtime_r, (const time_t *restrict, struct tm *restrict));
FUNCTION(time_t, mktime, (struct tm *));
FUNCTION(int, nanosleep, (const struct timespec *, struct timespec *));
FUNCTION(size_t, strftime, (char *restrict, size_t, const char *restrict,
                            const struct tm *restrict));
FUNCTION(char *, strptime, (const char *restrict, const char *restrict, struct tm *restrict));
FUNCTION(time_t, time, (time_t *));
FUNCTION(int, timespec_get, (struct timespec *, int));
FUNCTION(void, tzset, (void));
#ifndef T64_CONFORM_BAREMETAL
FUNCTION(int, clock_getcpuclockid, (pid_t, clockid_t *));
FUNCTION(int, timer_create, (clockid_t, struct sigevent *restrict, timer_t *restrict));
FUNCTION(int, timer_delete, (timer_t));
FUNCTION(int, timer_getoverrun, (timer_t));
FUNCTION(int, timer_gettime, (timer_t, struct itimerspec *));
FUNCTION(int, timer_settime, (timer_t, int, const struct itimerspec *restrict,
                              struct itimerspec *restrict));
#endif
/* C23 7.29: timespec_getres and timegm (gmtime_r and localtime_r are above). */
FUNCTION(int, timespec_getres, (struct timespec *, int));
FUNCTION(time_t, timegm, (struct tm *));

#ifndef T64_CONFORM_BAREMETAL
OBJECT(int, daylight);
OBJECT(long, timezone);
#endif
char *(*CONFORM_ID)[] = &tzname;
