#include <time.h>

/* asctime(localtime(t)), as C says, so the result is asctime's static buffer, and TZ
   is read again as localtime reads it (glibc's ctime too); the broken-down time is a
   local one, so localtime's static struct tm is not touched. */
char *ctime(const time_t *t)
{
	struct tm tm;
	tzset();
	return localtime_r(t, &tm) ? asctime(&tm) : 0;
}
