#include <sys/shm.h>
#include "sysv_ipc.h"

int shmget(key_t key, size_t size, int flags)
{
	return (int)__t64_ipc_ret(__t64_shmget(key, size, flags));
}
