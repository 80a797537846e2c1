/* The fallback stat call of i386 (fstatat64) fills the kernel's struct stat64
   (arch/x86/include/uapi/asm/stat.h; 4-byte alignment of long long on i386 gives its
   packed layout). Its 32-bit times are declared signed (the header says unsigned long):
   the kernel stores the inode's signed time truncated, and file times before 1970 exist.
   A time past 2038 comes back truncated by the kernel, undetectably; statx is tried
   first, so only kernels before 4.11 get here. */
#ifndef T64_KSTAT_H
#define T64_KSTAT_H
#define T64_NR_kstat SYS_fstatat64
struct t64_kstat {
	unsigned long long st_dev;
	unsigned char __pad0[4];
	unsigned long __st_ino;
	unsigned st_mode;
	unsigned st_nlink;
	unsigned long st_uid;
	unsigned long st_gid;
	unsigned long long st_rdev;
	unsigned char __pad3[4];
	long long st_size;
	unsigned long st_blksize;
	unsigned long long st_blocks;
	long st_atim_sec;
	unsigned long st_atim_nsec;
	long st_mtim_sec;
	unsigned long st_mtim_nsec;
	long st_ctim_sec;
	unsigned long st_ctim_nsec;
	unsigned long long st_ino;
};
#endif
