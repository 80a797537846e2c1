/* riscv32 (ilp32, little-endian): the generic 32-bit layouts of
   include/uapi/asm-generic/sembuf.h, shmbuf.h and msgbuf.h (__BITS_PER_LONG == 32), each
   time's *_high word right after its low word (arch/generic/generic32_layout.h). */
#ifndef T64_IPC_LAYOUT_RISCV32_H
#define T64_IPC_LAYOUT_RISCV32_H
#include "generic32_layout.h"

/* __kernel_mode_t is unsigned int (include/uapi/asm-generic/posix_types.h; riscv's
   asm/posix_types.h is the generic one), so ipc64_perm's __pad1 is empty. */
static const struct t64_ipc_layout t64_ipc_layout_riscv32 = T64_IPC_LAYOUT_GENERIC32("riscv32", 0, 4);
#endif
