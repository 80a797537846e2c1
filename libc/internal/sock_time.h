/* The socket calls whose buffers carry a time, as the library's other parts (the T32_1.0
   twins) reach them: each returns the kernel's result or -errno. */
#ifndef T64_INTERNAL_SOCK_TIME_H
#define T64_INTERNAL_SOCK_TIME_H
#include <sys/socket.h>
#include "hidden.h"

/* The time options' *_NEW names (and every other option) as setsockopt and getsockopt
   take them, with the *_OLD fallback. */
T64_HIDDEN long __t64_setsockopt(int fd, int level, int name, const void *value, socklen_t len);
T64_HIDDEN long __t64_getsockopt(int fd, int level, int name, void *value, socklen_t *len);
/* The time64 requests of sysdeps/linux/ioctl/ioctl_table.c (SIOCGSTAMP*_NEW, the device
   requests of Linux 5.6) with their fallback; other requests unchanged. */
T64_HIDDEN long __t64_ioctl(int fd, unsigned long request, void *arg);
/* The kernel's messages as it wrote them: control messages not rewritten. */
T64_HIDDEN long __t64_recvmsg(int fd, struct msghdr *msg, int flags);
T64_HIDDEN long __t64_recvmmsg(int fd, struct mmsghdr *msgs, unsigned n, int flags,
                               struct timespec *timeout);
#endif
