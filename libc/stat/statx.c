/* statx. A kernel before 4.11 has no statx (ENOSYS): as glibc and musl do, the answer
   is then made from fstatat, with the basic fields only (stx_mask says which). */
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include "files.h"

static int from_fstatat(int dirfd, const char *path, int flags, struct statx *buf)
{
	struct stat st;
	/* fstatat knows the path flags, not statx's synchronisation modes. */
	if (flags & ~(AT_SYMLINK_NOFOLLOW | AT_NO_AUTOMOUNT | AT_EMPTY_PATH | AT_STATX_SYNC_TYPE))
		return -EINVAL;
	int r = __t64_fstatat(dirfd, path, &st, flags & ~AT_STATX_SYNC_TYPE);
	if (r) return r;
	*buf = (struct statx){
		.stx_mask = STATX_BASIC_STATS, .stx_blksize = (uint32_t)st.st_blksize,
		.stx_nlink = st.st_nlink, .stx_uid = st.st_uid, .stx_gid = st.st_gid,
		.stx_mode = (uint16_t)st.st_mode, .stx_ino = st.st_ino, .stx_size = (uint64_t)st.st_size,
		.stx_blocks = (uint64_t)st.st_blocks,
		.stx_atime = { st.st_atim.tv_sec, (uint32_t)st.st_atim.tv_nsec, 0 },
		.stx_mtime = { st.st_mtim.tv_sec, (uint32_t)st.st_mtim.tv_nsec, 0 },
		.stx_ctime = { st.st_ctim.tv_sec, (uint32_t)st.st_ctim.tv_nsec, 0 },
		.stx_rdev_major = __t64_dev_major(st.st_rdev),
		.stx_rdev_minor = __t64_dev_minor(st.st_rdev),
		.stx_dev_major = __t64_dev_major(st.st_dev), .stx_dev_minor = __t64_dev_minor(st.st_dev),
	};
	return 0;
}

int statx(int dirfd, const char *restrict path, int flags, unsigned mask,
          struct statx *restrict buf)
{
	int r = __t64_statx(dirfd, path, flags, mask, buf);
	if (r == -ENOSYS) r = from_fstatat(dirfd, path, flags, buf);
	if (r) {
		errno = -r;
		return -1;
	}
	return 0;
}
