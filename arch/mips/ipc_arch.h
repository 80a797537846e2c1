/* mips o32: the direct IPC calls 4393-4402 came with Linux 5.1 and are sys_*ctl
   (arch/mips/kernel/syscalls/syscall_o32.tbl): IPC_64 implied, never passed. (Kernel
   commit bc7584e009c3 briefly made them sys_old_*ctl; it was reverted in 2025 as an ABI
   break, so t64 follows the table as released.) Older kernels have only ipc(), which
   wants IPC_64. No direct semop or 32-bit semtimedop. */
#ifndef T64_IPC_ARCH_H
#define T64_IPC_ARCH_H
#include "ipc_layout.h"
#define T64_IPC_LAYOUT (&t64_ipc_layout_mips)
#define T64_IPC_CTL_VERSION 0
#endif
