#include <sys/msg.h>
#include "sysv_ipc.h"

int msgsnd(int id, const void *msgp, size_t size, int flags)
{
	return (int)__t64_ipc_ret(__t64_msgsnd(id, msgp, size, flags));
}
