#include "clock.h"
#include "kernel_features.h"
#include "kernel_call.h"
#include "vdso.h"

/* Out of line, so that the vDSO's way below saves no registers for it (i686: a frame
   of 76 bytes and four registers). */
__attribute__((__noinline__))
static int gettime_syscall(clockid_t clk, struct timespec *ts)
{
	return (int)T64_TIME64_OR_OLD(T64_FAM_GETTIME,
		__t64_syscall(T64_NR_clock_gettime, clk, ts), __t64_old_get(SYS_clock_gettime32, clk, ts));
}

int __t64_clock_gettime(clockid_t clk, struct timespec *ts)
{
	t64_vdso_cgt_fn vdso = __atomic_load_n(&__t64_vdso_cgt, __ATOMIC_RELAXED);
	if (vdso) {
		/* The vDSO answers -ENOSYS or -EPERM when its own fallback system call (a
		   clock it does not serve itself) is denied: then the system call path
		   decides, with the old call after it (kernel_features.h). */
		int r = vdso(clk, ts);
		if (r != -ENOSYS && r != -EPERM) {
			T64_SET_PATH(T64_FAM_GETTIME, T64_PATH_VDSO);
			return r;
		}
	}
	return gettime_syscall(clk, ts);
}

/* clock()'s processor time: the CPU time of all the process's threads (POSIX clock()),
   the kernel's CLOCK_PROCESS_CPUTIME_ID (include/uapi/linux/time.h). */
const clockid_t __t64_cpu_clock = CLOCK_PROCESS_CPUTIME_ID;
