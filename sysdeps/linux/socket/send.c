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
	return __t64_ret(T64_SOCK(sendmsg, SENDMSG, fd, msg, flags));
}
