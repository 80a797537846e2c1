/* Addresses and connections. accept is accept4 without flags: every table has accept4
   (Linux 2.6.28), not every one accept. */
#include <sys/socket.h>
#include "sockcall.h"

int bind(int fd, const struct sockaddr *addr, socklen_t len)
{
	return (int)__t64_ret(T64_SOCK(bind, BIND, fd, addr, len));
}

int connect(int fd, const struct sockaddr *addr, socklen_t len)
{
	return (int)__t64_ret(T64_SOCK(connect, CONNECT, fd, addr, len));
}

int listen(int fd, int backlog)
{
	return (int)__t64_ret(T64_SOCK(listen, LISTEN, fd, backlog));
}

int accept4(int fd, struct sockaddr *restrict addr, socklen_t *restrict len, int flags)
{
	return (int)__t64_ret(T64_SOCK(accept4, ACCEPT4, fd, addr, len, flags));
}

int accept(int fd, struct sockaddr *restrict addr, socklen_t *restrict len)
{
	return accept4(fd, addr, len, 0);
}

int getsockname(int fd, struct sockaddr *restrict addr, socklen_t *restrict len)
{
	return (int)__t64_ret(T64_SOCK(getsockname, GETSOCKNAME, fd, addr, len));
}

int getpeername(int fd, struct sockaddr *restrict addr, socklen_t *restrict len)
{
	return (int)__t64_ret(T64_SOCK(getpeername, GETPEERNAME, fd, addr, len));
}
