#ifndef _SYS_SELECT_H
#define _SYS_SELECT_H
#include <signal.h>
#include <sys/time.h>
#ifdef __cplusplus
extern "C" {
#endif

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
int pselect(int n, fd_set *restrict rfds, fd_set *restrict wfds, fd_set *restrict efds,
            const struct timespec *restrict timeout, const sigset_t *restrict mask);

#ifdef __cplusplus
}
#endif
#endif
