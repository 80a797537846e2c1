/* What <sys/select.h> and <sys/time.h> both define (POSIX.1-2024 asks it of each):
   struct timeval, fd_set with its macros, and select. One definition, included by both;
   it includes neither of them, so either may come first. */
#ifndef T64_BITS_SELECT_H
#define T64_BITS_SELECT_H
#include <sys/types.h>
#ifdef __cplusplus
extern "C" {
#endif

/* Two 64-bit words on every target, as glibc's _TIME_BITS=64 struct timeval. */
struct timeval {
	time_t tv_sec;
	suseconds_t tv_usec;
};

/* The kernel's fd_set (include/uapi/linux/posix_types.h): FD_SETSIZE bits in unsigned
   longs, bit fd % (bits per long) of word fd / (bits per long), on either byte order. */
#define FD_SETSIZE 1024
#define __T64_NFDBITS ((int)(8 * sizeof(unsigned long)))
typedef struct { unsigned long fds_bits[FD_SETSIZE / (8 * sizeof(unsigned long))]; } fd_set;

#define FD_ZERO(s) ((void)__builtin_memset((s), 0, sizeof(fd_set)))
#define FD_SET(d, s) ((void)((s)->fds_bits[(d) / __T64_NFDBITS] |= 1UL << ((d) % __T64_NFDBITS)))
#define FD_CLR(d, s) ((void)((s)->fds_bits[(d) / __T64_NFDBITS] &= ~(1UL << ((d) % __T64_NFDBITS))))
#define FD_ISSET(d, s) (((s)->fds_bits[(d) / __T64_NFDBITS] & (1UL << ((d) % __T64_NFDBITS))) != 0)

/* select updates *timeout to the time left, as Linux does. */
int select(int n, fd_set *restrict rfds, fd_set *restrict wfds, fd_set *restrict efds,
           struct timeval *restrict timeout);

#ifdef __cplusplus
}
#endif
#endif
