/* File status and file times, implemented in sysdeps/linux/ for the front ends in
   libc/stat/. Each returns 0 or -errno; times are already checked by the front end. */
#ifndef T64_INTERNAL_FILES_H
#define T64_INTERNAL_FILES_H
#include <sys/stat.h>

int __t64_fstatat(int dirfd, const char *path, struct stat *st, int flags);
int __t64_utimensat(int dirfd, const char *path, const struct timespec times[2], int flags);
/* The kernel's statx, nothing more: -ENOSYS before Linux 4.11. */
int __t64_statx(int dirfd, const char *path, int flags, unsigned mask, struct statx *buf);

/* tv_nsec of a file time: in range, or UTIME_NOW / UTIME_OMIT. */
static inline int __t64_valid_filetime(const struct timespec *ts)
{
	return (ts->tv_nsec >= 0 && ts->tv_nsec < 1000000000L) || ts->tv_nsec == UTIME_NOW
		|| ts->tv_nsec == UTIME_OMIT;
}
#endif
