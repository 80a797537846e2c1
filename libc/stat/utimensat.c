#include <errno.h>
#include <sys/stat.h>
#include "files.h"

/* A bad tv_nsec is refused here, before the file is touched, whatever call runs. */
int utimensat(int dirfd, const char *path, const struct timespec ts[2], int flags)
{
	int r = ts && (!__t64_valid_filetime(&ts[0]) || !__t64_valid_filetime(&ts[1]))
		? -EINVAL : __t64_utimensat(dirfd, path, ts, flags);
	if (r) {
		errno = -r;
		return -1;
	}
	return 0;
}

/* utimensat with a NULL path changes the descriptor's file (the kernel's own futimens). */
int futimens(int fd, const struct timespec ts[2])
{
	return utimensat(fd, 0, ts, 0);
}
