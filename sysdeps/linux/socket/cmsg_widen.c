/* A kernel older than Linux 5.1 delivers the time stamps of the *_OLD options (t64 set
   them after ENOPROTOOPT, sockopt.c) as SCM_TIMESTAMP_OLD (a struct timeval of two
   longs), SCM_TIMESTAMPNS_OLD (a timespec of two longs) and SCM_TIMESTAMPING_OLD (three
   of them): 32-bit words on a 32-bit arch. The program asked for the *_NEW messages,
   whose words are 64-bit (include/uapi/linux/time_types.h __kernel_sock_timeval and
   __kernel_timespec; linux/errqueue.h scm_timestamping64): each old message is rewritten
   in place as its new form, the messages after it moved up, the seconds read unsigned as
   the clocks' are. A message that no longer fits the program's buffer is dropped with
   those after it, and MSG_CTRUNC says so, as the kernel does when it runs out of room:
   the messages before it stay, as a kernel with the new messages would have given them.
   The descriptors of a dropped SCM_RIGHTS message are closed. */
#include <stdint.h>
#include <sys/socket.h>
#include "sockcall.h"

#ifdef T64_TIME32_FALLBACK
/* The pairs of 32-bit words an old time stamp carries, 0 for any other message. */
static unsigned pairs(const struct cmsghdr *c, int *type)
{
	if (c->cmsg_level != SOL_SOCKET) return 0;
	switch (c->cmsg_type) {
	case SO_TIMESTAMP_OLD: *type = SO_TIMESTAMP_NEW; return 1;
	case SO_TIMESTAMPNS_OLD: *type = SO_TIMESTAMPNS_NEW; return 1;
	case SO_TIMESTAMPING_OLD: *type = SO_TIMESTAMPING_NEW; return 3;
	}
	return 0;
}

/* Closes the descriptors of the SCM_RIGHTS messages from `at` to `used`, which are being
   dropped: the kernel installed them, and the program would never see them. */
static void close_dropped(const unsigned char *base, size_t at, size_t used)
{
	while (at <= used && used - at >= sizeof(struct cmsghdr)) {
		const struct cmsghdr *c = (const struct cmsghdr *)(base + at);
		size_t len = c->cmsg_len;
		if (len < sizeof(struct cmsghdr) || len > used - at) break;
		if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS)
			for (size_t i = CMSG_LEN(0); i + sizeof(int) <= len; i += sizeof(int)) {
				int fd;
				__builtin_memcpy(&fd, (const unsigned char *)c + i, sizeof fd);
				__t64_syscall(SYS_close, fd);
			}
		at += CMSG_ALIGN(len);
	}
}

/* Where the messages from `at` to `used`, moved up by `grow` bytes, must end to lie
   inside `cap`: at the first one that would not fit whole, or at `used`. Bytes that are
   no message (a length the kernel never writes) move as a block: all of it fits or none. */
static size_t fit(const unsigned char *base, size_t at, size_t used, size_t grow, size_t cap)
{
	while (at <= used && used - at >= sizeof(struct cmsghdr)) {
		size_t len = ((const struct cmsghdr *)(base + at))->cmsg_len;
		if (len < sizeof(struct cmsghdr) || len > used - at) break;
		if (at + grow + len > cap) return at;
		at += CMSG_ALIGN(len);
	}
	return at < used && used + grow > cap ? at : used;
}

void __t64_cmsg_widen(struct msghdr *m, unsigned long cap)
{
	unsigned char *base = m->msg_control;
	size_t used = m->msg_controllen, at = 0;
	if (!base || used > cap) return;
	while (used - at >= sizeof(struct cmsghdr)) {
		struct cmsghdr *c = (struct cmsghdr *)(base + at);
		int type = 0;
		unsigned k = pairs(c, &type);
		if (c->cmsg_len < sizeof(struct cmsghdr)) break;
		if (k && c->cmsg_len < CMSG_LEN(8 * k)) {
			/* An old stamp the kernel cut short (it set MSG_CTRUNC): nothing to
			   rewrite, and the program must not see its old type. */
			m->msg_flags |= MSG_CTRUNC;
			close_dropped(base, at, used);
			used = at;
			break;
		}
		if (!k || c->cmsg_len != CMSG_LEN(8 * k)) {
			at += CMSG_ALIGN(c->cmsg_len);
			if (at > used) break;
			continue;
		}
		{
			int32_t w[6];
			int64_t x[6];
			size_t old_end = at + CMSG_SPACE(8 * k), new_end = at + CMSG_SPACE(16 * k), tail;
			if (at + CMSG_LEN(16 * k) > cap) {
				m->msg_flags |= MSG_CTRUNC;
				close_dropped(base, at, used);
				used = at;
				break;
			}
			if (old_end < used) {
				/* The messages after it move up: those that no longer fit go. */
				size_t cut = fit(base, old_end, used, new_end - old_end, cap);
				if (cut < used) {
					m->msg_flags |= MSG_CTRUNC;
					close_dropped(base, cut, used);
					used = cut;
				}
			}
			tail = old_end < used ? used - old_end : 0;
			/* The last message needs no padding after it (fit() saw to it that the
			   first moved message starts inside cap). */
			if (new_end + tail > cap) {
				if (tail) tail = cap - new_end;
				else new_end = cap;
			}
			__builtin_memcpy(w, CMSG_DATA(c), 8 * k);
			if (tail) __builtin_memmove(base + new_end, base + old_end, tail);
			for (unsigned i = 0; i < k; i++) {
				x[2 * i] = (int64_t)(uint32_t)w[2 * i];
				x[2 * i + 1] = w[2 * i + 1];
			}
			c->cmsg_len = CMSG_LEN(16 * k);
			c->cmsg_type = type;
			__builtin_memcpy(CMSG_DATA(c), x, 16 * k);
			used = new_end + tail;
			at = new_end;
		}
	}
	m->msg_controllen = used;
}
#endif
