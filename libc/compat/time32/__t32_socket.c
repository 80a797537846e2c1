/* The socket calls of the old ABI, whose times hide in option values, control messages
   and ioctl buffers: an old binary names the *_OLD options and requests (its headers
   knew no others) and sizes its buffers for their 32-bit layouts (docs/abi.md).
   The twins call only t64's public functions: the link stub of the old-binary tests
   leaves those unresolved, and a hidden one could not be. */
#include <stdarg.h>
#include <sys/ioctl.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <unistd.h>
#include "time32.h"

/* An old binary's control messages are aligned as t64's: to the 32-bit long of these
   targets (include/linux/socket.h CMSG_ALIGN). */
_Static_assert(sizeof(long) == 4, "the old ABI exists on 32-bit targets only");

/* The *_NEW twin of an old time-stamp option, else the option itself. The kernel then
   stamps in 64 bits, so a stamp past 2038 can be refused (EOVERFLOW) rather than arrive
   truncated; on a kernel before 5.1, t64's setsockopt sets the *_OLD option itself. */
static int stamp_new(int level, int name)
{
	if (level != SOL_SOCKET) return name;
	switch (name) {
	case SO_TIMESTAMP_OLD: return SO_TIMESTAMP_NEW;
	case SO_TIMESTAMPNS_OLD: return SO_TIMESTAMPNS_NEW;
	case SO_TIMESTAMPING_OLD: return SO_TIMESTAMPING_NEW;
	}
	return name;
}

T32_SYMBOL(setsockopt);
int __t32_setsockopt(int fd, int level, int name, const void *v, socklen_t len)
{
	/* A timeout (SO_RCVTIMEO_OLD, SO_SNDTIMEO_OLD) passes unchanged: the kernel reads its
	   32-bit struct timeval right, and every 32-bit value is a valid timeout. */
	return setsockopt(fd, level, stamp_new(level, name), v, len);
}

T32_SYMBOL(getsockopt);
int __t32_getsockopt(int fd, int level, int name, void *restrict v, socklen_t *restrict len)
{
	if (level == SOL_SOCKET && (name == SO_RCVTIMEO_OLD || name == SO_SNDTIMEO_OLD)) {
		/* Read as the *_NEW option: a 64-bit kernel's compat path would truncate a
		   timeout over 2^31 s (its jiffies are 64-bit) where this gives EOVERFLOW. */
		struct timeval tv;
		struct timeval32 o;
		socklen_t tl = sizeof tv, n;
		if (!len || (!v && *len)) {   /* the kernel's answer to a null pointer */
			errno = EFAULT;
			return -1;
		}
		if ((int)*len < 0) {   /* the kernel's check of a negative int length */
			errno = EINVAL;
			return -1;
		}
		int r = getsockopt(fd, level, name == SO_RCVTIMEO_OLD ? SO_RCVTIMEO_NEW : SO_SNDTIMEO_NEW,
		                   &tv, &tl);
		if (r) return r;
		/* An answer that is no 64-bit timeval (qemu-user 7.2 reads an unknown option
		   as an int): the old option is asked as it is. */
		if (tl != sizeof tv) return getsockopt(fd, level, name, v, len);
		if (!__t64_fits_time32(tv.tv_sec)) {
			errno = EOVERFLOW;
			return -1;
		}
		o.tv_sec = (int32_t)tv.tv_sec;
		o.tv_usec = (int32_t)tv.tv_usec;
		/* As the kernel: at most *len bytes, and *len becomes what was copied. */
		n = *len < sizeof o ? *len : sizeof o;
		__builtin_memcpy(v, &o, n);
		*len = n;
		return 0;
	}
	/* The time-stamp options read as set (setsockopt above set the *_NEW ones): the
	   kernel answers an *_OLD name 0 when the *_NEW flag is on. */
	return getsockopt(fd, level, stamp_new(level, name), v, len);
}

/* A *_NEW time stamp's count of timespec-sized pairs (1 for SCM_TIMESTAMP_NEW and
   SCM_TIMESTAMPNS_NEW, 3 for SCM_TIMESTAMPING_NEW: include/uapi/linux/time_types.h,
   linux/errqueue.h), with its *_OLD type; 0 for any other message. */
static unsigned stamp_pairs(const struct cmsghdr *c, int *old)
{
	if (c->cmsg_level != SOL_SOCKET) return 0;
	switch (c->cmsg_type) {
	case SO_TIMESTAMP_NEW: *old = SO_TIMESTAMP_OLD; return 1;
	case SO_TIMESTAMPNS_NEW: *old = SO_TIMESTAMPNS_OLD; return 1;
	case SO_TIMESTAMPING_NEW: *old = SO_TIMESTAMPING_OLD; return 3;
	}
	return 0;
}

static int is_rights(const struct cmsghdr *h)
{
	return h->cmsg_level == SOL_SOCKET && h->cmsg_type == SCM_RIGHTS;
}

