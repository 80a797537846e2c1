/* getrusage, wait4 and wait3 with the old struct rusage: 32-bit timevals, then the same longs.
   Nothing to refuse: on the targets with this ABI the kernel's own rusage timevals are
   32-bit longs (include/uapi/linux/resource.h; no time64 call exists), so every value t64
   widened from them narrows back exactly. */
#include <string.h>
#include <sys/wait.h>
#include "time32.h"

struct rusage32 {
	struct timeval32 ru_utime, ru_stime;
	long rest[14];
};

static void narrow(struct rusage32 *out, const struct rusage *ru)
{
	out->ru_utime.tv_sec = (int32_t)ru->ru_utime.tv_sec;
	out->ru_utime.tv_usec = (int32_t)ru->ru_utime.tv_usec;
	out->ru_stime.tv_sec = (int32_t)ru->ru_stime.tv_sec;
	out->ru_stime.tv_usec = (int32_t)ru->ru_stime.tv_usec;
	memcpy(out->rest, &ru->ru_maxrss, sizeof out->rest);
}

T32_SYMBOL(getrusage);
int __t32_getrusage(int who, struct rusage32 *ru32)
{
	struct rusage ru;
	if (getrusage(who, &ru)) return -1;
	narrow(ru32, &ru);
	return 0;
}

T32_SYMBOL(wait4);
pid_t __t32_wait4(pid_t pid, int *status, int options, struct rusage32 *ru32)
{
	struct rusage ru;
	pid_t r = wait4(pid, status, options, ru32 ? &ru : 0);
	if (r > 0 && ru32) narrow(ru32, &ru);
	return r;
}

T32_SYMBOL_AT(wait3, "T32_1.1");
pid_t __t32_wait3(int *status, int options, struct rusage32 *ru32)
{
	return __t32_wait4(-1, status, options, ru32);
}
