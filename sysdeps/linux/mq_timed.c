#include <mqueue.h>
#include "kernel_features.h"
#include "old_timeout.h"
#include "kernel_call.h"

/* abs_timeout is a CLOCK_REALTIME deadline: the old calls cannot express one past
   2038 (EOVERFLOW, old_timeout.h). A NULL one blocks. */
#ifdef T64_TIME32_FALLBACK
static long send32(mqd_t mq, const char *msg, size_t len, unsigned prio, const struct timespec *ts)
{
	struct t64_old_timespec o;
	int r = ts ? __t64_old_abs_timeout(ts, &o) : 0;
	return r ? r : __t64_syscall(SYS_mq_timedsend_time32, mq, msg, len, prio, ts ? &o : 0);
}

static long recv32(mqd_t mq, char *msg, size_t len, unsigned *prio, const struct timespec *ts)
{
	struct t64_old_timespec o;
	int r = ts ? __t64_old_abs_timeout(ts, &o) : 0;
	return r ? r : __t64_syscall(SYS_mq_timedreceive_time32, mq, msg, len, prio, ts ? &o : 0);
}
#endif

int mq_timedsend(mqd_t mq, const char *msg, size_t len, unsigned prio, const struct timespec *ts)
{
	return (int)__t64_ret(T64_TIME64_OR_OLD(T64_FAM_MQ,
		__t64_syscall(T64_NR_mq_timedsend, mq, msg, len, prio, ts),
		send32(mq, msg, len, prio, ts)));
}

ssize_t mq_timedreceive(mqd_t mq, char *restrict msg, size_t len, unsigned *restrict prio,
                        const struct timespec *restrict ts)
{
	return __t64_ret(T64_TIME64_OR_OLD(T64_FAM_MQ,
		__t64_syscall(T64_NR_mq_timedreceive, mq, msg, len, prio, ts),
		recv32(mq, msg, len, prio, ts)));
}
