#include <time.h>
#include "calendar.h"

time_t timegm(struct tm *tm)
{
#if T64_TIME_SIZE              /* size: 366 bytes less (Cortex-M3) */
	/* Always the general way, and gmtime_r's conversion, which leaves *tm as it was on
	   EOVERFLOW. */
	long long t = __t64_tm_to_secs(tm);
	return __t64_utc(t, tm) ? t : -1;
#else
	/* Fields already in range (and so a year that fits) need only tm_wday and tm_yday;
	   else writing the normalised fields back is gmtime_r of the result, which checks
	   the range before it writes, so *tm stays as it was on EOVERFLOW. The conversion
	   is out of line here: the fast case is the common one. */
	long long t;
	if (__t64_tm_to_secs_in_range(tm, &t, 0)) {
		__t64_tm_set_zone(tm, 0, 0, "GMT");
		return t;
	}
	t = __t64_tm_to_secs(tm);
	if (__t64_secs_to_tm(t, tm) < 0) {
		__t64_eoverflow();
		return -1;
	}
	__t64_tm_set_zone(tm, 0, 0, "GMT");
	return t;
#endif
}
