#ifndef _SYS_TYPES_H
#define _SYS_TYPES_H
#include <features.h>
#include <stddef.h>
#include <stdint.h>
/* time_t is 64-bit on every target: long on LP64 and long long on ILP32, the same
   type glibc uses with _TIME_BITS=64, so C++ mangling and printf formats agree. */
#if __SIZEOF_LONG__ == 8
typedef long time_t;
typedef long suseconds_t;
#else
typedef long long time_t;
/* 64-bit like glibc's __suseconds64_t, so struct timeval is two 64-bit words everywhere. */
typedef long long suseconds_t;
#endif
typedef long long off_t;
typedef long ssize_t;
typedef int pid_t;
typedef unsigned uid_t;
typedef unsigned gid_t;
typedef unsigned mode_t;
typedef int clockid_t;
typedef int key_t;
typedef unsigned long long dev_t;
typedef unsigned long long ino_t;
typedef unsigned nlink_t;
typedef long blksize_t;
typedef long long blkcnt_t;
typedef void *timer_t;
typedef long clock_t;
#endif
