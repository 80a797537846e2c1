/* clock_gettime, clock_settime, clock_getres with the old struct timespec. */
#include <time.h>
#include "time32.h"

static int narrow(struct timespec32 *out, const struct timespec *ts)
{
	if (!__t64_fits_time32(ts->tv_sec)) {
		errno = EOVERFLOW;
		return -1;
	}
	out->tv_sec = (int32_t)ts->tv_sec;
	out->tv_nsec = (int32_t)ts->tv_nsec;
	return 0;
}

T32_SYMBOL(clock_gettime);
int __t32_clock_gettime(clockid_t clk, struct timespec32 *ts32)
{
	struct timespec ts;
	if (clock_gettime(clk, &ts)) return -1;
	return narrow(ts32, &ts);
}

T32_SYMBOL(clock_getres);
int __t32_clock_getres(clockid_t clk, struct timespec32 *res32)
{
	struct timespec ts;
	if (clock_getres(clk, res32 ? &ts : 0)) return -1;
	return res32 ? narrow(res32, &ts) : 0;
}

T32_SYMBOL(clock_settime);
int __t32_clock_settime(clockid_t clk, const struct timespec32 *ts32)
{
	struct timespec ts = { ts32->tv_sec, ts32->tv_nsec };
	return clock_settime(clk, &ts);
}
