#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include "files.h"

int fstatat(int dirfd, const char *restrict path, struct stat *restrict st, int flags)
{
	int r = __t64_fstatat(dirfd, path, st, flags);
	if (r) {
		errno = -r;
		return -1;
	}
	return 0;
}

int stat(const char *restrict path, struct stat *restrict st)
{
	return fstatat(AT_FDCWD, path, st, 0);
}

int lstat(const char *restrict path, struct stat *restrict st)
{
	return fstatat(AT_FDCWD, path, st, AT_SYMLINK_NOFOLLOW);
}

/* An empty path with AT_EMPTY_PATH is the descriptor itself (Linux 2.6.39). */
int fstat(int fd, struct stat *st)
{
	return fstatat(fd, "", st, AT_EMPTY_PATH);
}
