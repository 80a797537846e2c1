/* <sys/socket.h>: POSIX.1-2024 (SOCK_CLOFORK and MSG_CMSG_CLOFORK, which Linux lacks,
   left out). */
#include <sys/socket.h>
#include "conform.h"

INTEGER(socklen_t, 1);
extern char conform_socklen_width[sizeof(socklen_t) >= 4 ? 1 : -1];
INTEGER(sa_family_t, 1);
MEMBER(struct sockaddr, sa_family_t, sa_family);
HAS_MEMBER(struct sockaddr, sa_data);
MEMBER(struct sockaddr_storage, sa_family_t, ss_family);
extern char conform_storage_size[sizeof(struct sockaddr_storage) >= sizeof(struct sockaddr) ? 1 : -1];
MEMBER(struct msghdr, void *, msg_name);
MEMBER(struct msghdr, socklen_t, msg_namelen);
MEMBER(struct msghdr, struct iovec *, msg_iov);
MEMBER(struct msghdr, int, msg_iovlen);
MEMBER(struct msghdr, void *, msg_control);
MEMBER(struct msghdr, socklen_t, msg_controllen);
MEMBER(struct msghdr, int, msg_flags);
MEMBER(struct iovec, void *, iov_base);
MEMBER(struct iovec, size_t, iov_len);
MEMBER(struct cmsghdr, socklen_t, cmsg_len);
MEMBER(struct cmsghdr, int, cmsg_level);
MEMBER(struct cmsghdr, int, cmsg_type);
MEMBER(struct linger, int, l_onoff);
MEMBER(struct linger, int, l_linger);
TYPE(size_t);
TYPE(ssize_t);

void conform_cmsg(struct msghdr *m, struct cmsghdr *c)
{
	unsigned char *d = CMSG_DATA(c);
	struct cmsghdr *f = CMSG_FIRSTHDR(m), *n = CMSG_NXTHDR(m, c);
	(void)d, (void)f, (void)n;
}
CONSTANT(CMSG_SPACE(4));
CONSTANT(CMSG_LEN(4));

CONSTANT(SCM_RIGHTS);
CONSTANT(SOCK_DGRAM);
CONSTANT(SOCK_RAW);
CONSTANT(SOCK_SEQPACKET);
CONSTANT(SOCK_STREAM);
CONSTANT(SOCK_NONBLOCK);
CONSTANT(SOCK_CLOEXEC);
CONSTANT(SOL_SOCKET);
CONSTANT(SO_ACCEPTCONN);
CONSTANT(SO_BROADCAST);
CONSTANT(SO_DEBUG);
CONSTANT(SO_DOMAIN);
CONSTANT(SO_DONTROUTE);
CONSTANT(SO_ERROR);
CONSTANT(SO_KEEPALIVE);
CONSTANT(SO_LINGER);
CONSTANT(SO_OOBINLINE);
CONSTANT(SO_PROTOCOL);
CONSTANT(SO_RCVBUF);
CONSTANT(SO_RCVLOWAT);
CONSTANT(SO_RCVTIMEO);
CONSTANT(SO_REUSEADDR);
CONSTANT(SO_SNDBUF);
CONSTANT(SO_SNDLOWAT);
CONSTANT(SO_SNDTIMEO);
CONSTANT(SO_TYPE);
CONSTANT(SOMAXCONN);
CONSTANT(MSG_CMSG_CLOEXEC);
CONSTANT(MSG_CTRUNC);
CONSTANT(MSG_DONTROUTE);
CONSTANT(MSG_EOR);
CONSTANT(MSG_NOSIGNAL);
CONSTANT(MSG_OOB);
CONSTANT(MSG_PEEK);
CONSTANT(MSG_TRUNC);
CONSTANT(MSG_WAITALL);
CONSTANT(AF_INET);
CONSTANT(AF_INET6);
CONSTANT(AF_UNIX);
CONSTANT(AF_UNSPEC);
CONSTANT(SHUT_RD);
CONSTANT(SHUT_RDWR);
CONSTANT(SHUT_WR);

FUNCTION(int, accept, (int, struct sockaddr *restrict, socklen_t *restrict));
FUNCTION(int, accept4, (int, struct sockaddr *restrict, socklen_t *restrict, int));
FUNCTION(int, bind, (int, const struct sockaddr *, socklen_t));
FUNCTION(int, connect, (int, const struct sockaddr *, socklen_t));
FUNCTION(int, getpeername, (int, struct sockaddr *restrict, socklen_t *restrict));
FUNCTION(int, getsockname, (int, struct sockaddr *restrict, socklen_t *restrict));
FUNCTION(int, getsockopt, (int, int, int, void *restrict, socklen_t *restrict));
FUNCTION(int, listen, (int, int));
FUNCTION(ssize_t, recv, (int, void *, size_t, int));
FUNCTION(ssize_t, recvfrom, (int, void *restrict, size_t, int, struct sockaddr *restrict,
                             socklen_t *restrict));
FUNCTION(ssize_t, recvmsg, (int, struct msghdr *, int));
FUNCTION(ssize_t, send, (int, const void *, size_t, int));
FUNCTION(ssize_t, sendmsg, (int, const struct msghdr *, int));
FUNCTION(ssize_t, sendto, (int, const void *, size_t, int, const struct sockaddr *, socklen_t));
FUNCTION(int, setsockopt, (int, int, int, const void *, socklen_t));
FUNCTION(int, shutdown, (int, int));
FUNCTION(int, sockatmark, (int));
FUNCTION(int, socket, (int, int, int));
FUNCTION(int, socketpair, (int, int, int, int[2]));
