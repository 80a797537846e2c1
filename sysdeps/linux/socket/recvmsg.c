/* recvmsg: the kernel's message, then its control messages in the program's layout
   (cmsg_widen.c). */
#include <sys/socket.h>
#include "sockcall.h"
#include "socket.h"

long __t64_recvmsg(int fd, struct msghdr *m, int flags)
{
	return T64_SOCK(recvmsg, RECVMSG, fd, m, flags);
}

ssize_t recvmsg(int fd, struct msghdr *m, int flags)
{
	size_t cap = m->msg_controllen;
	long r = __t64_recvmsg(fd, m, flags);
	if (r >= 0) __t64_cmsg_widen(m, cap);
	return __t64_ret(r);
}
