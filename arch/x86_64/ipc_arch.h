/* x86_64: direct IPC calls since the first kernel (arch/x86/entry/syscalls/
   syscall_64.tbl), no ipc() multiplexer. Its semctl/shmctl/msgctl are sys_*ctl, which
   always use the *64_ds structures: IPC_64 is never passed (they would reject it). */
#ifndef T64_IPC_ARCH_H
#define T64_IPC_ARCH_H
#include "ipc_layout.h"
#define T64_IPC_LAYOUT (&t64_ipc_layout_x86_64)
#define T64_IPC_CTL_VERSION 0
#endif
