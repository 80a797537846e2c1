#include "ipc_call.h"

static long msgctl_call(int id, int cmd, void *arg)
{
	return T64_DIRECT_OR_MUX(
		__t64_syscall(SYS_msgctl, id, cmd | T64_IPC_CTL_VERSION, arg),
		T64_MUX(T64_IPCOP_MSGCTL, id, cmd | T64_IPC_64, 0, arg, 0));
}

/* Into a zeroed copy of the kernel's msqid64_ds (see __t64_semctl.c). */
int __t64_msgctl_stat(int id, int cmd, struct msqid_ds *buf)
{
	union t64_kbuf k = { { 0 } };
	if (!buf) return -EFAULT;
	long r = msgctl_call(id, cmd, k.b);
	if (r >= 0) __t64_ipc_decode_msg(T64_IPC_LAYOUT, k.b, buf);
	return (int)r;
}

int __t64_msgctl_set(int id, const struct msqid_ds *buf)
{
	union t64_kbuf k = { { 0 } };
	if (!buf) return -EFAULT;
	__t64_ipc_encode_msg(T64_IPC_LAYOUT, buf, k.b);
	return (int)msgctl_call(id, IPC_SET, k.b);
}

int __t64_msgctl_arg(int id, int cmd, void *arg)
{
	return (int)msgctl_call(id, cmd, arg);
}
