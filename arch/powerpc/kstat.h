/* The fallback stat call of 32-bit powerpc (fstatat64, 291) fills the kernel's struct
   stat64 (arch/powerpc/include/uapi/asm/stat.h): 64-bit st_dev, st_ino and st_rdev, a
   16-bit pad after st_rdev, st_size aligned to 8, int st_blksize, and the times as an
   int and an unsigned nanosecond word each (signed, as the header says: file times
   before 1970 exist). A time past 2038 comes back truncated by the kernel, undetectably;
   statx is tried first, so only kernels before 4.11 get here. */
#ifndef T64_KSTAT_H
#define T64_KSTAT_H
#define T64_NR_kstat SYS_fstatat64
struct t64_kstat {
	unsigned long long st_dev;
	unsigned long long st_ino;
	unsigned st_mode;
	unsigned st_nlink;
	unsigned st_uid;
	unsigned st_gid;
	unsigned long long st_rdev;
	unsigned short __pad2;
	long long st_size;
	int st_blksize;
	long long st_blocks;
	int st_atim_sec;
	unsigned st_atim_nsec;
	int st_mtim_sec;
	unsigned st_mtim_nsec;
	int st_ctim_sec;
	unsigned st_ctim_nsec;
	unsigned __unused4;
	unsigned __unused5;
};
#endif
