#include <time.h>
#include "clock.h"

/* C23 7.29.2.7: the base when it is supported; the resolution is stored if ts is given. */
int timespec_getres(struct timespec *ts, int base)
{
	clockid_t clk;
	if (__t64_base_clock(base, &clk)) return 0;
	if (ts && clock_getres(clk, ts)) return 0;
	return base;
}
