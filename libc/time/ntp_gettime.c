#include <sys/timex.h>

/* A read-only adjtimex. time.tv_usec holds nanoseconds when STA_NANO is set, as in glibc. */
int ntp_gettime(struct ntptimeval *ntv)
{
	struct timex tx = { 0 };
	int r = adjtimex(&tx);
	if (r < 0) return r;
	ntv->time = tx.time;
	ntv->maxerror = (long)tx.maxerror;
	ntv->esterror = (long)tx.esterror;
	ntv->tai = tx.tai;
	return r;
}
