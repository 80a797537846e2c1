/* SHMLBA, the alignment shmat's SHM_RND rounds to: mips's kernel asm/shmparam.h has
   0x40000 (no UAPI header has it), the largest cache alias span of any mips core. */
#ifndef T64_BITS_SHM_H
#define T64_BITS_SHM_H
#define SHMLBA 0x40000
#endif
