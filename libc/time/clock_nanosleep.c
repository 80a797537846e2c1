#include <errno.h>
#include <time.h>
#include "clock.h"

/* POSIX: returns the error number instead of setting errno. */
int clock_nanosleep(clockid_t clk, int flags, const struct timespec *req, struct timespec *rem)
{
	if (!__t64_valid_timespec(req)) return EINVAL;
	return -__t64_clock_nanosleep(clk, flags, req, rem);
}
