#include <time.h>

time_t timelocal(struct tm *tm)
{
	return mktime(tm);
}
