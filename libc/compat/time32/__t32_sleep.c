/* clock_nanosleep and nanosleep with the old struct timespec. The time left is never
   longer than the request, so it always fits. */
#include <time.h>
#include "time32.h"

T32_SYMBOL(clock_nanosleep);
int __t32_clock_nanosleep(clockid_t clk, int flags, const struct timespec32 *req32,
                          struct timespec32 *rem32)
{
	struct timespec req = { req32->tv_sec, req32->tv_nsec }, rem;
	int r = clock_nanosleep(clk, flags, &req, rem32 ? &rem : 0);
	if (r == EINTR && rem32 && !(flags & TIMER_ABSTIME)) {
		rem32->tv_sec = (int32_t)rem.tv_sec;
		rem32->tv_nsec = (int32_t)rem.tv_nsec;
	}
	return r;
}

T32_SYMBOL(nanosleep);
int __t32_nanosleep(const struct timespec32 *req32, struct timespec32 *rem32)
{
	int r = __t32_clock_nanosleep(CLOCK_REALTIME, 0, req32, rem32);
	if (r) {
		errno = r;
		return -1;
	}
	return 0;
}
