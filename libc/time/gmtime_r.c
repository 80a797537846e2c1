#include <time.h>
#include "calendar.h"

struct tm *gmtime_r(const time_t *restrict t, struct tm *restrict tm)
{
	if (__t64_secs_to_tm_hot(*t, tm) < 0) {
		__t64_eoverflow();
		return 0;
	}
	__t64_tm_set_zone(tm, 0, 0, "GMT");          /* what glibc's gmtime says */
	return tm;
}
