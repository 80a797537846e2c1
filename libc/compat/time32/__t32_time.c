#include <time.h>
#include "time32.h"

T32_SYMBOL(time);
time32_t __t32_time(time32_t *t)
{
	time_t now = time(0);
	if (now == (time_t)-1) return -1;
	if (!__t64_fits_time32(now)) {
		errno = EOVERFLOW;
		return -1;
	}
	if (t) *t = (time32_t)now;
	return (time32_t)now;
}
