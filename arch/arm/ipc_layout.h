/* arm EABI (little-endian): the generic 32-bit layouts of include/uapi/asm-generic/
   sembuf.h, shmbuf.h and msgbuf.h, each time's *_high word right after its low word
   (arch/generic/generic32_layout.h). */
#ifndef T64_IPC_LAYOUT_ARM_H
#define T64_IPC_LAYOUT_ARM_H
#include "generic32_layout.h"

/* __kernel_mode_t is unsigned short (arch/arm/include/uapi/asm/posix_types.h). */
static const struct t64_ipc_layout t64_ipc_layout_arm = T64_IPC_LAYOUT_GENERIC32("arm", 0, 2);
#endif
