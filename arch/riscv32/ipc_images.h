/* test/unit/ipc_layout.c's images of riscv32's IPC structures, written from the UAPI
   headers independently of ipc_layout.h: asm-generic sembuf.h / shmbuf.h / msgbuf.h with
   32-bit longs, each *_high right after its low word; 32-bit mode
   (include/uapi/asm-generic/posix_types.h). */
#define T64_IPC_IMAGES GENERIC32_IMAGES(T64_IPC_LAYOUT, 4)
