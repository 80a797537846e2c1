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
	return __t32_from_tm(timegm, tm);
}

T32_SYMBOL(difftime);
double __t32_difftime(time32_t t1, time32_t t0)
{
	return (double)t1 - (double)t0;
}
