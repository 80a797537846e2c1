#include <mqueue.h>

int mq_getattr(mqd_t mq, struct mq_attr *attr)
{
	return mq_setattr(mq, 0, attr);
}
