/* <sys/stat.h>: POSIX.1-2024, but for the functions t64 does not have (docs/headers.md:
   chmod, fchmod, fchmodat, mkdir, mkdirat, mkfifo, mkfifoat, mknod, mknodat, umask). */
#include <sys/stat.h>
#include "conform.h"

MEMBER(struct stat, dev_t, st_dev);
MEMBER(struct stat, ino_t, st_ino);
MEMBER(struct stat, mode_t, st_mode);
MEMBER(struct stat, nlink_t, st_nlink);
MEMBER(struct stat, uid_t, st_uid);
MEMBER(struct stat, gid_t, st_gid);
MEMBER(struct stat, dev_t, st_rdev);
MEMBER(struct stat, off_t, st_size);
MEMBER(struct stat, struct timespec, st_atim);
MEMBER(struct stat, struct timespec, st_mtim);
MEMBER(struct stat, struct timespec, st_ctim);
MEMBER(struct stat, blksize_t, st_blksize);
MEMBER(struct stat, blkcnt_t, st_blocks);
/* The compatibility names of the seconds. */
MEMBER(struct stat, time_t, st_atime);
MEMBER(struct stat, time_t, st_mtime);
MEMBER(struct stat, time_t, st_ctime);

TYPE(blkcnt_t);
TYPE(blksize_t);
TYPE(dev_t);
TYPE(ino_t);
TYPE(mode_t);
TYPE(nlink_t);
TYPE(uid_t);
TYPE(gid_t);
TYPE(off_t);
TYPE(time_t);
MEMBER(struct timespec, time_t, tv_sec);
MEMBER(struct timespec, long, tv_nsec);

CONSTANT(S_IFMT);
CONSTANT(S_IFBLK);
CONSTANT(S_IFCHR);
CONSTANT(S_IFIFO);
CONSTANT(S_IFREG);
CONSTANT(S_IFDIR);
CONSTANT(S_IFLNK);
CONSTANT(S_IFSOCK);
CONSTANT(S_IRWXU);
CONSTANT(S_IRUSR);
CONSTANT(S_IWUSR);
CONSTANT(S_IXUSR);
CONSTANT(S_IRWXG);
CONSTANT(S_IRGRP);
CONSTANT(S_IWGRP);
CONSTANT(S_IXGRP);
CONSTANT(S_IRWXO);
CONSTANT(S_IROTH);
CONSTANT(S_IWOTH);
CONSTANT(S_IXOTH);
CONSTANT(S_ISUID);
CONSTANT(S_ISGID);
CONSTANT(S_ISVTX);
int conform_type_macros(mode_t m, struct stat *buf)
{
	return S_ISBLK(m) + S_ISCHR(m) + S_ISDIR(m) + S_ISFIFO(m) + S_ISREG(m) + S_ISLNK(m) +
	       S_ISSOCK(m) + S_TYPEISMQ(buf) + S_TYPEISSEM(buf) + S_TYPEISSHM(buf);
}
#if !defined(UTIME_NOW) || !defined(UTIME_OMIT)
#error "UTIME_NOW, UTIME_OMIT"
#endif
long conform_utime[] = { UTIME_NOW, UTIME_OMIT };

FUNCTION(int, fstat, (int, struct stat *));
FUNCTION(int, fstatat, (int, const char *restrict, struct stat *restrict, int));
FUNCTION(int, futimens, (int, const struct timespec [2]));
FUNCTION(int, lstat, (const char *restrict, struct stat *restrict));
FUNCTION(int, stat, (const char *restrict, struct stat *restrict));
FUNCTION(int, utimensat, (int, const char *, const struct timespec [2], int));
