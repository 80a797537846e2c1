#include <errno.h>
#include <sys/shm.h>
#include "sysv_ipc.h"

/* A strict list: only the STAT family reads a shmid_ds and only IPC_SET writes one;
   IPC_INFO and SHM_INFO let the kernel fill the caller's shminfo / shm_info. */
int shmctl(int id, int cmd, struct shmid_ds *buf)
{
	long r;
	cmd &= ~T64_IPC_64;
	switch (cmd) {
	case IPC_STAT: case SHM_STAT: case SHM_STAT_ANY:
		r = __t64_shmctl_stat(id, cmd, buf);
		break;
	case IPC_SET:
		r = __t64_shmctl_set(id, buf);
		break;
	case IPC_INFO: case SHM_INFO:
		r = __t64_shmctl_arg(id, cmd, buf);
		break;
	case IPC_RMID: case SHM_LOCK: case SHM_UNLOCK:
		r = __t64_shmctl_arg(id, cmd, 0);
		break;
	default:
		r = -EINVAL;
	}
	return (int)__t64_ipc_ret(r);
}
