#include <errno.h>
#include <time.h>
#include "clock.h"

int clock_gettime(clockid_t clk, struct timespec *ts)
{
	int r = __t64_clock_gettime(clk, ts);
	if (r) {
		errno = -r;
		return -1;
	}
	return 0;
}
