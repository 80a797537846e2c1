#include <time.h>
#include "clock.h"

/* C23 7.29.2.6: the base on success, 0 on failure; every base of <time.h>. */
int timespec_get(struct timespec *ts, int base)
{
	clockid_t clk;
	if (__t64_base_clock(base, &clk) || clock_gettime(clk, ts)) return 0;
	return base;
}
