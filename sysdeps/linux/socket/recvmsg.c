/* recvmsg: the kernel's message, then its control messages in the program's layout
   (cmsg_widen.c). */
#include <sys/socket.h>
#include "sockcall.h"
#include "sock_time.h"

long __t64_recvmsg(int fd, struct msghdr *m, int flags)
{
#ifdef __T64_MSG_PADS
	/* The kernel reads msg_iovlen and msg_controllen as a size_t (<sys/socket.h>). */
	if (m) m->__pad1 = m->__pad2 = 0;
#endif
	return T64_SOCK(recvmsg, RECVMSG, fd, m, flags);
}

ssize_t recvmsg(int fd, struct msghdr *m, int flags)
{
	size_t cap = m ? m->msg_controllen : 0;
	long r = __t64_recvmsg(fd, m, flags);
	if (r >= 0) __t64_cmsg_widen(m, cap);
	return __t64_ret(r);
}
