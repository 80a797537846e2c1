/* Sending. send is sendto without an address, as the kernel's own sys_send is.
   sendmsg and sendmmsg carry no time of their own: a control message a program sends
   (SCM_RIGHTS, IP_TOS, SCM_TXTIME's 64-bit nanoseconds) has no time type that changed
   with time64 (include/uapi/linux/net_tstamp.h), so neither has a T32 twin. */
#include <sys/socket.h>
#include "sockcall.h"

ssize_t sendto(int fd, const void *buf, size_t n, int flags, const struct sockaddr *addr,
               socklen_t len)
{
	return __t64_ret(T64_SOCK(sendto, SENDTO, fd, buf, n, flags, addr, len));
}

ssize_t send(int fd, const void *buf, size_t n, int flags)
{
	return sendto(fd, buf, n, flags, 0, 0);
}

ssize_t sendmsg(int fd, const struct msghdr *msg, int flags)
{
#ifdef __T64_MSG_PADS
	/* The kernel reads msg_iovlen, msg_controllen and each cmsg_len as a size_t: their
	   pads (<sys/socket.h>) are zeroed, in a copy of the const header, and in the
	   control messages only where one is not zero already. */
	struct msghdr h;
	if (msg) {
		h = *msg;
		h.__pad1 = h.__pad2 = 0;
		for (struct cmsghdr *c = CMSG_FIRSTHDR(&h); c; c = CMSG_NXTHDR(&h, c))
			if (c->__pad1) c->__pad1 = 0;
		msg = &h;
	}
#endif
	return __t64_ret(T64_SOCK(sendmsg, SENDMSG, fd, msg, flags));
}

/* The kernel writes each message's msg_len and reads at most UIO_MAXIOV (1024,
   include/uapi/linux/uio.h) of them a call; returns how many were sent. */
int sendmmsg(int fd, struct mmsghdr *v, unsigned n, int flags)
{
#ifdef __T64_MSG_PADS
	/* As sendmsg's: the kernel reads msg_iovlen, msg_controllen and each cmsg_len as a
	   size_t (include/linux/socket.h struct user_msghdr), so their pads are zeroed, here in
	   place (the vector is the program's, not const: the kernel writes msg_len in it). */
	for (unsigned i = 0; i < n && i < 1024; i++) {
		struct msghdr *h = &v[i].msg_hdr;
		h->__pad1 = h->__pad2 = 0;
		for (struct cmsghdr *c = CMSG_FIRSTHDR(h); c; c = CMSG_NXTHDR(h, c))
			if (c->__pad1) c->__pad1 = 0;
	}
#endif
	return (int)__t64_ret(T64_SOCK(sendmmsg, SENDMMSG, fd, v, n, flags));
}
