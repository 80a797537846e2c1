/* sched_rr_get_interval with the old struct timespec. */
#include <sched.h>
#include "time32.h"

T32_SYMBOL(sched_rr_get_interval);
int __t32_sched_rr_get_interval(pid_t pid, struct timespec32 *ts32)
{
	struct timespec ts;
	if (sched_rr_get_interval(pid, &ts)) return -1;
	if (!__t64_fits_time32(ts.tv_sec)) {
		errno = EOVERFLOW;
		return -1;
	}
	ts32->tv_sec = (int32_t)ts.tv_sec;
	ts32->tv_nsec = (int32_t)ts.tv_nsec;
	return 0;
}
