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

/* glibc's dev_t encoding (gnu_dev_makedev), which the kernel's 64-bit stat calls use,
   and its inverse: struct statx has the major and minor apart. */
static inline unsigned long long __t64_makedev(unsigned major, unsigned minor)
{
	return ((major & 0xfffff000ULL) << 32) | ((major & 0xfffULL) << 8)
		| ((minor & 0xffffff00ULL) << 12) | (minor & 0xffULL);
}

static inline unsigned __t64_dev_major(unsigned long long dev)
{
	return (unsigned)(((dev >> 32) & 0xfffff000u) | ((dev >> 8) & 0xfffu));
}

static inline unsigned __t64_dev_minor(unsigned long long dev)
{
	return (unsigned)(((dev >> 12) & 0xffffff00u) | (dev & 0xffu));
}
#endif
