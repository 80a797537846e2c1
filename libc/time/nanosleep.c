#include <errno.h>
#include <time.h>

int nanosleep(const struct timespec *req, struct timespec *rem)
{
	int r = clock_nanosleep(CLOCK_REALTIME, 0, req, rem);
	if (r) {
		errno = r;
		return -1;
	}
	return 0;
}
