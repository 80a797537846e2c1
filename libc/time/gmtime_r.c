#include <time.h>
#include "calendar.h"

struct tm *gmtime_r(const time_t *restrict t, struct tm *restrict tm)
{
	return __t64_utc(*t, tm);
}
