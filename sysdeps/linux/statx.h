/* What the stat calls share: struct statx is <sys/stat.h>'s (the kernel's
   include/uapi/linux/stat.h, one layout on every arch, with 64-bit signed seconds). */
#ifndef T64_STATX_H
#define T64_STATX_H
#include <stdint.h>
#include <sys/stat.h>

/* glibc's dev_t encoding (gnu_dev_makedev), which the kernel's 64-bit stat calls use. */
static inline unsigned long long __t64_makedev(uint32_t major, uint32_t minor)
{
	return ((major & 0xfffff000ULL) << 32) | ((major & 0xfffULL) << 8)
		| ((minor & 0xffffff00ULL) << 12) | (minor & 0xffULL);
}

/* And its inverse, for a struct statx made from a struct stat. */
static inline uint32_t __t64_dev_major(unsigned long long dev)
{
	return (uint32_t)(((dev >> 32) & 0xfffff000u) | ((dev >> 8) & 0xfffu));
}

static inline uint32_t __t64_dev_minor(unsigned long long dev)
{
	return (uint32_t)(((dev >> 12) & 0xffffff00u) | (dev & 0xffu));
}
#endif
