#include <signal.h>
#include <time.h>
#include "kernel_call.h"

/* The kernel hands back an int id (include/linux/posix-timers.h); timer_t keeps it in its
   void *. SIGEV_THREAD needs threads, which t64 does not have. */
int timer_create(clockid_t clk, struct sigevent *restrict sev, timer_t *restrict id)
{
	int kid;
	if (sev && sev->sigev_notify == SIGEV_THREAD) {
		errno = EINVAL;
		return -1;
	}
	if (__t64_ret(__t64_syscall(SYS_timer_create, clk, sev, &kid))) return -1;
	*id = (timer_t)(long)kid;
	return 0;
}
