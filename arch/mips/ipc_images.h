/* test/unit/ipc_layout.c's images of mips o32's IPC structures (big-endian), written
   from the UAPI headers independently of ipc_layout.h: arch/mips/include/uapi/asm/
   sembuf.h (high words after sem_nsems), shmbuf.h (16-bit highs after shm_nattch),
   msgbuf.h __MIPSEB__ (each high word before its low word); 32-bit mode. */
#define T64_IPC_IMAGES \
	{ T64_IPC_LAYOUT, 56, 72, 88, \
	  { PERM(4), { 36, 4, 48, 4, T_A }, { 40, 4, 52, 4, T_B }, { 44, 4, 0, 0, 3 } }, \
	  { PERM(4), { 36, 4, 0, 0, 8192 }, { 40, 4, 64, 2, T_A }, { 44, 4, 66, 2, T_B }, \
	    { 48, 4, 68, 2, T_C }, { 52, 4, 0, 0, 4001 }, { 56, 4, 0, 0, 4002 }, { 60, 4, 0, 0, 2 } }, \
	  { PERM(4), { 40, 4, 36, 4, T_A }, { 48, 4, 44, 4, T_B }, { 56, 4, 52, 4, T_C }, \
	    { 60, 4, 0, 0, 16 }, { 64, 4, 0, 0, 2 }, { 68, 4, 0, 0, 16384 }, { 72, 4, 0, 0, 4001 }, \
	    { 76, 4, 0, 0, 4002 } } }
