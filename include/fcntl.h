#ifndef _FCNTL_H
#define _FCNTL_H
#include <sys/types.h>
#include <bits/fcntl.h>
#ifdef __cplusplus
extern "C" {
#endif
#define O_RDONLY 00
#define O_WRONLY 01
#define O_RDWR 02
#define O_ACCMODE 03
/* include/uapi/linux/fcntl.h: the same on every arch. */
#define AT_FDCWD (-100)
#define AT_SYMLINK_NOFOLLOW 0x100
#define AT_REMOVEDIR 0x200
#define AT_SYMLINK_FOLLOW 0x400
#define AT_NO_AUTOMOUNT 0x800
#define AT_EMPTY_PATH 0x1000
/* statx's synchronisation with a network file system's server (include/uapi/linux/fcntl.h). */
#define AT_STATX_SYNC_TYPE    0x6000
#define AT_STATX_SYNC_AS_STAT 0x0000
#define AT_STATX_FORCE_SYNC   0x2000
#define AT_STATX_DONT_SYNC    0x4000
int open(const char *path, int flags, ...);
int openat(int dirfd, const char *path, int flags, ...);
#ifdef __cplusplus
}
#endif
#endif
