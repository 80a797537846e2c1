#include "ipc_call.h"

int __t64_shmdt(const void *addr)
{
	return (int)T64_DIRECT_OR_MUX(__t64_syscall(SYS_shmdt, addr),
		T64_MUX(T64_IPCOP_SHMDT, 0, 0, 0, addr, 0));
}
