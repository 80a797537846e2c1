#include <errno.h>
#include <sys/msg.h>
#include "sysv_ipc.h"

/* A strict list: only the STAT family reads a msqid_ds and only IPC_SET writes one;
   IPC_INFO and MSG_INFO let the kernel fill the caller's msginfo. */
int msgctl(int id, int cmd, struct msqid_ds *buf)
{
	long r;
	cmd &= ~T64_IPC_64;
	switch (cmd) {
	case IPC_STAT: case MSG_STAT: case MSG_STAT_ANY:
		r = __t64_msgctl_stat(id, cmd, buf);
		break;
	case IPC_SET:
		r = __t64_msgctl_set(id, buf);
		break;
	case IPC_INFO: case MSG_INFO:
		r = __t64_msgctl_arg(id, cmd, buf);
		break;
	case IPC_RMID:
		r = __t64_msgctl_arg(id, cmd, 0);
		break;
	default:
		r = -EINVAL;
	}
	return (int)__t64_ipc_ret(r);
}
