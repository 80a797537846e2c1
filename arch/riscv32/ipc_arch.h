/* riscv32: direct IPC calls only (asm-generic/unistd.h has no ipc()). Its semctl, shmctl
   and msgctl are sys_*ctl (riscv does not select ARCH_WANT_IPC_PARSE_VERSION), which
   always use the *64_ds structures: IPC_64 is never passed (they would reject it). */
#ifndef T64_IPC_ARCH_H
#define T64_IPC_ARCH_H
#include "ipc_layout.h"
#define T64_IPC_LAYOUT (&t64_ipc_layout_riscv32)
#define T64_IPC_CTL_VERSION 0
#endif
