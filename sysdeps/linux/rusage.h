/* The kernel's struct rusage (include/uapi/linux/resource.h): its timevals are
   __kernel_old_timeval, two longs, on every arch; no system call with 64-bit timevals
   exists on 32-bit arches. t64's struct rusage has 64-bit ones: widen. */
#ifndef T64_RUSAGE_H
#define T64_RUSAGE_H
#include <string.h>
#include <sys/resource.h>

struct t64_kernel_rusage {
	long utime_sec, utime_usec, stime_sec, stime_usec;
	long rest[14];   /* ru_maxrss .. ru_nivcsw, the same longs in both */
};

static inline void __t64_widen_rusage(struct rusage *ru, const struct t64_kernel_rusage *k)
{
	ru->ru_utime.tv_sec = k->utime_sec;
	ru->ru_utime.tv_usec = k->utime_usec;
	ru->ru_stime.tv_sec = k->stime_sec;
	ru->ru_stime.tv_usec = k->stime_usec;
	memcpy(&ru->ru_maxrss, k->rest, sizeof k->rest);
}
#endif
