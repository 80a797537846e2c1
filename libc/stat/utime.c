#include <fcntl.h>
#include <sys/stat.h>
#include <utime.h>

int utime(const char *path, const struct utimbuf *t)
{
	struct timespec ts[2];
	if (t) {
		ts[0] = (struct timespec){ t->actime, 0 };
		ts[1] = (struct timespec){ t->modtime, 0 };
	}
	return utimensat(AT_FDCWD, path, t ? ts : 0, 0);
}
