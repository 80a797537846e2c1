#include <time.h>
#include "calendar.h"

struct tm *gmtime_r(const time_t *restrict t, struct tm *restrict tm)
{
	if (__t64_secs_to_tm_hot(*t, tm) < 0) {
		__t64_eoverflow();
		return 0;
	}
	tm->tm_isdst = 0;
#ifdef __TM_GMTOFF
	tm->__TM_GMTOFF = 0;
#endif
#ifdef __TM_ZONE
	tm->__TM_ZONE = "GMT";          /* what glibc's gmtime says */
#endif
	return tm;
}
