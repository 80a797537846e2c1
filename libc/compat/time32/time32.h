/* The old ABI (T32_1.0) of 32-bit targets, as binaries linked before the switch to a
   64-bit time_t see it (docs/abi.md): a signed 32-bit time_t, and timespec and timeval
   as two 32-bit words. Each twin widens its inputs exactly, calls the 64-bit function and
   narrows its results; a result that does not fit gives EOVERFLOW and leaves the caller's
   output untouched. Nothing is silently wrapped. */
#ifndef T64_COMPAT_TIME32_H
#define T64_COMPAT_TIME32_H
#include <errno.h>
#include <stdint.h>
#include <time.h>

typedef int32_t time32_t;
struct timespec32 { int32_t tv_sec; int32_t tv_nsec; };
struct timeval32 { int32_t tv_sec; int32_t tv_usec; };
/* itimerspec, itimerval and utimbuf of 32-bit times, and the
   old struct stat: t64's own layout with the three times as struct timespec32. */
struct itimerspec32 { struct timespec32 it_interval, it_value; };
struct itimerval32 { struct timeval32 it_interval, it_value; };
struct utimbuf32 { time32_t actime, modtime; };
struct stat32 {
	unsigned long long st_dev, st_ino;
	unsigned st_mode, st_nlink, st_uid, st_gid;
	unsigned long long st_rdev;
	long long st_size;
	long st_blksize;
	long long st_blocks;
	struct timespec32 st_atim, st_mtim, st_ctim;
};

static inline int __t64_fits_time32(long long t) { return t >= INT32_MIN && t <= INT32_MAX; }

/* The twin of timegm or mktime (f): f on a copy of *tm, whose fields are written back
   only when the result fits 32 bits; else -1 and EOVERFLOW. f's own -1 is an error only
   when it set errno (1969-12-31T23:59:59Z is -1 too). */
static inline time32_t __t32_from_tm(time_t (*f)(struct tm *), struct tm *tm)
{
	struct tm copy = *tm;
	int saved = errno;
	errno = 0;
	time_t t = f(&copy);
	if (t == (time_t)-1 && errno) return -1;
	errno = saved;
	if (!__t64_fits_time32(t)) {
		errno = EOVERFLOW;
		return -1;
	}
	*tm = copy;
	return (time32_t)t;
}

/* Binds __t32_NAME to NAME@NODE: a non-default version in libt64.so.1; the default
   one in the link stub of the old-binary tests (libc/t64.map). NODE is the old ABI's node
   of the release that added NAME: T32_1.0, or T32_1.1 for the twins of the functions
   T64_1.1 added (a released node never grows). */
#ifdef T64_LINK_STUB
#define T32_SYMBOL_AT(name, node) __asm__(".symver __t32_" #name ", " #name "@@" node)
#else
#define T32_SYMBOL_AT(name, node) __asm__(".symver __t32_" #name ", " #name "@" node)
#endif
#define T32_SYMBOL(name) T32_SYMBOL_AT(name, "T32_1.0")
#endif
