#include <time.h>
#include "tz.h"

/* Size-optimised builds (libc/time/meson.build): the type, then gmtime_r's conversion
   with its zone fields. t + off is taken modulo 2^64 and the check left to the
   conversion: an overflowed sum lies near -2^63 or 2^63, far outside the range it
   accepts. Does not re-read TZ once a zone is set up (localtime_r.c says why). */
struct tm *localtime_r(const time_t *restrict tp, struct tm *restrict tm)
{
	long long t = *tp;
	const struct __t64_ttinfo *tt = __t64_tz_find(__t64_tz_current(0), t, 0);
	return __t64_to_tm((long long)((unsigned long long)t + (unsigned long long)tt->off), tm, tt);
}
