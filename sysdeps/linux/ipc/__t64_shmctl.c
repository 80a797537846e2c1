#include "ipc_call.h"

static long shmctl_call(int id, int cmd, void *arg)
{
	return T64_DIRECT_OR_MUX(
		__t64_syscall(SYS_shmctl, id, cmd | T64_IPC_CTL_VERSION, arg),
		T64_MUX(T64_IPCOP_SHMCTL, id, cmd | T64_IPC_64, 0, arg, 0));
}

/* Into a zeroed copy of the kernel's shmid64_ds (see __t64_semctl.c). */
int __t64_shmctl_stat(int id, int cmd, struct shmid_ds *buf)
{
	union t64_kbuf k = { { 0 } };
	if (!buf) return -EFAULT;
	long r = shmctl_call(id, cmd, k.b);
	if (r >= 0) __t64_ipc_decode_shm(T64_IPC_LAYOUT, k.b, buf);
	return (int)r;
}

int __t64_shmctl_set(int id, const struct shmid_ds *buf)
{
	union t64_kbuf k = { { 0 } };
	if (!buf) return -EFAULT;
	__t64_ipc_encode_shm(T64_IPC_LAYOUT, buf, k.b);
	return (int)shmctl_call(id, IPC_SET, k.b);
}

int __t64_shmctl_arg(int id, int cmd, void *arg)
{
	return (int)shmctl_call(id, cmd, arg);
}
