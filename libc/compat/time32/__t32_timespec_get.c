/* timespec_get and timespec_getres: their documented failure is a return of 0. */
#include <time.h>
#include "time32.h"

T32_SYMBOL(timespec_get);
int __t32_timespec_get(struct timespec32 *ts32, int base)
{
	struct timespec ts;
	if (!timespec_get(&ts, base)) return 0;
	if (!__t64_fits_time32(ts.tv_sec)) {
		errno = EOVERFLOW;
		return 0;
	}
	ts32->tv_sec = (int32_t)ts.tv_sec;
	ts32->tv_nsec = (int32_t)ts.tv_nsec;
	return base;
}

T32_SYMBOL(timespec_getres);
int __t32_timespec_getres(struct timespec32 *ts32, int base)
{
	struct timespec ts;
	if (!timespec_getres(ts32 ? &ts : 0, base)) return 0;
	if (ts32) {
		ts32->tv_sec = (int32_t)ts.tv_sec;
		ts32->tv_nsec = (int32_t)ts.tv_nsec;
	}
	return base;
}
