#include <errno.h>
#include <time.h>
#include "clock.h"

int clock_getres(clockid_t clk, struct timespec *res)
{
	int r = __t64_clock_getres(clk, res);
	if (r) {
		errno = -r;
		return -1;
	}
	return 0;
}
