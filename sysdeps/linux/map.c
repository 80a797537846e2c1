#include <stdint.h>
#include "map.h"
#include "kernel_call.h"

/* PROT_READ and MAP_PRIVATE (include/uapi/asm-generic/mman-common.h, the same on every
   arch t64 has). mmap2 where the arch has it (its offset counts pages; 0 is 0 either
   way), else mmap. */
#define T64_PROT_READ 1
#define T64_MAP_PRIVATE 2
#ifdef SYS_mmap2
#define T64_NR_mmap SYS_mmap2
#else
#define T64_NR_mmap SYS_mmap
#endif

const void *__t64_map(int fd, size_t len)
{
	long r = __t64_syscall(T64_NR_mmap, 0, len, T64_PROT_READ, T64_MAP_PRIVATE, fd, 0);
	return (unsigned long)r > -4096UL ? 0 : (const void *)(uintptr_t)r;
}

void __t64_unmap(const void *p, size_t len)
{
	__t64_syscall(SYS_munmap, p, len);
}
