/* SHMLBA, the alignment shmat's SHM_RND rounds to: the kernel's arch/<arch>/include/
   asm/shmparam.h (no UAPI header has it). PAGE_SIZE (4096) on x86_64 and i386. */
#ifndef T64_BITS_SHM_H
#define T64_BITS_SHM_H
#define SHMLBA 4096
#endif
