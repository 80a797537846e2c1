#include <sys/sem.h>
#include "sysv_ipc.h"

int semop(int id, struct sembuf *sops, size_t nsops)
{
	return (int)__t64_ipc_ret(__t64_semop(id, sops, nsops));
}
