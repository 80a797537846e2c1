/* aarch64 (LP64): the generic 64-bit layouts of include/uapi/asm-generic/sembuf.h,
   shmbuf.h and msgbuf.h (__BITS_PER_LONG == 64), times in one long each, no high words;
   __kernel_mode_t is 32-bit (asm-generic/posix_types.h). Unlike x86_64's semid64_ds,
   the generic one has no unused long after each time: sem_nsems is at 64, not 80. */
#ifndef T64_IPC_LAYOUT_AARCH64_H
#define T64_IPC_LAYOUT_AARCH64_H
#include "ipc_kernel.h"

static const struct t64_ipc_layout t64_ipc_layout_aarch64 = {
	.name = "aarch64", .big = 0, .perm = T64_KPERM(4),
	.sem = { .size = 88, .otime = { { 48, 8 }, { 0, 0 } }, .ctime = { { 56, 8 }, { 0, 0 } },
		 .nsems = { 64, 8 } },
	.shm = { .size = 112, .segsz = { 48, 8 }, .atime = { { 56, 8 }, { 0, 0 } },
		 .dtime = { { 64, 8 }, { 0, 0 } }, .ctime = { { 72, 8 }, { 0, 0 } },
		 .cpid = { 80, 4 }, .lpid = { 84, 4 }, .nattch = { 88, 8 } },
	.msg = { .size = 120, .stime = { { 48, 8 }, { 0, 0 } }, .rtime = { { 56, 8 }, { 0, 0 } },
		 .ctime = { { 64, 8 }, { 0, 0 } }, .cbytes = { 72, 8 }, .qnum = { 80, 8 },
		 .qbytes = { 88, 8 }, .lspid = { 96, 4 }, .lrpid = { 100, 4 } },
};
#endif
