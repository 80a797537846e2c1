#include <errno.h>
#include "calendar.h"
#include "secs_to_tm.h"
#include "tz.h"

int __t64_secs_to_tm(long long t, struct tm *tm)
{
	return __t64_secs_to_tm_inline(t, tm);
}

#ifdef __OPTIMIZE_SIZE__
/* Called by __t64_to_tm below too, not inlined there: one copy of the TLS access. */
__attribute__((__noinline__)) void __t64_eoverflow(void)
{
	errno = EOVERFLOW;
}

/* gmtime_r's, timegm's and localtime_r's conversion (calendar.h); localtime_r's own
   copy of the failure and the zone fields cost more than the null test (-Os Cortex-M3:
   16 bytes less). */
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
#endif
