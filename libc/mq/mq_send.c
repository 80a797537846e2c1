#include <mqueue.h>

int mq_send(mqd_t mq, const char *msg, size_t len, unsigned prio)
{
	return mq_timedsend(mq, msg, len, prio, 0);
}
