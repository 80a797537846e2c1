/* select with the old struct timeval (its time left always fits: it only shrinks) and
   pselect with the old struct timespec. */
#include <sys/select.h>
#include "time32.h"

T32_SYMBOL(select);
int __t32_select(int n, fd_set *r, fd_set *w, fd_set *e, struct timeval32 *tv32)
{
	struct timeval tv;
	if (tv32) {
		tv.tv_sec = tv32->tv_sec;
		tv.tv_usec = tv32->tv_usec;
	}
	int ret = select(n, r, w, e, tv32 ? &tv : 0);
	if (tv32 && __t64_fits_time32(tv.tv_sec)) {
		tv32->tv_sec = (int32_t)tv.tv_sec;
		tv32->tv_usec = (int32_t)tv.tv_usec;
	}
	return ret;
}

T32_SYMBOL(pselect);
int __t32_pselect(int n, fd_set *r, fd_set *w, fd_set *e, const struct timespec32 *ts32,
                  const sigset_t *mask)
{
	struct timespec ts;
	if (ts32) {
		ts.tv_sec = ts32->tv_sec;
		ts.tv_nsec = ts32->tv_nsec;
	}
	return pselect(n, r, w, e, ts32 ? &ts : 0, mask);
}
