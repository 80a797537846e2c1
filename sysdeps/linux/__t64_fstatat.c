#include <sys/stat.h>
#include "files.h"
#include "kernel_features.h"
#include "kernel_call.h"

#if !defined T64_STAT_STATX || defined T64_TIME32_FALLBACK
#include "kstat.h"
/* The arch's own stat call: x86_64's newfstatat (64-bit times), or the fstatat64
   fallback of a 32-bit arch (signed 32-bit times; see kstat.h). */
static long via_kstat(int dirfd, const char *path, struct stat *st, int flags)
{
	struct t64_kstat k;
	long r = __t64_syscall(T64_NR_kstat, dirfd, path, &k, flags);
	if (r) return r;
	*st = (struct stat){
		.st_dev = k.st_dev, .st_ino = k.st_ino, .st_mode = k.st_mode,
		.st_nlink = k.st_nlink, .st_uid = k.st_uid, .st_gid = k.st_gid,
		.st_rdev = k.st_rdev, .st_size = k.st_size, .st_blksize = (long)k.st_blksize,
		.st_blocks = (long long)k.st_blocks,
		.st_atim = { k.st_atim_sec, (long)k.st_atim_nsec },
		.st_mtim = { k.st_mtim_sec, (long)k.st_mtim_nsec },
		.st_ctim = { k.st_ctim_sec, (long)k.st_ctim_nsec },
	};
	return 0;
}
#endif

#ifdef T64_STAT_STATX
static long via_statx(int dirfd, const char *path, struct stat *st, int flags)
{
	struct statx x;
	long r = __t64_syscall(SYS_statx, dirfd, path, flags, STATX_BASIC_STATS, &x);
	if (r) return r;
	*st = (struct stat){
		.st_dev = __t64_makedev(x.stx_dev_major, x.stx_dev_minor), .st_ino = x.stx_ino,
		.st_mode = x.stx_mode, .st_nlink = x.stx_nlink, .st_uid = x.stx_uid,
		.st_gid = x.stx_gid, .st_rdev = __t64_makedev(x.stx_rdev_major, x.stx_rdev_minor),
		.st_size = (long long)x.stx_size, .st_blksize = (long)x.stx_blksize,
		.st_blocks = (long long)x.stx_blocks,
		.st_atim = { x.stx_atime.tv_sec, (long)x.stx_atime.tv_nsec },
		.st_mtim = { x.stx_mtime.tv_sec, (long)x.stx_mtime.tv_nsec },
		.st_ctim = { x.stx_ctime.tv_sec, (long)x.stx_ctime.tv_nsec },
	};
	return 0;
}
#endif

int __t64_fstatat(int dirfd, const char *path, struct stat *st, int flags)
{
#ifdef T64_STAT_STATX
	return (int)T64_TIME64_OR_OLD(T64_FAM_STAT, via_statx(dirfd, path, st, flags),
		via_kstat(dirfd, path, st, flags));
#else
	T64_SET_PATH(T64_FAM_STAT, T64_PATH_TIME64);
	return (int)via_kstat(dirfd, path, st, flags);
#endif
}
