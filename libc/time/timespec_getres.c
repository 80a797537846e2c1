#include <time.h>

/* C23 7.29.2.7: the base when it is supported; the resolution is stored if ts is given. */
int timespec_getres(struct timespec *ts, int base)
{
	if (base != TIME_UTC) return 0;
	if (ts && clock_getres(CLOCK_REALTIME, ts)) return 0;
	return base;
}
