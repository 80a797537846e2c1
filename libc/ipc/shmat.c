#include <sys/shm.h>
#include "sysv_ipc.h"

void *shmat(int id, const void *addr, int flags)
{
	return (void *)__t64_ipc_ret(__t64_shmat(id, addr, flags));
}
