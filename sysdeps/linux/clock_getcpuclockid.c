#include <errno.h>
#include <time.h>
#include "clock.h"

/* The CPU-time clock of process pid (0: the caller), as the kernel numbers it
   (include/linux/posix-timers.h, the same on every arch): ~pid << 3 | CPUCLOCK_SCHED (2),
   the per-thread bit (4) clear. The kernel says whether the process exists: clock_getres
   of that id is EINVAL when it does not, which POSIX names ESRCH. Returns the error
   number, errno untouched (POSIX). */
int clock_getcpuclockid(pid_t pid, clockid_t *clk)
{
	clockid_t id = (clockid_t)(~(unsigned)pid << 3 | 2);
	int r = __t64_clock_getres(id, 0);
	if (r == -EINVAL) return ESRCH;
	if (r) return -r;
	*clk = id;
	return 0;
}