/* Closes the descriptors of an SCM_RIGHTS message of `len` bytes from the `from`th on:
   the ones that do not reach the program (the kernel never installs those). */
static void close_rights(const struct cmsghdr *c, size_t len, size_t from)
{
	for (size_t i = from; i < (len - CMSG_LEN(0)) / sizeof(int); i++) {
		int fd;
		__builtin_memcpy(&fd, CMSG_DATA(c) + i * sizeof(int), sizeof fd);
		close(fd);
	}
}

/* Writes the `len` bytes of control messages at src (as t64's recvmsg left them, time
   stamps in the *_NEW layout) into the `cap` bytes at dst with each stamp in its *_OLD
   layout; dst may be src (narrowing only shrinks), or null to check only. What does
   not fit is dropped, with MSG_CTRUNC in *flags, as the kernel does when it runs out of
   room (an SCM_RIGHTS message keeps the descriptors that fit, the others are closed).
   Returns the bytes used, or (size_t)-1 with nothing written when a stamp's seconds do
   not fit 32 bits. */
static size_t narrow(const unsigned char *src, size_t len, unsigned char *dst, size_t cap,
                     int *flags)
{
	size_t out = 0;
	for (int pass = 0; pass < (dst ? 2 : 1); pass++) {
		for (size_t at = 0; at <= len && len - at >= sizeof(struct cmsghdr);) {
			const struct cmsghdr *c = (const struct cmsghdr *)(src + at);
			struct cmsghdr h;
			int old = 0;
			__builtin_memcpy(&h, c, sizeof h);
			size_t clen = h.cmsg_len;
			if (clen < sizeof h || clen > len - at) break;
			unsigned k = stamp_pairs(&h, &old);
			int64_t w[6];
			int32_t o[6];
			if (k && clen != CMSG_LEN(16 * k)) {
				/* A stamp the kernel cut short (the last message, MSG_CTRUNC set):
				   nothing to narrow, and no type the program knows. Dropped. */
				if (pass == 1) *flags |= MSG_CTRUNC;
				break;
			}
			size_t need = k ? CMSG_LEN(8 * k) : clen;
			if (k) {
				__builtin_memcpy(w, CMSG_DATA(c), 16 * k);
				for (unsigned i = 0; i < k; i++) {
					if (!__t64_fits_time32(w[2 * i])) return (size_t)-1;
					o[2 * i] = (int32_t)w[2 * i];
					o[2 * i + 1] = (int32_t)w[2 * i + 1];
				}
			}
			if (pass == 0) {
				at += CMSG_ALIGN(clen);
				continue;
			}
			/* out <= cap always; in place, out <= at and need <= clen: nothing
			   written reaches a message not yet read. */
			if (cap - out < need) {
				size_t fds = 0;
				*flags |= MSG_CTRUNC;
				if (is_rights(&h) && cap - out >= CMSG_LEN(sizeof(int))) {
					fds = (cap - out - CMSG_LEN(0)) / sizeof(int);
					h.cmsg_len = CMSG_LEN(fds * sizeof(int));
					__builtin_memmove(dst + out, c, h.cmsg_len);
					__builtin_memcpy(dst + out, &h, sizeof h);
					out = cap;
				}
				/* This message's descriptors that did not fit and those of every
				   message after it. */
				for (;;) {
					if (is_rights(c)) close_rights(c, clen, fds);
					fds = 0;
					at += CMSG_ALIGN(clen);
					if (at > len || len - at < sizeof h) break;
					c = (const struct cmsghdr *)(src + at);
					__builtin_memcpy(&h, c, sizeof h);
					clen = h.cmsg_len;
					if (clen < sizeof h || clen > len - at) break;
				}
				return out;
			}
			if (k) {
				h.cmsg_len = need;
				h.cmsg_type = old;
				__builtin_memcpy(dst + out, &h, sizeof h);
				__builtin_memcpy(dst + out + CMSG_LEN(0), o, 8 * k);
			} else {
				__builtin_memmove(dst + out, c, need);
			}
			/* The padding after the last message counts only where it fits, as the
			   kernel's put_cmsg counts it. */
			out += CMSG_ALIGN(need) < cap - out ? CMSG_ALIGN(need) : cap - out;
			at += CMSG_ALIGN(clen);
		}
	}
	return out;
}

/* The descriptors of every SCM_RIGHTS message in `len` bytes of control messages: closed,
   when the datagram they came with is refused (EOVERFLOW) and the program never sees them. */
static void close_all_rights(const unsigned char *src, size_t len)
{
	for (size_t at = 0; at <= len && len - at >= sizeof(struct cmsghdr);) {
		const struct cmsghdr *c = (const struct cmsghdr *)(src + at);
		size_t clen = c->cmsg_len;
		if (clen < sizeof *c || clen > len - at) break;
		if (is_rights(c)) close_rights(c, clen, 0);
		at += CMSG_ALIGN(clen);
	}
}

