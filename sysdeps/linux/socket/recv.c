/* Receiving without control messages. recv is recvfrom without an address, as the
   kernel's own sys_recv is. */
#include <sys/socket.h>
#include "sockcall.h"

ssize_t recvfrom(int fd, void *restrict buf, size_t n, int flags, struct sockaddr *restrict addr,
                 socklen_t *restrict len)
{
	return __t64_ret(T64_SOCK(recvfrom, RECVFROM, fd, buf, n, flags, addr, len));
}

ssize_t recv(int fd, void *buf, size_t n, int flags)
{
	return recvfrom(fd, buf, n, flags, 0, 0);
}
