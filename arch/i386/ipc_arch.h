/* i386: the direct IPC calls 393-402 came with Linux 5.1 and are sys_*ctl
   (arch/x86/entry/syscalls/syscall_32.tbl): IPC_64 is implied and must not be passed -
   a native kernel answers EINVAL, and an x86_64 kernel running i386 code answers
   semctl(id, 0, IPC_STAT | IPC_64, buf) with the id, as if it were SEM_STAT. Older
   kernels have only the ipc() multiplexer (sysdeps/linux/ipc/ipc_call.h), which does
   want IPC_64. There is no direct semop or 32-bit semtimedop at all. */
#ifndef T64_IPC_ARCH_H
#define T64_IPC_ARCH_H
#include "ipc_layout.h"
#define T64_IPC_LAYOUT (&t64_ipc_layout_i386)
#define T64_IPC_CTL_VERSION 0
#endif
