#include <sys/shm.h>
#include "ipc.h"

int shmdt(const void *addr)
{
	return (int)__t64_ipc_ret(__t64_shmdt(addr));
}
