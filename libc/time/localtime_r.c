#include <errno.h>
#include <time.h>
#include "tz.h"

/* Does not re-read TZ once a zone is set up (POSIX lets localtime_r skip tzset, and
   glibc's does): call tzset after changing TZ. */
struct tm *localtime_r(const time_t *restrict t, struct tm *restrict tm)
{
	const struct __t64_ttinfo *tt = __t64_tz_find(__t64_tz_current(0), *t, 0);
	/* t + off overflows only where the year does not fit int anyway. */
	long long local;
	if (__builtin_add_overflow((long long)*t, (long long)tt->off, &local) ||
	    __t64_secs_to_tm_hot(local, tm) < 0) {
		errno = EOVERFLOW;
		return 0;
	}
	tm->tm_isdst = tt->isdst;
#ifdef __TM_GMTOFF
	tm->__TM_GMTOFF = tt->off;
#endif
#ifdef __TM_ZONE
	tm->__TM_ZONE = tt->abbr;
#endif
	return tm;
}
