#include "ipc_call.h"

/* The kernel's fourth argument is an unsigned long (the union semun's bits); ipc()
   reads it from memory instead (ipc/syscall.c). */
static long semctl_call(int id, int num, int cmd, unsigned long arg)
{
	return T64_DIRECT_OR_MUX(
		__t64_syscall(SYS_semctl, id, num, cmd | T64_IPC_CTL_VERSION, arg),
		T64_MUX(T64_IPCOP_SEMCTL, id, num, cmd | T64_IPC_64, &arg, 0));
}

/* Into a zeroed copy of the kernel's semid64_ds: a kernel or emulator that leaves the
   high words alone then gives the right time, not garbage from the stack. */
int __t64_semctl_stat(int id, int num, int cmd, struct semid_ds *buf)
{
	union t64_kbuf k = { { 0 } };
	if (!buf) return -EFAULT;
	long r = semctl_call(id, num, cmd, (unsigned long)k.b);
	if (r >= 0) __t64_ipc_decode_sem(T64_IPC_LAYOUT, k.b, buf);
	return (int)r;
}

int __t64_semctl_set(int id, int num, const struct semid_ds *buf)
{
	union t64_kbuf k = { { 0 } };
	if (!buf) return -EFAULT;
	__t64_ipc_encode_sem(T64_IPC_LAYOUT, buf, k.b);
	return (int)semctl_call(id, num, IPC_SET, (unsigned long)k.b);
}

int __t64_semctl_arg(int id, int num, int cmd, unsigned long arg)
{
	return (int)semctl_call(id, num, cmd, arg);
}
