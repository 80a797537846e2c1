#include <errno.h>
#include <stdint.h>
#include "clock.h"
#include "tick_clock.h"

/* No scheduler and no interrupt to wait for: poll the clock until the deadline. A
   relative sleep is timed on CLOCK_MONOTONIC, so clock_settime does not stretch it
   (POSIX); an absolute CLOCK_REALTIME deadline follows clock_settime. The wait cannot
   be interrupted, so *rem is never written. Negative seconds: EINVAL, as on Linux. */
int __t64_clock_nanosleep(clockid_t clk, int flags, const struct timespec *req,
                          struct timespec *rem)
{
	struct timespec now, end;
	(void)rem;
	if (req->tv_sec < 0) return -EINVAL;
	if (!(flags & TIMER_ABSTIME) && clk == CLOCK_REALTIME) clk = CLOCK_MONOTONIC;
	int p = __t64_clock_now(clk, &now);
	if (p < 0) return p;
	if (flags & TIMER_ABSTIME)
		end = *req;
	else if (__t64_ts_add(&end, &now, req))
		end = (struct timespec){ INT64_MAX, 999999999 };        /* forever */
	while (__t64_ts_before(&now, &end)) {
		p = __t64_clock_now(clk, &now);
		if (p < 0) return p;
	}
	T64_SET_PATH(T64_FAM_SLEEP, p);
	return 0;
}
