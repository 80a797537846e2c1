#include "ipc_call.h"

int __t64_msgget(key_t key, int flags)
{
	return (int)T64_DIRECT_OR_MUX(__t64_syscall(SYS_msgget, key, flags),
		T64_MUX(T64_IPCOP_MSGGET, key, flags, 0, 0, 0));
}
