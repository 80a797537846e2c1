/* t64's <time.h> on bare metal: picolibc's, plus what picolibc 1.8 leaves out there.
   t64 uses picolibc's types as they are: time_t is 64-bit (__int_least64_t), struct
   timespec is { time_t tv_sec; long tv_nsec; } and clockid_t is unsigned long, so
   firmware and both libraries agree on every layout. */
#pragma GCC system_header
#include_next <time.h>

#ifndef T64_BAREMETAL_TIME_H
#define T64_BAREMETAL_TIME_H

#ifdef __cplusplus
extern "C" {
#endif

/* picolibc's own numbers (CLOCK_REALTIME 1, CLOCK_MONOTONIC 4, TIMER_ABSTIME 4), which it
   defines only on systems with _POSIX_MONOTONIC_CLOCK; the same values keep the two
   headers interchangeable. */
#ifndef CLOCK_MONOTONIC
#define CLOCK_MONOTONIC ((clockid_t) 4)
#endif
#ifndef TIMER_ABSTIME
#define TIMER_ABSTIME 4
#endif
#ifndef TIME_UTC
#define TIME_UTC 1              /* C11 7.27.1 */
#endif
/* C23's optional bases (7.29.1): the monotonic clock, and the program's processor time,
   which is its time since start here; no TIME_THREAD_ACTIVE: C23 defines it only where
   there are threads. */
#ifndef TIME_MONOTONIC
#define TIME_MONOTONIC 2
#endif
#ifndef TIME_ACTIVE
#define TIME_ACTIVE 3
#endif

/* picolibc from 1.8.7 declares clockid_t only for POSIX builds; the functions below
   take it in every build (the guard is newlib's and picolibc's own). Only there: on
   Linux (test/unit/hilo.c reads these headers) t64's own <time.h> has declared it. */
#if defined __PICOLIBC__ && !defined _CLOCKID_T_DECLARED
typedef __clockid_t clockid_t;
#define _CLOCKID_T_DECLARED
#endif
/* POSIX's <time.h> defines pid_t (XBD <time.h>: clock_getcpuclockid takes one);
   picolibc 1.8.10's leaves it to <sys/types.h>. The same guard. */
#if defined __PICOLIBC__ && __POSIX_VISIBLE && !defined _PID_T_DECLARED
typedef __pid_t pid_t;
#define _PID_T_DECLARED
#endif

/* picolibc declares these only under _POSIX_TIMERS / _POSIX_CLOCK_SELECTION (never on
   bare metal) or __BSD_VISIBLE; identical redeclarations are harmless when it does. */
int clock_gettime(clockid_t clk, struct timespec *ts);
int clock_settime(clockid_t clk, const struct timespec *ts);
int clock_getres(clockid_t clk, struct timespec *res);
int clock_nanosleep(clockid_t clk, int flags, const struct timespec *req,
                    struct timespec *rem);
int nanosleep(const struct timespec *req, struct timespec *rem);
time_t timegm(struct tm *tm);
time_t timelocal(struct tm *tm);
/* Local time: t64's definitions under the libc's names (which it declares only for
   POSIX builds): the XSI variables are _timezone, _daylight and tzname, which newlib
   and picolibc before 1.8.7 call _tzname behind a macro tzname, and picolibc 1.8.7 and
   later declare as tzname itself. There tzname is defined as itself: t64's own sources
   (libc/time/tzset.c) read a macro tzname as "the libc's XSI names", and a program sees
   the same variable. <t64/tz.h> installs a TZif image. */
void tzset(void);
struct tm *localtime_r(const time_t *__restrict t, struct tm *__restrict tm);
extern long _timezone;
extern int _daylight;
#if defined __PICOLIBC__ && (__PICOLIBC__ * 10000 + __PICOLIBC_MINOR__ * 100 + __PICOLIBC_PATCHLEVEL__) >= 10807
extern char *tzname[2];
#ifndef tzname
#define tzname tzname
#endif
#else
extern char *_tzname[2];
#ifndef tzname
#define tzname _tzname
#endif
#endif
int timespec_get(struct timespec *ts, int base);
int timespec_getres(struct timespec *ts, int base);
/* picolibc declares strptime only under __XSI_VISIBLE. */
char *strptime(const char *__restrict s, const char *__restrict format,
               struct tm *__restrict tm);

#ifdef __cplusplus
}
#endif
#endif
