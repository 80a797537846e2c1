/* utimensat, futimens, utimes, futimes, lutimes, futimesat, utime with 32-bit times: they only
   widen (sign-extended), so nothing can overflow. UTIME_NOW/UTIME_OMIT pass through. */
#include <sys/stat.h>
#include <sys/time.h>
#include <utime.h>
#include "time32.h"

static struct timespec *widen_ts(struct timespec ts[2], const struct timespec32 *t32)
{
	if (!t32) return 0;
	for (int i = 0; i < 2; i++) ts[i] = (struct timespec){ t32[i].tv_sec, t32[i].tv_nsec };
	return ts;
}

static struct timeval *widen_tv(struct timeval tv[2], const struct timeval32 *t32)
{
	if (!t32) return 0;
	for (int i = 0; i < 2; i++) tv[i] = (struct timeval){ t32[i].tv_sec, t32[i].tv_usec };
	return tv;
}

T32_SYMBOL(utimensat);
int __t32_utimensat(int dirfd, const char *path, const struct timespec32 t32[2], int flags)
{
	struct timespec ts[2];
	return utimensat(dirfd, path, widen_ts(ts, t32), flags);
}

T32_SYMBOL(futimens);
int __t32_futimens(int fd, const struct timespec32 t32[2])
{
	struct timespec ts[2];
	return futimens(fd, widen_ts(ts, t32));
}

T32_SYMBOL(utimes);
int __t32_utimes(const char *path, const struct timeval32 t32[2])
{
	struct timeval tv[2];
	return utimes(path, widen_tv(tv, t32));
}

T32_SYMBOL(futimes);
int __t32_futimes(int fd, const struct timeval32 t32[2])
{
	struct timeval tv[2];
	return futimes(fd, widen_tv(tv, t32));
}

T32_SYMBOL(lutimes);
int __t32_lutimes(const char *path, const struct timeval32 t32[2])
{
	struct timeval tv[2];
	return lutimes(path, widen_tv(tv, t32));
}

T32_SYMBOL(utime);
int __t32_utime(const char *path, const struct utimbuf32 *t32)
{
	struct utimbuf t;
	if (t32) t = (struct utimbuf){ t32->actime, t32->modtime };
	return utime(path, t32 ? &t : 0);
}

T32_SYMBOL_AT(futimesat, "T32_1.1");
int __t32_futimesat(int dirfd, const char *path, const struct timeval32 t32[2])
{
	struct timeval tv[2];
	return futimesat(dirfd, path, widen_tv(tv, t32));
}
