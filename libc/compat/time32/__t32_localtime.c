/* localtime, localtime_r, mktime and timelocal with a 32-bit time_t. Every 32-bit time
   has a local struct tm; mktime's result may not fit, and then the caller's struct tm
   is kept (EOVERFLOW). */
#include <time.h>
#include "time32.h"

T32_SYMBOL(localtime_r);
struct tm *__t32_localtime_r(const time32_t *restrict t32, struct tm *restrict tm)
{
	time_t t = *t32;
	return localtime_r(&t, tm);
}

T32_SYMBOL(localtime);
struct tm *__t32_localtime(const time32_t *t32)
{
	time_t t = *t32;
	return localtime(&t);
}

T32_SYMBOL(mktime);
time32_t __t32_mktime(struct tm *tm)
{
	return __t32_from_tm(mktime, tm);
}

T32_SYMBOL(timelocal);
time32_t __t32_timelocal(struct tm *tm)
{
	return __t32_mktime(tm);
}
