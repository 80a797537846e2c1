/* powerpc (32-bit, big-endian): the kernel's own structures, not asm-generic's.
   - struct ipc64_perm (arch/powerpc/include/uapi/asm/ipcbuf.h): five 32-bit ids, a
     32-bit mode (asm-generic/posix_types.h's __kernel_mode_t: powerpc's posix_types.h
     overrides none for 32-bit), a 32-bit seq (unsigned int, not asm-generic's unsigned
     short) and padding, then two unsigned long longs: 48 bytes, 8-byte aligned;
   - struct semid64_ds, shmid64_ds, msqid64_ds (asm/sembuf.h, shmbuf.h, msgbuf.h, the
     !__powerpc64__ branches): each time's *_high word BEFORE its low word, right after
     the perm; shm_segsz after an unused word behind the times. The unsigned long long
     in ipc64_perm rounds each structure up to a multiple of 8 (80, 104, 104). */
#ifndef T64_IPC_LAYOUT_POWERPC_H
#define T64_IPC_LAYOUT_POWERPC_H
#include "ipc_kernel.h"

static const struct t64_ipc_layout t64_ipc_layout_powerpc = {
	.name = "powerpc", .big = 1,
	.perm = { .key = { 0, 4 }, .uid = { 4, 4 }, .gid = { 8, 4 }, .cuid = { 12, 4 },
		  .cgid = { 16, 4 }, .mode = { 20, 4 }, .seq = { 24, 4 } },
	.sem = { .size = 80, .otime = { { 52, 4 }, { 48, 4 } }, .ctime = { { 60, 4 }, { 56, 4 } },
		 .nsems = { 64, 4 } },
	.shm = { .size = 104, .segsz = { 76, 4 }, .atime = { { 52, 4 }, { 48, 4 } },
		 .dtime = { { 60, 4 }, { 56, 4 } }, .ctime = { { 68, 4 }, { 64, 4 } },
		 .cpid = { 80, 4 }, .lpid = { 84, 4 }, .nattch = { 88, 4 } },
	.msg = { .size = 104, .stime = { { 52, 4 }, { 48, 4 } }, .rtime = { { 60, 4 }, { 56, 4 } },
		 .ctime = { { 68, 4 }, { 64, 4 } }, .cbytes = { 72, 4 }, .qnum = { 76, 4 },
		 .qbytes = { 80, 4 }, .lspid = { 84, 4 }, .lrpid = { 88, 4 } },
};
#endif
