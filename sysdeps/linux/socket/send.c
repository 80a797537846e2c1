/* Sending. send is sendto without an address, as the kernel's own sys_send is. */
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
