#include "ipc_call.h"

int __t64_shmget(key_t key, size_t size, int flags)
{
	return (int)T64_DIRECT_OR_MUX(__t64_syscall(SYS_shmget, key, size, flags),
		T64_MUX(T64_IPCOP_SHMGET, key, size, flags, 0, 0));
}
