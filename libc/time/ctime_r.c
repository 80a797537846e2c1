#include <time.h>

/* asctime_r of the local time (C23 7.29.3.2, POSIX). */
char *ctime_r(const time_t *t, char *buf)
{
	struct tm tm;
	return localtime_r(t, &tm) ? asctime_r(&tm, buf) : 0;
}
