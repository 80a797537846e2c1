#include <sys/msg.h>
#include "sysv_ipc.h"

ssize_t msgrcv(int id, void *msgp, size_t size, long type, int flags)
{
	return __t64_ipc_ret(__t64_msgrcv(id, msgp, size, type, flags));
}
