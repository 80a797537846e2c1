#ifndef _SYS_STAT_H
#define _SYS_STAT_H
#include <stdint.h>
#include <sys/types.h>
#include <time.h>
#ifdef __cplusplus
extern "C" {
#endif

/* t64's own layout, the same on every target (it matches no kernel struct: sysdeps fill
   it from statx, or from the arch's old stat call): 64-bit sizes and times. */
struct stat {
	dev_t st_dev;
	ino_t st_ino;
	mode_t st_mode;
	nlink_t st_nlink;
	uid_t st_uid;
	gid_t st_gid;
	dev_t st_rdev;
	off_t st_size;
	blksize_t st_blksize;
	blkcnt_t st_blocks;
	struct timespec st_atim;
	struct timespec st_mtim;
	struct timespec st_ctim;
};
#define st_atime st_atim.tv_sec
#define st_mtime st_mtim.tv_sec
#define st_ctime st_ctim.tv_sec

#define S_IFMT   0170000
#define S_IFDIR  0040000
#define S_IFCHR  0020000
#define S_IFBLK  0060000
#define S_IFREG  0100000
#define S_IFIFO  0010000
#define S_IFLNK  0120000
#define S_IFSOCK 0140000
#define S_ISDIR(m) (((m) & S_IFMT) == S_IFDIR)
#define S_ISCHR(m) (((m) & S_IFMT) == S_IFCHR)
#define S_ISBLK(m) (((m) & S_IFMT) == S_IFBLK)
#define S_ISREG(m) (((m) & S_IFMT) == S_IFREG)
#define S_ISFIFO(m) (((m) & S_IFMT) == S_IFIFO)
#define S_ISLNK(m) (((m) & S_IFMT) == S_IFLNK)
#define S_ISSOCK(m) (((m) & S_IFMT) == S_IFSOCK)
/* Linux gives message queues, semaphores and shared memory objects no file type of
   their own (an mq is a regular file of mqueuefs, a POSIX semaphore or shared memory
   object a file of tmpfs), and has no typed memory objects: POSIX lets these be 0.
   The argument is still evaluated for its type, never for its value. */
#define S_TYPEISMQ(buf) ((void)sizeof((buf)->st_mode), 0)
#define S_TYPEISSEM(buf) ((void)sizeof((buf)->st_mode), 0)
#define S_TYPEISSHM(buf) ((void)sizeof((buf)->st_mode), 0)
#define S_TYPEISTMO(buf) ((void)sizeof((buf)->st_mode), 0)
#define S_ISUID 04000
#define S_ISGID 02000
#define S_ISVTX 01000
#define S_IRWXU 0700
#define S_IRUSR 0400
#define S_IWUSR 0200
#define S_IXUSR 0100
#define S_IRWXG 070
#define S_IRGRP 040
#define S_IWGRP 020
#define S_IXGRP 010
#define S_IRWXO 07
#define S_IROTH 04
#define S_IWOTH 02
#define S_IXOTH 01

/* tv_nsec values of utimensat (include/linux/stat.h; not in the UAPI headers). */
#define UTIME_NOW  ((1l << 30) - 1l)
#define UTIME_OMIT ((1l << 30) - 2l)

/* statx (Linux 4.11), the one stat call whose times are 64-bit on every arch, with the
   kernel's own structure (include/uapi/linux/stat.h). Where that header can be reached
   (a program built with t64.pc's uapi_cflags) it is the definition, so that a program
   may include both; otherwise t64's copy of it, checked against it by
   test/uapi/check-tables. */
#if defined __has_include
#if __has_include(<linux/stat.h>)
#include <linux/stat.h>
#endif
#endif
#ifndef STATX_TYPE
struct statx_timestamp {
	int64_t tv_sec;
	uint32_t tv_nsec;
	int32_t __reserved;
};

struct statx {
	uint32_t stx_mask;
	uint32_t stx_blksize;
	uint64_t stx_attributes;
	uint32_t stx_nlink;
	uint32_t stx_uid;
	uint32_t stx_gid;
	uint16_t stx_mode;
	uint16_t __spare0;
	uint64_t stx_ino;
	uint64_t stx_size;
	uint64_t stx_blocks;
	uint64_t stx_attributes_mask;
	struct statx_timestamp stx_atime;
	struct statx_timestamp stx_btime;
	struct statx_timestamp stx_ctime;
	struct statx_timestamp stx_mtime;
	uint32_t stx_rdev_major;
	uint32_t stx_rdev_minor;
	uint32_t stx_dev_major;
	uint32_t stx_dev_minor;
	uint64_t stx_mnt_id;
	uint32_t stx_dio_mem_align;
	uint32_t stx_dio_offset_align;
	uint64_t __spare3[12];
};

#define STATX_TYPE        0x00000001U
#define STATX_MODE        0x00000002U
#define STATX_NLINK       0x00000004U
#define STATX_UID         0x00000008U
#define STATX_GID         0x00000010U
#define STATX_ATIME       0x00000020U
#define STATX_MTIME       0x00000040U
#define STATX_CTIME       0x00000080U
#define STATX_INO         0x00000100U
#define STATX_SIZE        0x00000200U
#define STATX_BLOCKS      0x00000400U
#define STATX_BASIC_STATS 0x000007ffU
#define STATX_BTIME       0x00000800U
#define STATX_MNT_ID      0x00001000U
#define STATX_DIOALIGN    0x00002000U
#define STATX__RESERVED   0x80000000U

#define STATX_ATTR_COMPRESSED 0x00000004
#define STATX_ATTR_IMMUTABLE  0x00000010
#define STATX_ATTR_APPEND     0x00000020
#define STATX_ATTR_NODUMP     0x00000040
#define STATX_ATTR_ENCRYPTED  0x00000800
#define STATX_ATTR_AUTOMOUNT  0x00001000
#define STATX_ATTR_MOUNT_ROOT 0x00002000
#define STATX_ATTR_VERITY     0x00100000
#define STATX_ATTR_DAX        0x00200000
#endif

int stat(const char *restrict path, struct stat *restrict st);
int fstat(int fd, struct stat *st);
int lstat(const char *restrict path, struct stat *restrict st);
int fstatat(int dirfd, const char *restrict path, struct stat *restrict st, int flags);
int utimensat(int dirfd, const char *path, const struct timespec times[2], int flags);
int futimens(int fd, const struct timespec times[2]);
int statx(int dirfd, const char *restrict path, int flags, unsigned mask,
          struct statx *restrict buf);

#ifdef __cplusplus
}
#endif
#endif
