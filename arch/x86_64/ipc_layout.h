/* x86_64 (LP64): the 64-bit layouts, times in one long each, no high words:
   struct semid64_ds of arch/x86/include/uapi/asm/sembuf.h (the !__i386__ branch; the
   __unused1/2 longs after each time), struct shmid64_ds and msqid64_ds of
   include/uapi/asm-generic/shmbuf.h and msgbuf.h (__BITS_PER_LONG == 64). */
#ifndef T64_IPC_LAYOUT_X86_64_H
#define T64_IPC_LAYOUT_X86_64_H
#include "ipc_kernel.h"

static const struct t64_ipc_layout t64_ipc_layout_x86_64 = {
	.name = "x86_64", .big = 0, .perm = T64_KPERM(4),
	.sem = { .size = 104, .otime = { { 48, 8 }, { 0, 0 } }, .ctime = { { 64, 8 }, { 0, 0 } },
		 .nsems = { 80, 8 } },
	.shm = { .size = 112, .segsz = { 48, 8 }, .atime = { { 56, 8 }, { 0, 0 } },
		 .dtime = { { 64, 8 }, { 0, 0 } }, .ctime = { { 72, 8 }, { 0, 0 } },
		 .cpid = { 80, 4 }, .lpid = { 84, 4 }, .nattch = { 88, 8 } },
	.msg = { .size = 120, .stime = { { 48, 8 }, { 0, 0 } }, .rtime = { { 56, 8 }, { 0, 0 } },
		 .ctime = { { 64, 8 }, { 0, 0 } }, .cbytes = { 72, 8 }, .qnum = { 80, 8 },
		 .qbytes = { 88, 8 }, .lspid = { 96, 4 }, .lrpid = { 100, 4 } },
};
#endif
