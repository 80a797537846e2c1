/* ctime and ctime_r with a 32-bit time_t: every 32-bit time has a local time, so
   widening is all there is to do. */
#include <time.h>
#include "time32.h"

T32_SYMBOL(ctime_r);
char *__t32_ctime_r(const time32_t *t32, char *buf)
{
	time_t t = *t32;
	return ctime_r(&t, buf);
}

T32_SYMBOL(ctime);
char *__t32_ctime(const time32_t *t32)
{
	time_t t = *t32;
	return ctime(&t);
}
