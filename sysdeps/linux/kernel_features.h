/* What the kernel offers, decided once from the syscall table (arch/<arch>/bits/syscall.h)
   and the min_kernel build option, in the spirit of glibc's kernel-features.h. */
#ifndef T64_KERNEL_FEATURES_H
#define T64_KERNEL_FEATURES_H
#include <bits/syscall.h>
#include <errno.h>
#include <time.h>
#include "hidden.h"
#include "path.h"

#ifndef T64_MIN_KERNEL
#define T64_MIN_KERNEL 0
#endif

/* An arch whose table has clock_gettime64 is a 32-bit-time arch: its plain calls take
   32-bit times and the *_time64 calls (Linux 5.1, include/uapi/asm-generic/unistd.h
   403-423) take __kernel_timespec. A 64-bit arch's plain calls were always 64-bit. */
#ifdef SYS_clock_gettime64
#define T64_NR_clock_gettime   SYS_clock_gettime64
#define T64_NR_clock_settime   SYS_clock_settime64
#define T64_NR_clock_getres    SYS_clock_getres_time64
#define T64_NR_clock_nanosleep SYS_clock_nanosleep_time64
/* The old 32-bit calls are the fallback where the table has them: riscv32's never had
   (its kernel was time64 from the start), so it has no fallback code by nature, as in
   a -Dmin_kernel=5.1 build. */
#if T64_MIN_KERNEL < 0x050100 && defined SYS_clock_gettime32
#define T64_TIME32_FALLBACK 1
#endif
/* The device requests with a time in their buffer (sound, video, parallel port, PPP
   idle times) got their time64 numbers with Linux 5.6, not 5.1: a build for 5.1 still
   needs their old requests, a build for 5.6 or later none. Same arches as above. */
#if T64_MIN_KERNEL < 0x050600 && defined SYS_clock_gettime32
#define T64_IOCTL_TIME32_FALLBACK 1
#endif
#else
#define T64_NR_clock_gettime   SYS_clock_gettime
#define T64_NR_clock_settime   SYS_clock_settime
#define T64_NR_clock_getres    SYS_clock_getres
#define T64_NR_clock_nanosleep SYS_clock_nanosleep
#endif

/* Timers, file times, signal waits and file status, chosen the same way. */
#ifdef SYS_clock_gettime64
#define T64_NR_timerfd_settime SYS_timerfd_settime64
#define T64_NR_timerfd_gettime SYS_timerfd_gettime64
#define T64_NR_timer_settime   SYS_timer_settime64
#define T64_NR_timer_gettime   SYS_timer_gettime64
#define T64_NR_utimensat       SYS_utimensat_time64
#define T64_NR_rt_sigtimedwait SYS_rt_sigtimedwait_time64
/* A 32-bit arch's only stat call with 64-bit times is statx (Linux 4.11, older than
   every time64 call); its fstatat64 (32-bit times) is the fallback. */
#define T64_STAT_STATX 1
#else
#define T64_NR_timerfd_settime SYS_timerfd_settime
#define T64_NR_timerfd_gettime SYS_timerfd_gettime
#define T64_NR_timer_settime   SYS_timer_settime
#define T64_NR_timer_gettime   SYS_timer_gettime
#define T64_NR_utimensat       SYS_utimensat
#define T64_NR_rt_sigtimedwait SYS_rt_sigtimedwait
#endif

/* Waits, message queues, clock adjustment. The same rule: the *_time64 call
   (and clock_adjtime64) on a 32-bit-time arch, the plain call on a 64-bit one. adjtimex
   and select have no time64 call of their own: t64 reaches them through clock_adjtime
   and pselect6. getrusage and wait4 have none at all (their rusage keeps old timevals). */
#ifdef SYS_clock_gettime64
#define T64_NR_ppoll                 SYS_ppoll_time64
#define T64_NR_pselect6              SYS_pselect6_time64
#define T64_NR_sched_rr_get_interval SYS_sched_rr_get_interval_time64
#define T64_NR_mq_timedsend          SYS_mq_timedsend_time64
#define T64_NR_mq_timedreceive       SYS_mq_timedreceive_time64
#define T64_NR_clock_adjtime         SYS_clock_adjtime64
#else
#define T64_NR_ppoll                 SYS_ppoll
#define T64_NR_pselect6              SYS_pselect6
#define T64_NR_sched_rr_get_interval SYS_sched_rr_get_interval
#define T64_NR_mq_timedsend          SYS_mq_timedsend
#define T64_NR_mq_timedreceive       SYS_mq_timedreceive
#define T64_NR_clock_adjtime         SYS_clock_adjtime
#endif

#if defined T64_TIME32_FALLBACK || defined T64_IOCTL_TIME32_FALLBACK
/* Set per family when its time64 call (or ioctl request) is known not to work (an older
   kernel, or a seccomp filter that denies it): from then on only the old one runs.
   Threads may set it together (to 1 each): relaxed atomics, plain byte loads and
   stores. */
extern T64_HIDDEN unsigned char __t64_time64_missing[];
#define T64_MISSING(fam) __atomic_load_n(&__t64_time64_missing[fam], __ATOMIC_RELAXED)
#define T64_SET_MISSING(fam) __atomic_store_n(&__t64_time64_missing[fam], 1, __ATOMIC_RELAXED)
#endif

