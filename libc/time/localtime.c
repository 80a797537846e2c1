#include <time.h>

struct tm *localtime(const time_t *t)
{
	static struct tm tm;
	tzset();                        /* localtime behaves as if it called tzset */
	return localtime_r(t, &tm);
}
