/* stat, fstat, lstat, fstatat with the old struct stat (struct stat32). A file time that
   does not fit 32 bits gives EOVERFLOW and leaves the caller's struct alone. */
#include <fcntl.h>
#include <sys/stat.h>
#include "time32.h"

T32_SYMBOL(fstatat);
int __t32_fstatat(int dirfd, const char *restrict path, struct stat32 *restrict st32, int flags)
{
	struct stat st;
	if (fstatat(dirfd, path, &st, flags)) return -1;
	if (!__t64_fits_time32(st.st_atim.tv_sec) || !__t64_fits_time32(st.st_mtim.tv_sec)
	    || !__t64_fits_time32(st.st_ctim.tv_sec)) {
		errno = EOVERFLOW;
		return -1;
	}
	*st32 = (struct stat32){
		.st_dev = st.st_dev, .st_ino = st.st_ino, .st_mode = st.st_mode,
		.st_nlink = st.st_nlink, .st_uid = st.st_uid, .st_gid = st.st_gid,
		.st_rdev = st.st_rdev, .st_size = st.st_size, .st_blksize = st.st_blksize,
		.st_blocks = st.st_blocks,
		.st_atim = { (int32_t)st.st_atim.tv_sec, (int32_t)st.st_atim.tv_nsec },
		.st_mtim = { (int32_t)st.st_mtim.tv_sec, (int32_t)st.st_mtim.tv_nsec },
		.st_ctim = { (int32_t)st.st_ctim.tv_sec, (int32_t)st.st_ctim.tv_nsec },
	};
	return 0;
}

T32_SYMBOL(stat);
int __t32_stat(const char *restrict path, struct stat32 *restrict st32)
{
	return __t32_fstatat(AT_FDCWD, path, st32, 0);
}

T32_SYMBOL(lstat);
int __t32_lstat(const char *restrict path, struct stat32 *restrict st32)
{
	return __t32_fstatat(AT_FDCWD, path, st32, AT_SYMLINK_NOFOLLOW);
}

T32_SYMBOL(fstat);
int __t32_fstat(int fd, struct stat32 *st32)
{
	return __t32_fstatat(fd, "", st32, AT_EMPTY_PATH);
}
