#include "ipc_call.h"

#ifdef T64_IPC_MUX
/* ipc(MSGRCV) of version 0 takes the buffer and the type through a struct ipc_kludge
   { msgp; long msgtyp; } (include/linux/ipc.h, ipc/syscall.c): the one form every
   kernel and qemu-user read the same way. */
static long msgrcv_mux(int id, void *msgp, size_t size, long type, int flags)
{
	struct { void *msgp; long msgtyp; } kludge = { msgp, type };
	return T64_MUX(T64_IPCOP_MSGRCV, id, size, flags, &kludge, 0);
}
#endif

long __t64_msgrcv(int id, void *msgp, size_t size, long type, int flags)
{
	return T64_DIRECT_OR_MUX(__t64_syscall(SYS_msgrcv, id, msgp, size, type, flags),
		msgrcv_mux(id, msgp, size, type, flags));
}
