#include <sys/time.h>
#include <time.h>

/* Built on clock_gettime, so it shares its path (vDSO, time64 call or old call) and its
   2038 handling. The kernel time zone is obsolete: a tz argument gets zeros. */
int gettimeofday(struct timeval *restrict tv, void *restrict tz)
{
	struct timespec ts;
	if (tz) {
		struct timezone *z = tz;
		z->tz_minuteswest = 0;
		z->tz_dsttime = 0;
	}
	if (!tv) return 0;
	if (clock_gettime(CLOCK_REALTIME, &ts)) return -1;
	tv->tv_sec = ts.tv_sec;
	tv->tv_usec = ts.tv_nsec / 1000;
	return 0;
}
