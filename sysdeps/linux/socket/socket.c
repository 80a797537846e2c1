/* Creating, pairing and shutting down sockets. */
#include <sys/socket.h>
#include "sockcall.h"

int socket(int domain, int type, int protocol)
{
	return (int)__t64_ret(T64_SOCK(socket, SOCKET, domain, type, protocol));
}

int socketpair(int domain, int type, int protocol, int sv[2])
{
	return (int)__t64_ret(T64_SOCK(socketpair, SOCKETPAIR, domain, type, protocol, sv));
}

int shutdown(int fd, int how)
{
	return (int)__t64_ret(T64_SOCK(shutdown, SHUTDOWN, fd, how));
}
