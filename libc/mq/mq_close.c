#include <mqueue.h>
#include <unistd.h>

/* A message queue descriptor is a file descriptor on Linux. */
int mq_close(mqd_t mq)
{
	return close(mq);
}
