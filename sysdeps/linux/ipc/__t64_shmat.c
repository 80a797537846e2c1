#include "ipc_call.h"

#ifdef T64_IPC_MUX
/* ipc(SHMAT) returns 0 and stores the address through its third argument
   (ipc/syscall.c: put_user(raddr, third)). */
static long shmat_mux(int id, const void *addr, int flags)
{
	unsigned long raddr = 0;
	long r = T64_MUX(T64_IPCOP_SHMAT, id, flags, &raddr, addr, 0);
	return r < 0 ? r : (long)raddr;
}
#endif

long __t64_shmat(int id, const void *addr, int flags)
{
	return T64_DIRECT_OR_MUX(__t64_syscall(SYS_shmat, id, addr, flags),
		shmat_mux(id, addr, flags));
}