#ifdef T64_TIME32_FALLBACK
#include <stdint.h>
#include "kernel_call.h"
/* The old calls' struct old_timespec32 (include/vdso/time32.h): two 32-bit words. */
struct t64_old_timespec { int32_t tv_sec, tv_nsec; };

/* Linux never lets a clock go below 0, and its old calls truncate silently past 2038
   instead of failing, so their seconds are read as unsigned: right until 2106. */
static inline long long __t64_old_secs(int32_t s) { return (long long)(uint32_t)s; }

static inline int __t64_fits32(long long s) { return s >= INT32_MIN && s <= INT32_MAX; }

/* The old getters of one time after one argument (clock_gettime32, clock_getres_time32,
   sched_rr_get_interval_time32): the call into an old_timespec32, then its seconds
   widened as above (a clock's, a resolution's and a time slice's are never negative).
   ts may be null where the call allows it (clock_getres). */
static inline long __t64_old_get(long nr, long arg, struct timespec *ts)
{
	struct t64_old_timespec o;
	long r = __t64_syscall(nr, arg, ts ? &o : 0);
	if (!r && ts) {
		ts->tv_sec = __t64_old_secs(o.tv_sec);
		ts->tv_nsec = o.tv_nsec;
	}
	return r;
}

/* What an old call's wrapper returns, as -T64_ENOFIT, when a value does not fit the old
   call's 32-bit fields and the kernel is therefore not called. 4095 is the kernel's
   MAX_ERRNO (include/linux/err.h): inside the -errno range every result test knows, yet
   no errno of any arch (mips's largest is EDQUOT, 1133). T64_NEW_OR_OLD turns it into
   EOVERFLOW, or, after EPERM, drops it: it never leaves sysdeps. */
#define T64_ENOFIT 4095

/* The old calls' struct old_itimerspec32, and checked conversions. */
struct t64_old_itimerspec { struct t64_old_timespec it_interval, it_value; };

static inline long __t64_to_old_ts(struct t64_old_timespec *o, const struct timespec *ts)
{
	if (!__t64_fits32(ts->tv_sec)) return -T64_ENOFIT;
	o->tv_sec = (int32_t)ts->tv_sec;
	o->tv_nsec = (int32_t)ts->tv_nsec;
	return 0;
}

static inline long __t64_to_old_its(struct t64_old_itimerspec *o, const struct itimerspec *its)
{
	long r = __t64_to_old_ts(&o->it_interval, &its->it_interval);
	return r ? r : __t64_to_old_ts(&o->it_value, &its->it_value);
}

/* What a timer has left is never negative: read unsigned, like the clocks. */
static inline void __t64_from_old_its(struct itimerspec *its, const struct t64_old_itimerspec *o)
{
	its->it_interval.tv_sec = __t64_old_secs(o->it_interval.tv_sec);
	its->it_interval.tv_nsec = o->it_interval.tv_nsec;
	its->it_value.tv_sec = __t64_old_secs(o->it_value.tv_sec);
	its->it_value.tv_nsec = o->it_value.tv_nsec;
}

static inline int __t64_sc_ok(long r) { return (unsigned long)r <= -4096UL; }

/* `call_new` unless its family is known to lack it; then `call_old` from then on.
   - ENOSYS from the new call: the kernel lacks it; the old call answers, remembered. A
     value the old call cannot express (-T64_ENOFIT) is EOVERFLOW.
   - EPERM from the new call: seccomp's answer in some containers (Docker's default
     profile before 20.10 denied every time64 call with EPERM), or a real permission
     error. One try of the old call tells them apart: if it succeeds the new call is
     denied and the old path is remembered; if it also fails with EPERM (or ENOSYS) the
     new path stays and EPERM is returned; any other error of the old call is returned,
     nothing remembered. A value the old call cannot express tells nothing (the kernel
     was not asked): the new call's EPERM stands, on the new path. A real EPERM costs one
     extra call, never a wrong answer. */
#define T64_NEW_OR_OLD(fam, call_new, path_new, call_old, path_old) __extension__ ({ \
	long r_ = -ENOSYS; \
	if (!T64_MISSING(fam)) r_ = (call_new); \
	if (r_ == -ENOSYS) { \
		T64_SET_MISSING(fam); \
		T64_SET_PATH(fam, path_old); \
		r_ = (call_old); \
		if (r_ == -T64_ENOFIT) r_ = -EOVERFLOW; \
	} else if (r_ == -EPERM) { \
		long o_ = (call_old); \
		if (__t64_sc_ok(o_)) { \
			T64_SET_MISSING(fam); \
			T64_SET_PATH(fam, path_old); \
			r_ = o_; \
		} else if (o_ == -EPERM || o_ == -ENOSYS || o_ == -T64_ENOFIT) { \
			T64_SET_PATH(fam, path_new); \
		} else { \
			T64_SET_PATH(fam, path_old); \
			r_ = o_; \
		} \
	} else { \
		T64_SET_PATH(fam, path_new); \
	} \
	r_; })

#define T64_TIME64_OR_OLD(fam, call64, call32) \
	T64_NEW_OR_OLD(fam, call64, T64_PATH_TIME64, call32, T64_PATH_OLD)
#else
/* No fallback built: the old numbers never appear in the binary. */
#define T64_TIME64_OR_OLD(fam, call64, call32) (T64_SET_PATH(fam, T64_PATH_TIME64), (call64))
#endif

#endif
