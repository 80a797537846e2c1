#include "calendar.h"
#include "secs_to_tm.h"

int __t64_secs_to_tm(long long t, struct tm *tm)
{
	return __t64_secs_to_tm_inline(t, tm);
}
