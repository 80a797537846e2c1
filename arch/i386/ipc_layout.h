/* i386: the generic 32-bit layouts (arch/generic/generic32_layout.h), each
   time's *_high word right after its low word: struct semid64_ds of
   arch/x86/include/uapi/asm/sembuf.h (__i386__ branch: asm-generic's offsets), struct
   shmid64_ds and msqid64_ds of include/uapi/asm-generic/shmbuf.h and msgbuf.h. */
#ifndef T64_IPC_LAYOUT_I386_H
#define T64_IPC_LAYOUT_I386_H
#include "generic32_layout.h"

/* __kernel_mode_t is unsigned short (arch/x86/include/uapi/asm/posix_types_32.h). */
static const struct t64_ipc_layout t64_ipc_layout_i386 = T64_IPC_LAYOUT_GENERIC32("i386", 0, 2);
#endif
