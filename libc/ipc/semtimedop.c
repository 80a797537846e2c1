#include <errno.h>
#include <sys/sem.h>
#include "sysv_ipc.h"

/* The timeout is checked here, as the kernel would, so every path (the time64 call or
   an old one that needs a 32-bit copy) refuses the same values. */
int semtimedop(int id, struct sembuf *sops, size_t nsops, const struct timespec *ts)
{
	if (ts && (ts->tv_sec < 0 || ts->tv_nsec < 0 || ts->tv_nsec >= 1000000000L)) {
		errno = EINVAL;
		return -1;
	}
	return (int)__t64_ipc_ret(__t64_semtimedop(id, sops, nsops, ts));
}
