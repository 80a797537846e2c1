#include <sys/sem.h>
#include "sysv_ipc.h"

int semget(key_t key, int nsems, int flags)
{
	return (int)__t64_ipc_ret(__t64_semget(key, nsems, flags));
}
