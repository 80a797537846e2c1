/* test/unit/ipc_layout.c's images of x86_64's IPC structures, written from the UAPI
   headers independently of ipc_layout.h: arch/x86/include/uapi/asm/sembuf.h
   (!__i386__), asm-generic shmbuf.h and msgbuf.h with 64-bit longs; ipc64_perm is 48
   bytes. */
#define T64_IPC_IMAGES \
	{ T64_IPC_LAYOUT, 104, 112, 120, \
	  { PERM(4), { 48, 8, 0, 0, T_A }, { 64, 8, 0, 0, T_B }, { 80, 8, 0, 0, 3 } }, \
	  { PERM(4), { 48, 8, 0, 0, 8192 }, { 56, 8, 0, 0, T_A }, { 64, 8, 0, 0, T_B }, \
	    { 72, 8, 0, 0, T_C }, { 80, 4, 0, 0, 4001 }, { 84, 4, 0, 0, 4002 }, { 88, 8, 0, 0, 2 } }, \
	  { PERM(4), { 48, 8, 0, 0, T_A }, { 56, 8, 0, 0, T_B }, { 64, 8, 0, 0, T_C }, \
	    { 72, 8, 0, 0, 16 }, { 80, 8, 0, 0, 2 }, { 88, 8, 0, 0, 16384 }, { 96, 4, 0, 0, 4001 }, \
	    { 100, 4, 0, 0, 4002 } } }
