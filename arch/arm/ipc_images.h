/* test/unit/ipc_layout.c's images of arm's IPC structures, written from the UAPI
   headers independently of ipc_layout.h: asm-generic sembuf.h / shmbuf.h / msgbuf.h,
   each *_high right after its low word; 16-bit mode
   (arch/arm/include/uapi/asm/posix_types.h). */
#define T64_IPC_IMAGES GENERIC32_IMAGES(T64_IPC_LAYOUT, 2)
