/* mq_timedsend and mq_timedreceive with an old struct timespec deadline. */
#include <mqueue.h>
#include "time32.h"

T32_SYMBOL(mq_timedsend);
int __t32_mq_timedsend(mqd_t mq, const char *msg, size_t len, unsigned prio,
                       const struct timespec32 *ts32)
{
	struct timespec ts;
	if (ts32) {
		ts.tv_sec = ts32->tv_sec;
		ts.tv_nsec = ts32->tv_nsec;
	}
	return mq_timedsend(mq, msg, len, prio, ts32 ? &ts : 0);
}

T32_SYMBOL(mq_timedreceive);
ssize_t __t32_mq_timedreceive(mqd_t mq, char *msg, size_t len, unsigned *prio,
                              const struct timespec32 *ts32)
{
	struct timespec ts;
	if (ts32) {
		ts.tv_sec = ts32->tv_sec;
		ts.tv_nsec = ts32->tv_nsec;
	}
	return mq_timedreceive(mq, msg, len, prio, ts32 ? &ts : 0);
}
