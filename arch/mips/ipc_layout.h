/* mips o32, big-endian: three different placements of the high words, because the
   padding that became them sat elsewhere in each structure:
   - struct semid64_ds (arch/mips/include/uapi/asm/sembuf.h): both high words after
     sem_nsems;
   - struct shmid64_ds (arch/mips/include/uapi/asm/shmbuf.h): 16-bit shm_*time_high
     fields after shm_nattch (times good until 2^48);
   - struct msqid64_ds (arch/mips/include/uapi/asm/msgbuf.h, __MIPSEB__): each high
     word BEFORE its low word (mipsel has them after).
   ipc64_perm is the generic one with a 32-bit __kernel_mode_t. */
#ifndef T64_IPC_LAYOUT_MIPS_H
#define T64_IPC_LAYOUT_MIPS_H
#include "ipc_kernel.h"

static const struct t64_ipc_layout t64_ipc_layout_mips = {
	.name = "mips-o32-be", .big = 1, .perm = T64_KPERM(4),
	.sem = { .size = 56, .otime = { { 36, 4 }, { 48, 4 } }, .ctime = { { 40, 4 }, { 52, 4 } },
		 .nsems = { 44, 4 } },
	.shm = { .size = 72, .segsz = { 36, 4 }, .atime = { { 40, 4 }, { 64, 2 } },
		 .dtime = { { 44, 4 }, { 66, 2 } }, .ctime = { { 48, 4 }, { 68, 2 } },
		 .cpid = { 52, 4 }, .lpid = { 56, 4 }, .nattch = { 60, 4 } },
	.msg = { .size = 88, .stime = { { 40, 4 }, { 36, 4 } }, .rtime = { { 48, 4 }, { 44, 4 } },
		 .ctime = { { 56, 4 }, { 52, 4 } }, .cbytes = { 60, 4 }, .qnum = { 64, 4 },
		 .qbytes = { 68, 4 }, .lspid = { 72, 4 }, .lrpid = { 76, 4 } },
};
#endif
