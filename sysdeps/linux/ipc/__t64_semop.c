#include "ipc_call.h"

int __t64_semop(int id, struct sembuf *sops, size_t nsops)
{
#ifdef SYS_semop
	/* x86_64, arm: a direct semop that never had a timeout to convert. */
	T64_SET_PATH(T64_FAM_SEMOP, T64_PATH_DIRECT);
	return (int)__t64_syscall(SYS_semop, id, sops, nsops);
#elif defined(T64_IPC_MUX)
	/* i386, mips: no direct semop (syscall_32.tbl, syscall_o32.tbl); semtimedop_time64
	   with no timeout since 5.1, ipc(SEMOP) before. */
	return (int)T64_NEW_OR_OLD(T64_FAM_SEMOP,
		__t64_syscall(SYS_semtimedop_time64, id, sops, nsops, 0), T64_PATH_TIME64,
		T64_MUX(T64_IPCOP_SEMOP, id, nsops, 0, sops, 0), T64_PATH_IPC_MUX);
#else
	T64_SET_PATH(T64_FAM_SEMOP, T64_PATH_TIME64);
	return (int)__t64_syscall(SYS_semtimedop_time64, id, sops, nsops, 0);
#endif
}
