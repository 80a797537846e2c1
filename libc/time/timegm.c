#include <time.h>
#include "calendar.h"

time_t timegm(struct tm *tm)
{
	/* Fields already in range (and so a year that fits) need only tm_wday and tm_yday;
	   else writing the normalised fields back is gmtime_r of the result, which checks
	   the range before it writes, so *tm stays as it was on EOVERFLOW. */
	long long t;
	if (__t64_tm_to_secs_fast(tm, &t)) {
		__t64_tm_set_zone(tm, 0, 0, "GMT");
		return t;
	}
	t = __t64_tm_to_secs(tm);
#ifdef __OPTIMIZE_SIZE__
	return __t64_utc(t, tm) ? t : -1;
#else
	/* Speed builds convert out of line here: the fast case above is the common one. */
	if (__t64_secs_to_tm(t, tm) < 0) {
		__t64_eoverflow();
		return -1;
	}
	__t64_tm_set_zone(tm, 0, 0, "GMT");
	return t;
#endif
}
