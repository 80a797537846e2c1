/* Which system call carries each IPC operation, decided from the syscall table, the
   min_kernel option and arch/<arch>/ipc_arch.h:
   - the direct calls (semget, semctl, ...) where the table has them: always on x86_64
     and arm, since Linux 5.1 on i386 and mips;
   - on i386 and mips, the ipc() multiplexer when the direct call answers ENOSYS (a
     kernel before 5.1), remembered per family like the time64 fallback. A build with
     -Dmin_kernel=5.1 or later has no ipc() code at all. */
#ifndef T64_SYSDEPS_IPC_CALL_H
#define T64_SYSDEPS_IPC_CALL_H
#include "sysv_ipc.h"
#include "ipc_arch.h"
#include "ipc_kernel.h"
#include "kernel_features.h"
#include "path.h"
#include "kernel_call.h"

/* The ipc() call numbers of include/uapi/linux/ipc.h. Its *ctl entries are
   ksys_old_*ctl (ipc/syscall.c), which take the structure version from cmd: t64 always
   passes IPC_64 there, so the kernel writes the same *64_ds as the direct calls. */
#define T64_IPCOP_SEMOP      1
#define T64_IPCOP_SEMGET     2
#define T64_IPCOP_SEMCTL     3
#define T64_IPCOP_SEMTIMEDOP 4
#define T64_IPCOP_MSGSND    11
#define T64_IPCOP_MSGRCV    12
#define T64_IPCOP_MSGGET    13
#define T64_IPCOP_MSGCTL    14
#define T64_IPCOP_SHMAT     21
#define T64_IPCOP_SHMDT     22
#define T64_IPCOP_SHMGET    23
#define T64_IPCOP_SHMCTL    24

#if defined(SYS_ipc) && T64_MIN_KERNEL < 0x050100
#define T64_IPC_MUX 1
#ifndef T64_TIME32_FALLBACK
#error "an arch with ipc() and direct IPC calls since 5.1 has time64 calls since 5.1 too"
#endif
#endif

#ifdef T64_IPC_MUX
#define T64_MUX(op, first, second, third, ptr, fifth) \
	__t64_syscall(SYS_ipc, op, first, second, third, ptr, fifth)
#define T64_DIRECT_OR_MUX(direct, mux) \
	T64_NEW_OR_OLD(T64_FAM_IPC, direct, T64_PATH_DIRECT, mux, T64_PATH_IPC_MUX)
#else
/* The ipc() argument is dropped unexpanded: SYS_ipc is not even named. */
#define T64_DIRECT_OR_MUX(direct, mux) (T64_SET_PATH(T64_FAM_IPC, T64_PATH_DIRECT), (direct))
#endif

#endif
