/* powerpc (32-bit): the direct IPC calls 393-402 came with Linux 5.1 and are sys_*ctl
   (arch/powerpc/kernel/syscalls/syscall.tbl: 394 semctl sys_semctl, 396 shmctl
   sys_shmctl, 402 msgctl sys_msgctl): IPC_64 is implied, and a cmd with IPC_64 in it is
   no command they know (EINVAL), so none is passed. Older kernels have only the ipc()
   multiplexer (117), whose *ctl entries take the version from cmd and so get IPC_64
   (sysdeps/linux/ipc/ipc_call.h). No direct semop or 32-bit semtimedop: the table has
   semtimedop only for 64-bit tasks (392) and semtimedop_time64 (420). */
#ifndef T64_IPC_ARCH_H
#define T64_IPC_ARCH_H
#include "ipc_layout.h"
#define T64_IPC_LAYOUT (&t64_ipc_layout_powerpc)
#define T64_IPC_CTL_VERSION 0
#endif
