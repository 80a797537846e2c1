/* x86_64's own stat call (newfstatat) already carries 64-bit times: the kernel's struct
   stat of arch/x86/include/uapi/asm/stat.h. The times are declared signed here (the
   header says unsigned long): file times before 1970 exist. */
#ifndef T64_KSTAT_H
#define T64_KSTAT_H
#define T64_NR_kstat SYS_newfstatat
struct t64_kstat {
	unsigned long st_dev;
	unsigned long st_ino;
	unsigned long st_nlink;
	unsigned st_mode;
	unsigned st_uid;
	unsigned st_gid;
	unsigned __pad0;
	unsigned long st_rdev;
	long st_size;
	long st_blksize;
	long st_blocks;
	long st_atim_sec;
	long st_atim_nsec;
	long st_mtim_sec;
	long st_mtim_nsec;
	long st_ctim_sec;
	long st_ctim_nsec;
	long __unused[3];
};
#endif
