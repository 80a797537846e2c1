#include <errno.h>
#include "clock.h"
#include "tick_clock.h"

/* Both clocks step by one tick: 10^9 / hz ns, rounded up (1 ns for rates above 1 GHz). */
int __t64_clock_getres(clockid_t clk, struct timespec *res)
{
	uint32_t hz;
	if (clk != CLOCK_REALTIME && clk != CLOCK_MONOTONIC) return -EINVAL;
	int p = __t64_tick_hz(&hz);
	if (p < 0) return p;
	uint32_t ns = 1000000000u / hz + (1000000000u % hz != 0);
	if (res) {
		res->tv_sec = ns / 1000000000u;
		res->tv_nsec = (long)(ns % 1000000000u);
	}
	T64_SET_PATH(T64_FAM_GETRES, p);
	return 0;
}
