/* The kernel's struct statx (include/uapi/linux/stat.h): one layout on every arch, with
   64-bit signed seconds. */
#ifndef T64_STATX_H
#define T64_STATX_H
#include <stdint.h>

#define T64_STATX_BASIC_STATS 0x7ffu

struct t64_statx_timestamp {
	int64_t tv_sec;
	uint32_t tv_nsec;
	int32_t __reserved;
};

struct t64_statx {
	uint32_t stx_mask;
	uint32_t stx_blksize;
	uint64_t stx_attributes;
	uint32_t stx_nlink;
	uint32_t stx_uid;
	uint32_t stx_gid;
	uint16_t stx_mode;
	uint16_t __spare0;
	uint64_t stx_ino;
	uint64_t stx_size;
	uint64_t stx_blocks;
	uint64_t stx_attributes_mask;
	struct t64_statx_timestamp stx_atime, stx_btime, stx_ctime, stx_mtime;
	uint32_t stx_rdev_major;
	uint32_t stx_rdev_minor;
	uint32_t stx_dev_major;
	uint32_t stx_dev_minor;
	uint64_t __spare2[14];
};

/* glibc's dev_t encoding (gnu_dev_makedev), which the kernel's 64-bit stat calls use. */
static inline unsigned long long __t64_makedev(uint32_t major, uint32_t minor)
{
	return ((major & 0xfffff000ULL) << 32) | ((major & 0xfffULL) << 8)
		| ((minor & 0xffffff00ULL) << 12) | (minor & 0xffULL);
}
#endif
