/* recvmmsg: recvmmsg_time64 on a 32-bit-time arch (Linux 5.1), the plain call on a
   64-bit one; after ENOSYS the old call (through socketcall() where the direct one is
   missing too), its relative timeout clamped to INT32_MAX s with the rest given back in
   the time left, as ppoll's. The kernel writes the time left back only when a message
   arrived (net/socket.c __sys_recvmmsg). Then each message's control messages in the
   program's layout (cmsg_widen.c). */
#include <sys/socket.h>
#include "old_timeout.h"
#include "sockcall.h"
#include "sock_time.h"

#ifdef SYS_clock_gettime64
#define T64_NR_recvmmsg SYS_recvmmsg_time64
#else
#define T64_NR_recvmmsg SYS_recvmmsg
#endif

#ifdef T64_TIME32_FALLBACK
/* The kernel takes at most UIO_MAXIOV (include/uapi/linux/uio.h) messages a call. */
#define T64_UIO_MAXIOV 1024

static long recvmmsg_old(int fd, struct mmsghdr *v, unsigned n, int flags, struct timespec *ts)
{
	struct t64_old_timespec o;
	long long extra = ts ? __t64_old_rel_timeout(ts, &o) : 0;
	long r;
	if (extra < 0) return (long)extra;
	r = T64_SOCK(recvmmsg_time32, RECVMMSG, fd, v, n, flags, ts ? &o : 0);
	if (r > 0 && ts) __t64_old_rel_left(ts, &o, extra);
	return r;
}
#endif

long __t64_recvmmsg(int fd, struct mmsghdr *v, unsigned n, int flags, struct timespec *ts)
{
#ifdef __T64_MSG_PADS
	/* The kernel reads msg_iovlen and msg_controllen as a size_t (<sys/socket.h>), and
	   takes at most UIO_MAXIOV (1024, include/uapi/linux/uio.h) messages a call. */
	for (unsigned i = 0; i < n && i < 1024; i++) v[i].msg_hdr.__pad1 = v[i].msg_hdr.__pad2 = 0;
#endif
	return T64_TIME64_OR_OLD(T64_FAM_RECVMMSG,
		__t64_syscall(T64_NR_recvmmsg, fd, v, n, flags, ts),
		recvmmsg_old(fd, v, n, flags, ts));
}

int recvmmsg(int fd, struct mmsghdr *v, unsigned n, int flags, struct timespec *timeout)
{
#ifdef T64_TIME32_FALLBACK
	size_t cap[T64_UIO_MAXIOV];
	long r;
	if (n > T64_UIO_MAXIOV) n = T64_UIO_MAXIOV;
	for (unsigned i = 0; i < n; i++) cap[i] = v[i].msg_hdr.msg_controllen;
	r = __t64_recvmmsg(fd, v, n, flags, timeout);
	for (long i = 0; i < r; i++) __t64_cmsg_widen(&v[i].msg_hdr, cap[i]);
	return (int)__t64_ret(r);
#else
	return (int)__t64_ret(__t64_recvmmsg(fd, v, n, flags, timeout));
#endif
}
