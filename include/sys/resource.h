#ifndef _SYS_RESOURCE_H
#define _SYS_RESOURCE_H
#include <sys/time.h>
#ifdef __cplusplus
extern "C" {
#endif

#define RUSAGE_SELF 0
#define RUSAGE_CHILDREN (-1)
#define RUSAGE_THREAD 1

/* glibc's _TIME_BITS=64 struct rusage: two 64-bit struct timevals, then the kernel's 14
   longs. The kernel's own (include/uapi/linux/resource.h) has old two-long timevals:
   t64 widens them (sysdeps/linux/rusage.h). */
struct rusage {
	struct timeval ru_utime;
	struct timeval ru_stime;
	long ru_maxrss;
	long ru_ixrss;
	long ru_idrss;
	long ru_isrss;
	long ru_minflt;
	long ru_majflt;
	long ru_nswap;
	long ru_inblock;
	long ru_oublock;
	long ru_msgsnd;
	long ru_msgrcv;
	long ru_nsignals;
	long ru_nvcsw;
	long ru_nivcsw;
};

int getrusage(int who, struct rusage *ru);

#ifdef __cplusplus
}
#endif
#endif
