/* Sockets, with the kernel's structures (include/linux/socket.h) and t64's 64-bit times.
   The time options and control messages a program names here carry 64-bit times on every
   target: on a 32-bit arch they are the *_NEW numbers of Linux 5.1, which t64 turns into
   the *_OLD ones on an older kernel (docs/sockets.md); on a 64-bit arch the plain numbers
   were always 64-bit. */
#ifndef _SYS_SOCKET_H
#define _SYS_SOCKET_H
#include <sys/types.h>
#include <bits/socket.h>
#include <bits/fcntl.h>
#ifdef __cplusplus
extern "C" {
#endif

typedef unsigned socklen_t;
typedef unsigned short sa_family_t;

struct sockaddr {
	sa_family_t sa_family;
	char sa_data[14];
};

/* Large and aligned enough for every address family (the kernel's
   __kernel_sockaddr_storage: 128 bytes). */
struct sockaddr_storage {
	sa_family_t ss_family;
	char __ss_data[128 - sizeof(sa_family_t) - sizeof(unsigned long)];
	unsigned long __ss_align;
};

#ifndef __T64_IOVEC_DEFINED
#define __T64_IOVEC_DEFINED
struct iovec {
	void *iov_base;
	size_t iov_len;
};
#endif

/* POSIX's types over the kernel's layout (include/linux/socket.h struct user_msghdr and
   struct cmsghdr), whose lengths are a size_t: on a 64-bit target each int-sized member
   sits in the low half of the kernel's word, beside a pad that the library zeroes before
   the kernel reads it (sendmsg, recvmsg, recvmmsg) and the kernel zeroes when it writes. */
#if __SIZEOF_LONG__ == 8
#define __T64_MSG_PADS 1
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define __T64_PADDED(t, m, pad) int pad; t m
#else
#define __T64_PADDED(t, m, pad) t m; int pad
#endif
#else
#define __T64_PADDED(t, m, pad) t m
#endif

struct msghdr {
	void *msg_name;
	socklen_t msg_namelen;
	struct iovec *msg_iov;
	__T64_PADDED(int, msg_iovlen, __pad1);
	void *msg_control;
	__T64_PADDED(socklen_t, msg_controllen, __pad2);
	int msg_flags;
};

struct cmsghdr {
	__T64_PADDED(socklen_t, cmsg_len, __pad1);
	int cmsg_level;
	int cmsg_type;
};

/* recvmmsg's and sendmmsg's element (include/linux/socket.h struct mmsghdr). */
struct mmsghdr {
	struct msghdr msg_hdr;
	unsigned msg_len;
};

/* Control messages are aligned to the kernel's long (include/linux/socket.h CMSG_ALIGN). */
#define CMSG_ALIGN(n) (((n) + sizeof(long) - 1) & ~(size_t)(sizeof(long) - 1))
#define CMSG_SPACE(n) (CMSG_ALIGN(sizeof(struct cmsghdr)) + CMSG_ALIGN(n))
#define CMSG_LEN(n) (CMSG_ALIGN(sizeof(struct cmsghdr)) + (n))
#define CMSG_DATA(c) ((unsigned char *)(c) + CMSG_ALIGN(sizeof(struct cmsghdr)))
#define CMSG_FIRSTHDR(m) ((size_t)(m)->msg_controllen >= sizeof(struct cmsghdr) \
	? (struct cmsghdr *)(m)->msg_control : (struct cmsghdr *)0)
#define CMSG_NXTHDR(m, c) __t64_cmsg_nxthdr((m), (c))

/* The next header, or none when the current one is malformed or the next one (with its
   whole length) does not lie inside the buffer. */
static __inline__ struct cmsghdr *__t64_cmsg_nxthdr(const struct msghdr *m, const struct cmsghdr *c)
{
	size_t at, left;
	if (c->cmsg_len < sizeof(struct cmsghdr)) return (struct cmsghdr *)0;
	at = (size_t)((const unsigned char *)c - (const unsigned char *)m->msg_control)
	     + CMSG_ALIGN(c->cmsg_len);
	if (at >= m->msg_controllen) return (struct cmsghdr *)0;
	left = m->msg_controllen - at;
	c = (const struct cmsghdr *)((const unsigned char *)m->msg_control + at);
	if (left < sizeof(struct cmsghdr) || c->cmsg_len > left) return (struct cmsghdr *)0;
	return (struct cmsghdr *)c;
}

