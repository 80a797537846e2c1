#include <errno.h>
#include <time.h>
#include "clock.h"

int clock_settime(clockid_t clk, const struct timespec *ts)
{
	int r = __t64_valid_timespec(ts) ? __t64_clock_settime(clk, ts) : -EINVAL;
	if (r) {
		errno = -r;
		return -1;
	}
	return 0;
}
