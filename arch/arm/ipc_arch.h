/* arm EABI: direct IPC calls only (no ipc() in the EABI table). Its semctl, msgctl and
   shmctl entries are sys_old_*ctl (arch/arm/tools/syscall.tbl), which take the
   structure version from cmd: IPC_64 must be passed, or the kernel writes the old
   semid_ds / shmid_ds / msqid_ds with 16-bit ids. */
#ifndef T64_IPC_ARCH_H
#define T64_IPC_ARCH_H
#include "ipc_layout.h"
#define T64_IPC_LAYOUT (&t64_ipc_layout_arm)
#define T64_IPC_CTL_VERSION 0x100
#endif
