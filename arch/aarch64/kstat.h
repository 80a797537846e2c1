/* aarch64's stat call is newfstatat (asm-generic/unistd.h's __NR3264_fstatat on a 64-bit
   arch), which already carries 64-bit times: the struct stat of include/uapi/
   asm-generic/stat.h (32-bit mode, nlink and blksize, unlike x86_64's). The times are
   declared signed here (the nanoseconds are unsigned long there): file times before 1970
   exist. */
#ifndef T64_KSTAT_H
#define T64_KSTAT_H
#define T64_NR_kstat SYS_newfstatat
struct t64_kstat {
	unsigned long st_dev;
	unsigned long st_ino;
	unsigned st_mode;
	unsigned st_nlink;
	unsigned st_uid;
	unsigned st_gid;
	unsigned long st_rdev;
	unsigned long __pad1;
	long st_size;
	int st_blksize;
	int __pad2;
	long st_blocks;
	long st_atim_sec;
	long st_atim_nsec;
	long st_mtim_sec;
	long st_mtim_nsec;
	long st_ctim_sec;
	long st_ctim_nsec;
	unsigned __unused4;
	unsigned __unused5;
};
#endif
