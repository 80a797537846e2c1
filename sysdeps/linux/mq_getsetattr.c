#include <mqueue.h>
#include "kernel_call.h"

/* Only O_NONBLOCK of attr->mq_flags can change (ipc/mqueue.c). */
int mq_setattr(mqd_t mq, const struct mq_attr *restrict attr, struct mq_attr *restrict old)
{
	return (int)__t64_ret(__t64_syscall(SYS_mq_getsetattr, mq, attr, old));
}
