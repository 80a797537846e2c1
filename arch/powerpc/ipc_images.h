/* test/unit/ipc_layout.c's images of 32-bit powerpc's IPC structures (big-endian),
   written from the UAPI headers independently of ipc_layout.h. struct ipc64_perm of
   arch/powerpc/include/uapi/asm/ipcbuf.h: key, uid, gid, cuid, cgid (4 bytes each), a
   4-byte mode, a 4-byte seq (not PERM()'s 2: a 2-byte read would miss 0x5678), __pad1,
   __unused1 and __unused2 (8 each): 48 bytes. After it, asm/sembuf.h: otime_high,
   otime, ctime_high, ctime, nsems, 2 unused (76, padded to 80 by the perm's 8-byte
   alignment); asm/shmbuf.h: atime_high, atime, dtime_high, dtime, ctime_high, ctime,
   __unused4, segsz, cpid, lpid, nattch, 2 unused (100, padded to 104); asm/msgbuf.h:
   stime_high, stime, rtime_high, rtime, ctime_high, ctime, cbytes, qnum, qbytes, lspid,
   lrpid, 2 unused (100, padded to 104). */
#define T64_PPC_PERM \
	{ 0, 4, 0, 0, 0x11223344 }, { 4, 4, 0, 0, 1001 }, { 8, 4, 0, 0, 1002 }, \
	{ 12, 4, 0, 0, 1003 }, { 16, 4, 0, 0, 1004 }, { 20, 4, 0, 0, 01640 }, \
	{ 24, 4, 0, 0, 0x5678 }
#define T64_IPC_IMAGES \
	{ T64_IPC_LAYOUT, 80, 104, 104, \
	  { T64_PPC_PERM, { 52, 4, 48, 4, T_A }, { 60, 4, 56, 4, T_B }, { 64, 4, 0, 0, 3 } }, \
	  { T64_PPC_PERM, { 76, 4, 0, 0, 8192 }, { 52, 4, 48, 4, T_A }, { 60, 4, 56, 4, T_B }, \
	    { 68, 4, 64, 4, T_C }, { 80, 4, 0, 0, 4001 }, { 84, 4, 0, 0, 4002 }, { 88, 4, 0, 0, 2 } }, \
	  { T64_PPC_PERM, { 52, 4, 48, 4, T_A }, { 60, 4, 56, 4, T_B }, { 68, 4, 64, 4, T_C }, \
	    { 72, 4, 0, 0, 16 }, { 76, 4, 0, 0, 2 }, { 80, 4, 0, 0, 16384 }, { 84, 4, 0, 0, 4001 }, \
	    { 88, 4, 0, 0, 4002 } } }
