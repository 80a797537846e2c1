#include <errno.h>
#include "calendar.h"
#include "secs_to_tm.h"

int __t64_secs_to_tm(long long t, struct tm *tm)
{
	return __t64_secs_to_tm_inline(t, tm);
}

#ifdef __OPTIMIZE_SIZE__
/* Called by __t64_utc below too, not inlined there: one copy of the TLS access. */
__attribute__((__noinline__)) void __t64_eoverflow(void)
{
	errno = EOVERFLOW;
}

struct tm *__t64_utc(long long t, struct tm *tm)
{
	return __t64_utc_inline(t, tm);
}
#endif
