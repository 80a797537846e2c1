/* Size-optimised builds (libc/time/meson.build): the calendar's callers share one copy
   of the failure and of the zone fields (calendar.h). */
#include <errno.h>
#include "calendar.h"
#include "tz.h"

/* Called by __t64_to_tm below too, not inlined there: one copy of the TLS access. */
__attribute__((__noinline__)) void __t64_eoverflow(void)
{
	errno = EOVERFLOW;
}

/* gmtime_r's, timegm's, localtime_r's and mktime's conversion (calendar.h). */
struct tm *__t64_to_tm(long long t, struct tm *tm, const struct __t64_ttinfo *tt)
{
	if (__t64_secs_to_tm(t, tm) < 0) {
		__t64_eoverflow();
		return 0;
	}
	if (tt) __t64_tm_set_zone(tm, tt->isdst, tt->off, tt->abbr);
	else __t64_tm_set_zone(tm, 0, 0, "GMT");
	return tm;
}
