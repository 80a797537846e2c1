#include <time.h>
#include "calendar.h"

time_t timegm(struct tm *tm)
{
	/* Fields already in range (and so a year that fits) need only tm_wday and tm_yday;
	   else writing the normalised fields back is gmtime_r of the result, which checks
	   the range before it writes, so *tm stays as it was on EOVERFLOW. */
	long long t;
	if (!__t64_tm_to_secs_fast(tm, &t) && __t64_secs_to_tm(t = __t64_tm_to_secs(tm), tm) < 0) {
		__t64_eoverflow();
		return -1;
	}
	tm->tm_isdst = 0;
#ifdef __TM_GMTOFF
	tm->__TM_GMTOFF = 0;
#endif
#ifdef __TM_ZONE
	tm->__TM_ZONE = "GMT";
#endif
	return t;
}
