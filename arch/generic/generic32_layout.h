/* The generic 32-bit IPC layouts, as a table initialiser for the arches that use them:
   struct semid64_ds, shmid64_ds and msqid64_ds of include/uapi/asm-generic/sembuf.h,
   shmbuf.h and msgbuf.h (__BITS_PER_LONG == 32), each time's *_high word right after its
   low word. be: big-endian; mode_size: the width of the arch's __kernel_mode_t (2 or 4),
   which decides ipc64_perm's padding. */
#ifndef T64_IPC_GENERIC32_LAYOUT_H
#define T64_IPC_GENERIC32_LAYOUT_H
#include "ipc_kernel.h"

#define T64_IPC_LAYOUT_GENERIC32(nm, be, mode_size) { \
	.name = nm, .big = be, .perm = T64_KPERM(mode_size), \
	.sem = { .size = 64, .otime = { { 36, 4 }, { 40, 4 } }, .ctime = { { 44, 4 }, { 48, 4 } }, \
		 .nsems = { 52, 4 } }, \
	.shm = { .size = 84, .segsz = { 36, 4 }, .atime = { { 40, 4 }, { 44, 4 } }, \
		 .dtime = { { 48, 4 }, { 52, 4 } }, .ctime = { { 56, 4 }, { 60, 4 } }, \
		 .cpid = { 64, 4 }, .lpid = { 68, 4 }, .nattch = { 72, 4 } }, \
	.msg = { .size = 88, .stime = { { 36, 4 }, { 40, 4 } }, .rtime = { { 44, 4 }, { 48, 4 } }, \
		 .ctime = { { 52, 4 }, { 56, 4 } }, .cbytes = { 60, 4 }, .qnum = { 64, 4 }, \
		 .qbytes = { 68, 4 }, .lspid = { 72, 4 }, .lrpid = { 76, 4 } } }
#endif
