/* utimes, futimes, lutimes and futimesat: microsecond times over utimensat. */
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/time.h>

static int widen(struct timespec ts[2], const struct timeval tv[2])
{
	for (int i = 0; i < 2; i++) {
		if (tv[i].tv_usec < 0 || tv[i].tv_usec >= 1000000) {
			errno = EINVAL;
			return -1;
		}
		ts[i].tv_sec = tv[i].tv_sec;
		ts[i].tv_nsec = (long)tv[i].tv_usec * 1000;
	}
	return 0;
}

static int set(int dirfd, const char *path, const struct timeval tv[2], int flags)
{
	struct timespec ts[2];
	if (tv && widen(ts, tv)) return -1;
	return utimensat(dirfd, path, tv ? ts : 0, flags);
}

int utimes(const char *path, const struct timeval tv[2])
{
	return set(AT_FDCWD, path, tv, 0);
}

int futimes(int fd, const struct timeval tv[2])
{
	return set(fd, 0, tv, 0);
}

int lutimes(const char *path, const struct timeval tv[2])
{
	return set(AT_FDCWD, path, tv, AT_SYMLINK_NOFOLLOW);
}

/* A NULL path is dirfd's own file, as the kernel's futimesat (fs/utimes.c) and glibc's
   have it. */
int futimesat(int dirfd, const char *path, const struct timeval tv[2])
{
	return set(dirfd, path, tv, 0);
}
