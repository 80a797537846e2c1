#include "ipc_call.h"

int __t64_semget(key_t key, int nsems, int flags)
{
	return (int)T64_DIRECT_OR_MUX(__t64_syscall(SYS_semget, key, nsems, flags),
		T64_MUX(T64_IPCOP_SEMGET, key, nsems, flags, 0, 0));
}
