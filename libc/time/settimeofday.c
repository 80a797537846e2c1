#include <errno.h>
#include <sys/time.h>
#include <time.h>

/* Sets the clock through clock_settime. Setting the obsolete kernel time zone is not
   supported: a tz argument gives EINVAL rather than being ignored silently. */
int settimeofday(const struct timeval *tv, const struct timezone *tz)
{
	if (tz || !tv || tv->tv_usec < 0 || tv->tv_usec >= 1000000) {
		errno = EINVAL;
		return -1;
	}
	struct timespec ts = { .tv_sec = tv->tv_sec, .tv_nsec = (long)tv->tv_usec * 1000 };
	return clock_settime(CLOCK_REALTIME, &ts);
}