/* The time options: 64-bit times on every target (see above). */
#if __SIZEOF_LONG__ == 8
#define SO_RCVTIMEO     SO_RCVTIMEO_OLD
#define SO_SNDTIMEO     SO_SNDTIMEO_OLD
#define SO_TIMESTAMP    SO_TIMESTAMP_OLD
#define SO_TIMESTAMPNS  SO_TIMESTAMPNS_OLD
#define SO_TIMESTAMPING SO_TIMESTAMPING_OLD
#else
#define SO_RCVTIMEO     SO_RCVTIMEO_NEW
#define SO_SNDTIMEO     SO_SNDTIMEO_NEW
#define SO_TIMESTAMP    SO_TIMESTAMP_NEW
#define SO_TIMESTAMPNS  SO_TIMESTAMPNS_NEW
#define SO_TIMESTAMPING SO_TIMESTAMPING_NEW
#endif
/* A control message's type is its option's number: SCM_TIMESTAMP carries a struct
   timeval, SCM_TIMESTAMPNS a struct timespec, SCM_TIMESTAMPING three struct timespec
   (the kernel's struct scm_timestamping64, include/uapi/linux/errqueue.h). */
#define SCM_TIMESTAMP       SO_TIMESTAMP
#define SCM_TIMESTAMPNS     SO_TIMESTAMPNS
#define SCM_TIMESTAMPING    SO_TIMESTAMPING
#define SCM_TIMESTAMP_OLD   SO_TIMESTAMP_OLD
#define SCM_TIMESTAMPNS_OLD SO_TIMESTAMPNS_OLD
#define SCM_TIMESTAMPING_OLD SO_TIMESTAMPING_OLD
#define SCM_TIMESTAMP_NEW   SO_TIMESTAMP_NEW
#define SCM_TIMESTAMPNS_NEW SO_TIMESTAMPNS_NEW
#define SCM_TIMESTAMPING_NEW SO_TIMESTAMPING_NEW
#define SCM_RIGHTS      1
#define SCM_CREDENTIALS 2

/* include/linux/socket.h */
#define AF_UNSPEC 0
#define AF_UNIX   1
#define AF_LOCAL  AF_UNIX
#define AF_INET   2
#define AF_INET6  10
#define PF_UNSPEC AF_UNSPEC
#define PF_UNIX   AF_UNIX
#define PF_LOCAL  AF_LOCAL
#define PF_INET   AF_INET
#define PF_INET6  AF_INET6

#define SOCK_NONBLOCK O_NONBLOCK
#define SOCK_CLOEXEC  O_CLOEXEC

#define MSG_OOB       0x1
#define MSG_PEEK      0x2
#define MSG_DONTROUTE 0x4
#define MSG_CTRUNC    0x8
#define MSG_TRUNC     0x20
#define MSG_DONTWAIT  0x40
#define MSG_EOR       0x80
#define MSG_WAITALL   0x100
#define MSG_ERRQUEUE  0x2000
#define MSG_NOSIGNAL  0x4000
#define MSG_WAITFORONE 0x10000
#define MSG_CMSG_CLOEXEC 0x40000000

#define SHUT_RD   0
#define SHUT_WR   1
#define SHUT_RDWR 2

#define SOMAXCONN 4096

struct linger {
	int l_onoff;
	int l_linger;
};

int socket(int domain, int type, int protocol);
int socketpair(int domain, int type, int protocol, int sv[2]);
int bind(int fd, const struct sockaddr *addr, socklen_t len);
int connect(int fd, const struct sockaddr *addr, socklen_t len);
int listen(int fd, int backlog);
int accept(int fd, struct sockaddr *restrict addr, socklen_t *restrict len);
int accept4(int fd, struct sockaddr *restrict addr, socklen_t *restrict len, int flags);
int getsockname(int fd, struct sockaddr *restrict addr, socklen_t *restrict len);
int getpeername(int fd, struct sockaddr *restrict addr, socklen_t *restrict len);
int shutdown(int fd, int how);
ssize_t send(int fd, const void *buf, size_t n, int flags);
ssize_t sendto(int fd, const void *buf, size_t n, int flags, const struct sockaddr *addr,
               socklen_t len);
ssize_t sendmsg(int fd, const struct msghdr *msg, int flags);
int sendmmsg(int fd, struct mmsghdr *msgs, unsigned n, int flags);
ssize_t recv(int fd, void *buf, size_t n, int flags);
ssize_t recvfrom(int fd, void *restrict buf, size_t n, int flags, struct sockaddr *restrict addr,
                 socklen_t *restrict len);
ssize_t recvmsg(int fd, struct msghdr *msg, int flags);
struct timespec;
int recvmmsg(int fd, struct mmsghdr *msgs, unsigned n, int flags, struct timespec *timeout);
int sockatmark(int fd);
int setsockopt(int fd, int level, int name, const void *value, socklen_t len);
int getsockopt(int fd, int level, int name, void *restrict value, socklen_t *restrict len);

#ifdef __cplusplus
}
#endif
#endif
