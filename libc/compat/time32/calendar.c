/* gmtime, gmtime_r, timegm and difftime with a 32-bit time_t. Every 32-bit time has a
   struct tm; timegm's result may not fit, and then the caller's struct tm is kept. */
#include <time.h>
#include "time32.h"

T32_SYMBOL(gmtime_r);
struct tm *__t32_gmtime_r(const time32_t *restrict t32, struct tm *restrict tm)
{
	time_t t = *t32;
	return gmtime_r(&t, tm);
}

T32_SYMBOL(gmtime);
struct tm *__t32_gmtime(const time32_t *t32)
{
	time_t t = *t32;
	return gmtime(&t);
}

T32_SYMBOL(timegm);
time32_t __t32_timegm(struct tm *tm)
{
	struct tm copy = *tm;
	int saved = errno;
	errno = 0;
	time_t t = timegm(&copy);
	if (t == (time_t)-1 && errno) return -1;
	errno = saved;
	if (!__t64_fits_time32(t)) {
		errno = EOVERFLOW;
		return -1;
	}
	*tm = copy;
	return (time32_t)t;
}

T32_SYMBOL(difftime);
double __t32_difftime(time32_t t1, time32_t t0)
{
	return (double)t1 - (double)t0;
}
