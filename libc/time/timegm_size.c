#include <time.h>
#include "calendar.h"

/* Size-optimised builds (libc/time/meson.build): always the general way, and gmtime_r's
   conversion, which leaves *tm as it was on EOVERFLOW. */
time_t timegm(struct tm *tm)
{
	long long t = __t64_tm_to_secs(tm);
	return __t64_utc(t, tm) ? t : -1;
}
