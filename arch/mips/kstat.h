/* The fallback stat call of mips o32 (fstatat64) fills the kernel's struct stat64
   (arch/mips/include/uapi/asm/stat.h): 32-bit st_dev/st_rdev with padding, times before
   st_blksize. Its times are signed longs, as the header says: file times before 1970
   exist. A time past 2038 comes back truncated by the kernel, undetectably; statx is
   tried first, so only kernels before 4.11 get here. */
#ifndef T64_KSTAT_H
#define T64_KSTAT_H
#define T64_NR_kstat SYS_fstatat64
struct t64_kstat {
	unsigned long st_dev;
	unsigned long __pad0[3];
	unsigned long long st_ino;
	unsigned st_mode;
	unsigned st_nlink;
	unsigned st_uid;
	unsigned st_gid;
	unsigned long st_rdev;
	unsigned long __pad1[3];
	long long st_size;
	long st_atim_sec;
	unsigned long st_atim_nsec;
	long st_mtim_sec;
	unsigned long st_mtim_nsec;
	long st_ctim_sec;
	unsigned long st_ctim_nsec;
	unsigned long st_blksize;
	unsigned long __pad2;
	long long st_blocks;
};
#endif