T32_SYMBOL(recvmsg);
ssize_t __t32_recvmsg(int fd, struct msghdr *m, int flags)
{
	/* The kernel writes the *_NEW stamps (16, 16 and 48 bytes, where the old ones had
	   8, 8 and 24): a buffer sized for the old ones would lose them. A buffer of up to
	   1 KiB is received through one 32 bytes larger on the stack (one SCM_TIMESTAMP(NS)
	   and one SCM_TIMESTAMPING grow by at most 8 + 24), then narrowed into the
	   program's; a larger one is used as it is and narrowed in place. */
	if (!m) return recvmsg(fd, m, flags);   /* the kernel's EFAULT */
	struct msghdr k = *m;
	unsigned char *ctl = m->msg_control;
	size_t cap = m->msg_controllen, used = 0;
	unsigned char bounce[1024 + 32] __attribute__((aligned(8)));
	int bounced = ctl && cap <= 1024;
	ssize_t r;
	if (bounced) {
		k.msg_control = bounce;
		k.msg_controllen = cap + 32;
	}
	r = recvmsg(fd, &k, flags);
	if (r < 0) return r;
	if (ctl) {
		used = narrow(bounced ? bounce : ctl, k.msg_controllen, ctl, cap, &k.msg_flags);
		if (used == (size_t)-1) {
			/* The datagram is consumed; the program's msghdr is left as it was. */
			close_all_rights(bounced ? bounce : ctl, k.msg_controllen);
			errno = EOVERFLOW;
			return -1;
		}
	}
	m->msg_namelen = k.msg_namelen;
	m->msg_controllen = ctl ? used : k.msg_controllen;
	m->msg_flags = k.msg_flags;
	return r;
}

T32_SYMBOL(recvmmsg);
int __t32_recvmmsg(int fd, struct mmsghdr *v, unsigned n, int flags, struct timespec32 *t32)
{
	/* The timeout widens exactly; the time left, written back when a message came (as
	   the kernel writes it), only shrinks, so it always fits. The control messages are
	   narrowed in place: no bounce buffer per message, so a buffer sized exactly for an
	   old stamp gets MSG_CTRUNC (docs/abi.md). */
	struct timespec ts;
	if (t32) {
		ts.tv_sec = t32->tv_sec;
		ts.tv_nsec = t32->tv_nsec;
	}
	int r = recvmmsg(fd, v, n, flags, t32 ? &ts : 0);
	if (r <= 0) return r;
	if (t32) {
		t32->tv_sec = (int32_t)ts.tv_sec;
		t32->tv_nsec = (int32_t)ts.tv_nsec;
	}
	for (int pass = 0; pass < 2; pass++) {
		for (int i = 0; i < r; i++) {
			struct msghdr *m = &v[i].msg_hdr;
			unsigned char *ctl = m->msg_control;
			size_t len = m->msg_controllen;
			if (!ctl) continue;
			if (pass == 0) {
				/* Nothing is narrowed unless every stamp fits. */
				if (narrow(ctl, len, 0, 0, 0) == (size_t)-1) {
					for (int j = 0; j < r; j++)
						if (v[j].msg_hdr.msg_control)
							close_all_rights(v[j].msg_hdr.msg_control,
							                 v[j].msg_hdr.msg_controllen);
					errno = EOVERFLOW;
					return -1;
				}
			} else {
				m->msg_controllen = narrow(ctl, len, ctl, len, &m->msg_flags);
			}
		}
	}
	return r;
}

T32_SYMBOL(ioctl);
int __t32_ioctl(int fd, unsigned long req, ...)
{
	va_list ap;
	va_start(ap, req);
	void *arg = va_arg(ap, void *);
	va_end(ap);
	if ((req == SIOCGSTAMP_OLD || req == SIOCGSTAMPNS_OLD) && arg) {   /* null: the kernel's EFAULT */
		/* Through the *_NEW request, whose 64-bit seconds show a stamp past 2038; t64's
		   ioctl takes the old request itself on a kernel before 5.1. */
		union { struct timeval tv; struct timespec ts; } u;
		int32_t o[2];
		int ns = req == SIOCGSTAMPNS_OLD;
		int r = ioctl(fd, ns ? SIOCGSTAMPNS_NEW : SIOCGSTAMP_NEW, &u);
		if (r) return r;
		long long sec = ns ? u.ts.tv_sec : u.tv.tv_sec;
		if (!__t64_fits_time32(sec)) {
			errno = EOVERFLOW;
			return -1;
		}
		o[0] = (int32_t)sec;
		o[1] = (int32_t)(ns ? u.ts.tv_nsec : u.tv.tv_usec);
		__builtin_memcpy(arg, o, sizeof o);
		return 0;
	}
	return ioctl(fd, req, arg);
}
