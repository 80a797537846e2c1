/* gettimeofday and settimeofday with the old struct timeval. */
#include <sys/time.h>
#include "time32.h"

T32_SYMBOL(gettimeofday);
int __t32_gettimeofday(struct timeval32 *restrict tv32, void *restrict tz)
{
	struct timeval tv;
	if (gettimeofday(tv32 ? &tv : 0, tz)) return -1;
	if (!tv32) return 0;
	if (!__t64_fits_time32(tv.tv_sec)) {
		errno = EOVERFLOW;
		return -1;
	}
	tv32->tv_sec = (int32_t)tv.tv_sec;
	tv32->tv_usec = (int32_t)tv.tv_usec;
	return 0;
}

T32_SYMBOL(settimeofday);
int __t32_settimeofday(const struct timeval32 *tv32, const struct timezone *tz)
{
	struct timeval tv, *p = 0;
	if (tv32) {
		tv.tv_sec = tv32->tv_sec;
		tv.tv_usec = tv32->tv_usec;
		p = &tv;
	}
	return settimeofday(p, tz);
}
