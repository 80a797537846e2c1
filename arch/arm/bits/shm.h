/* SHMLBA, the alignment shmat's SHM_RND rounds to: arm's kernel asm/shmparam.h has
   4 * PAGE_SIZE (no UAPI header has it), against the aliasing of VIPT caches. */
#ifndef T64_BITS_SHM_H
#define T64_BITS_SHM_H
#define SHMLBA 16384
#endif
