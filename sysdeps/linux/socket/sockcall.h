/* Which system call carries each socket operation: the direct call (socket, bind, ...)
   of the arch's table; on an arch whose table also has socketcall() (i386, whose direct
   calls came with Linux 4.3), that multiplexer after ENOSYS, remembered like the time64
   fallback. Only ENOSYS moves a call there: an EPERM from a socket call is the network's
   answer (a firewall's), and a send tried twice would be sent twice. A -Dmin_kernel=4.3
   build has no socketcall() code. */
#ifndef T64_SYSDEPS_SOCKCALL_H
#define T64_SYSDEPS_SOCKCALL_H
#include "hidden.h"
#include "kernel_features.h"
#include "path.h"
#include "kernel_call.h"

/* socketcall()'s operations (include/uapi/linux/net.h). */
#define T64_SOCKOP_SOCKET      1
#define T64_SOCKOP_BIND        2
#define T64_SOCKOP_CONNECT     3
#define T64_SOCKOP_LISTEN      4
#define T64_SOCKOP_GETSOCKNAME 6
#define T64_SOCKOP_GETPEERNAME 7
#define T64_SOCKOP_SOCKETPAIR  8
#define T64_SOCKOP_SENDTO     11
#define T64_SOCKOP_RECVFROM   12
#define T64_SOCKOP_SHUTDOWN   13
#define T64_SOCKOP_SETSOCKOPT 14
#define T64_SOCKOP_GETSOCKOPT 15
#define T64_SOCKOP_SENDMSG    16
#define T64_SOCKOP_RECVMSG    17
#define T64_SOCKOP_ACCEPT4    18
#define T64_SOCKOP_RECVMMSG   19
#define T64_SOCKOP_SENDMMSG   20

#if defined(SYS_socketcall) && T64_MIN_KERNEL < 0x040300
#define T64_SOCKETCALL 1
#ifndef T64_TIME32_FALLBACK
#error "an arch with socketcall() has old 32-bit time calls too"
#endif
/* socketcall(op, args): the six arguments from memory. */
T64_HIDDEN long __t64_socketcall(int op, long a, long b, long c, long d, long e, long f);
#endif

static inline long __t64_sock6(long nr, int op, long a, long b, long c, long d, long e, long f)
{
#ifdef T64_SOCKETCALL
	if (!T64_MISSING(T64_FAM_SOCKET)) {
		long r = __t64_syscall(nr, a, b, c, d, e, f);
		if (r != -ENOSYS) {
			T64_SET_PATH(T64_FAM_SOCKET, T64_PATH_DIRECT);
			return r;
		}
	}
	return __t64_socketcall(op, a, b, c, d, e, f);
#else
	(void)op;
	T64_SET_PATH(T64_FAM_SOCKET, T64_PATH_DIRECT);
	return __t64_syscall(nr, a, b, c, d, e, f);
#endif
}

/* A socket call by name: T64_SOCK(sendto, SENDTO, fd, buf, n, flags, addr, len). */
#define T64_SOCK(name, op, ...) T64_SOCK_((SYS_##name), T64_SOCKOP_##op, __VA_ARGS__, 0, 0, 0, 0, 0)
#define T64_SOCK_(nr, op, a, b, c, d, e, f, ...) \
	__t64_sock6(nr, op, (long)(a), (long)(b), (long)(c), (long)(d), (long)(e), (long)(f))

/* The control messages of a received message in the program's layout (recvmsg.c):
   on a kernel that wrote the *_OLD time stamps, each is rewritten as its *_NEW form
   inside the `cap` bytes of the program's buffer; what does not fit is dropped, with
   MSG_CTRUNC. */
struct msghdr;
#ifdef T64_TIME32_FALLBACK
T64_HIDDEN void __t64_cmsg_widen(struct msghdr *m, unsigned long cap);
#else
#define __t64_cmsg_widen(m, cap) ((void)(m), (void)(cap))
#endif
#endif
