#include <sys/shm.h>
#include "sysv_ipc.h"

int shmdt(const void *addr)
{
	return (int)__t64_ipc_ret(__t64_shmdt(addr));
}
