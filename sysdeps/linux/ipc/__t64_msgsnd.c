#include "ipc_call.h"

int __t64_msgsnd(int id, const void *msgp, size_t size, int flags)
{
	return (int)T64_DIRECT_OR_MUX(__t64_syscall(SYS_msgsnd, id, msgp, size, flags),
		T64_MUX(T64_IPCOP_MSGSND, id, size, flags, msgp, 0));
}
