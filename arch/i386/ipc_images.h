/* test/unit/ipc_layout.c's images of i386's IPC structures, written from the UAPI
   headers independently of ipc_layout.h: asm-generic sembuf.h / shmbuf.h / msgbuf.h
   (and x86's sembuf.h __i386__ branch), each *_high right after its low word; 16-bit
   mode (arch/x86/include/uapi/asm/posix_types_32.h). */
#define T64_IPC_IMAGES GENERIC32_IMAGES(T64_IPC_LAYOUT, 2)
