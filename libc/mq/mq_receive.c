#include <mqueue.h>

ssize_t mq_receive(mqd_t mq, char *msg, size_t len, unsigned *prio)
{
	return mq_timedreceive(mq, msg, len, prio, 0);
}
