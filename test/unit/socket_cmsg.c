/* Time-stamp control messages as the kernel writes them, as byte images made here from
   the kernel's definitions, independently of t64's headers: struct cmsghdr
   (include/linux/socket.h: a __kernel_size_t length, two ints, the data at the
   long-aligned end), __kernel_sock_timeval and __kernel_timespec (two 64-bit words,
   include/uapi/linux/time_types.h), __kernel_old_timeval and the old timespec (two longs),
   scm_timestamping64 and scm_timestamping (three of them, linux/errqueue.h). Each image is
   in the target's byte order (the suite runs on little- and big-endian targets) with
   garbage in every byte that is no field, and is read as a program reads it: CMSG_FIRSTHDR,
   CMSG_NXTHDR and CMSG_DATA into t64's struct timeval and struct timespec.
   Then, where the library has the fallback to the *_OLD options (a 32-bit-time arch
   built for kernels before 5.1), the rewrite of the old 32-bit messages into the new
   layout (sysdeps/linux/socket/cmsg_widen.c, hidden, linked from libt64.a): one stamp,
   a stamp with a message after it (moved up), no room (MSG_CTRUNC, the first message
   that no longer fits dropped with what follows, the descriptors of a dropped SCM_RIGHTS
   closed), exact room for the last message, seconds 0xffffffff read as 4294967295. */
#include <errno.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
#include <sys/time.h>
#include <time.h>
#include "kernel_features.h"
#include "t.h"

#define GARBAGE 0xee
#define BIG (__BYTE_ORDER__ == __ORDER_BIG_ENDIAN__)
/* The kernel's struct cmsghdr: its length a __kernel_size_t (a long on every Linux
   target), the level and type ints after it; the data at the header's size rounded up to
   a long. */
#define K_LONG ((unsigned)sizeof(long))
#define K_ALIGN(n) (((n) + K_LONG - 1) / K_LONG * K_LONG)
#define K_HDR K_ALIGN(K_LONG + 8)

/* Test times: past 2106 (a high word), and past 2038 (bit 31 of the low word). */
#define T_FAR 0x1234567890LL
#define T2040 2214129600LL

static unsigned char buf[512] __attribute__((aligned(8)));
static unsigned at;

static void put(unsigned off, unsigned size, unsigned long long v)
{
	for (unsigned i = 0; i < size; i++)
		buf[off + i] = (unsigned char)(v >> 8 * (BIG ? size - 1 - i : i));
}

static void start(void)
{
	memset(buf, GARBAGE, sizeof buf);
	at = 0;
}

/* One message: n words of `size` bytes each after the header; the next one aligned. */
static void msg(int level, int type, unsigned size, int n, const long long *w)
{
	put(at, K_LONG, K_HDR + size * n);
	put(at + K_LONG, 4, (unsigned)level);
	put(at + K_LONG + 4, 4, (unsigned)type);
	for (int i = 0; i < n; i++) put(at + K_HDR + size * i, size, (unsigned long long)w[i]);
	at += K_ALIGN(K_HDR + size * n);
}

static struct msghdr hdr(unsigned len)
{
	struct msghdr m;
	memset(&m, 0, sizeof m);
	m.msg_control = buf;
	m.msg_controllen = len;
	return m;
}

/* The three new messages, read through t64's types: `what` names where they came from. */
static void read_new(struct msghdr *m, const long long *tv, const long long *ns, const long long *ting,
                     const char *what)
{
	struct cmsghdr *c = CMSG_FIRSTHDR(m);
	struct timeval v;
	struct timespec s, t[3];
	T_CHECK(c && c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_TIMESTAMP &&
		c->cmsg_len == CMSG_LEN(sizeof v), "%s: SCM_TIMESTAMP first, CMSG_LEN(sizeof(struct timeval))", what);
	if (!c) return;
	memcpy(&v, CMSG_DATA(c), sizeof v);
	T_CHECK(v.tv_sec == tv[0] && v.tv_usec == tv[1], "%s: struct timeval %lld.%06lld (want %lld.%06lld)",
		what, (long long)v.tv_sec, (long long)v.tv_usec, tv[0], tv[1]);
	c = CMSG_NXTHDR(m, c);
	T_CHECK(c && c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_TIMESTAMPNS &&
		c->cmsg_len == CMSG_LEN(sizeof s), "%s: SCM_TIMESTAMPNS next, CMSG_LEN(sizeof(struct timespec))", what);
	if (!c) return;
	memcpy(&s, CMSG_DATA(c), sizeof s);
	T_CHECK(s.tv_sec == ns[0] && s.tv_nsec == ns[1], "%s: struct timespec %lld.%09ld (want %lld.%09lld)",
		what, (long long)s.tv_sec, (long)s.tv_nsec, ns[0], ns[1]);
	c = CMSG_NXTHDR(m, c);
	T_CHECK(c && c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_TIMESTAMPING &&
		c->cmsg_len == CMSG_LEN(sizeof t), "%s: SCM_TIMESTAMPING last, CMSG_LEN(3 struct timespec)", what);
	if (!c) return;
	memcpy(t, CMSG_DATA(c), sizeof t);
	int ok = 1;
	for (int i = 0; i < 3; i++) ok &= t[i].tv_sec == ting[2 * i] && t[i].tv_nsec == ting[2 * i + 1];
	T_CHECK(ok, "%s: three struct timespec %lld.%09ld %lld.%09ld %lld.%09ld", what,
		(long long)t[0].tv_sec, (long)t[0].tv_nsec, (long long)t[1].tv_sec, (long)t[1].tv_nsec,
		(long long)t[2].tv_sec, (long)t[2].tv_nsec);
	T_CHECK(!CMSG_NXTHDR(m, c), "%s: nothing after the last message", what);
}

#ifdef T64_TIME32_FALLBACK
void __t64_cmsg_widen(struct msghdr *m, unsigned long cap);

/* A message the rewrite must leave alone: IP_PKTINFO-sized data at IPPROTO_IP (0). */
static void foreign(void)
{
	static const long long w[3] = { 1, 0x7f000001, 0x7f000001 };
	msg(0, 8, 4, 3, w);
}

static int is_foreign(const unsigned char *p)
{
	struct cmsghdr c;
	memcpy(&c, p, sizeof c);
	unsigned v;
	memcpy(&v, p + CMSG_LEN(0) + 4, 4);
	return c.cmsg_len == CMSG_LEN(12) && c.cmsg_level == 0 && c.cmsg_type == 8 && v == 0x7f000001;
}

static void widen_cases(void)
{
	/* One old SCM_TIMESTAMP with seconds 0xffffffff: 4294967295 (2106), not -1. */
	static const long long old_tv[2] = { 0xffffffffLL, 999999 };
	struct timeval v;
	start();
	msg(SOL_SOCKET, SO_TIMESTAMP_OLD, 4, 2, old_tv);
	struct msghdr m = hdr(at);
	__t64_cmsg_widen(&m, CMSG_SPACE(16));
	struct cmsghdr *c = CMSG_FIRSTHDR(&m);
	memcpy(&v, CMSG_DATA(c), sizeof v);
	T_CHECK(m.msg_controllen == CMSG_SPACE(16) && c->cmsg_type == SCM_TIMESTAMP && c->cmsg_len == CMSG_LEN(16) &&
		v.tv_sec == 4294967295LL && v.tv_usec == 999999 && !(m.msg_flags & MSG_CTRUNC),
		"widen: one SCM_TIMESTAMP_OLD, seconds 0xffffffff: SCM_TIMESTAMP_NEW 4294967295.999999 (got %lld.%06lld, "
		"length %u)", (long long)v.tv_sec, (long long)v.tv_usec, (unsigned)m.msg_controllen);

	/* A stamp with a message after it: the message moves up behind the wider stamp. */
	static const long long old_ns[2] = { 0x80000000LL, 999999999 };
	struct timespec s;
	start();
	msg(SOL_SOCKET, SO_TIMESTAMPNS_OLD, 4, 2, old_ns);
	foreign();
	m = hdr(at);
	__t64_cmsg_widen(&m, sizeof buf);
	c = CMSG_FIRSTHDR(&m);
	memcpy(&s, CMSG_DATA(c), sizeof s);
	T_CHECK(c->cmsg_type == SCM_TIMESTAMPNS && s.tv_sec == 2147483648LL && s.tv_nsec == 999999999 &&
		m.msg_controllen == CMSG_SPACE(16) + CMSG_SPACE(12) && is_foreign(buf + CMSG_SPACE(16)),
		"widen: SCM_TIMESTAMPNS_OLD 2^31 s then IP_PKTINFO: the stamp widened, IP_PKTINFO moved up intact "
		"(length %u)", (unsigned)m.msg_controllen);

	/* Room for the wider stamp but not for the message after it: MSG_CTRUNC, that
	   message dropped, the stamp kept (a kernel with the new messages would have given
	   it). */
	start();
	foreign();
	msg(SOL_SOCKET, SO_TIMESTAMP_OLD, 4, 2, old_tv);
	foreign();
	m = hdr(at);
	unsigned cap = at;
	__t64_cmsg_widen(&m, cap);
	c = CMSG_FIRSTHDR(&m);
	c = c ? CMSG_NXTHDR(&m, c) : 0;
	T_CHECK((m.msg_flags & MSG_CTRUNC) && m.msg_controllen == CMSG_SPACE(12) + CMSG_SPACE(16) &&
		is_foreign(buf) && c && c->cmsg_type == SCM_TIMESTAMP && !CMSG_NXTHDR(&m, c),
		"widen: IP_PKTINFO, SCM_TIMESTAMP_OLD, IP_PKTINFO in a buffer of exactly their old size: "
		"MSG_CTRUNC, the first two left, the stamp widened (length %u)", (unsigned)m.msg_controllen);

	/* No room for the message after the wider stamp, an SCM_RIGHTS: its descriptor is
	   closed (the kernel installed it; the program would never see it). */
	int fd = socket(AF_INET, SOCK_DGRAM, 0);
	long long fdw[1] = { fd };
	start();
	msg(SOL_SOCKET, SO_TIMESTAMP_OLD, 4, 2, old_tv);
	msg(SOL_SOCKET, SCM_RIGHTS, 4, 1, fdw);
	m = hdr(at);
	cap = at;
	__t64_cmsg_widen(&m, cap);
	errno = 0;
	int closed = fd >= 0 && close(fd) == -1 && errno == EBADF;
	c = CMSG_FIRSTHDR(&m);
	T_CHECK((m.msg_flags & MSG_CTRUNC) && m.msg_controllen == CMSG_SPACE(16) && c &&
		c->cmsg_type == SCM_TIMESTAMP && closed,
		"widen: SCM_TIMESTAMP_OLD then SCM_RIGHTS in exactly their old size: MSG_CTRUNC, the stamp "
		"widened, SCM_RIGHTS dropped and its descriptor closed (length %u)", (unsigned)m.msg_controllen);

	/* No room for the wider stamp itself (SCM_TIMESTAMPING grows by more than an
	   SCM_RIGHTS message takes): it is dropped with what follows. */
	static const long long ting6[6] = { 1, 2, 3, 4, 5, 6 };
	fd = socket(AF_INET, SOCK_DGRAM, 0);
	fdw[0] = fd;
	start();
	foreign();
	msg(SOL_SOCKET, SO_TIMESTAMPING_OLD, 4, 6, ting6);
	msg(SOL_SOCKET, SCM_RIGHTS, 4, 1, fdw);
	m = hdr(at);
	cap = at;
	__t64_cmsg_widen(&m, cap);
	errno = 0;
	closed = fd >= 0 && close(fd) == -1 && errno == EBADF;
	T_CHECK((m.msg_flags & MSG_CTRUNC) && m.msg_controllen == CMSG_SPACE(12) && is_foreign(buf) && closed,
		"widen: IP_PKTINFO, SCM_TIMESTAMPING_OLD, SCM_RIGHTS in exactly their old size, too small for "
		"the wider stamp: MSG_CTRUNC, only IP_PKTINFO left, the descriptor closed (length %u)",
		(unsigned)m.msg_controllen);

	/* Exact room for the last message: a foreign message, then SCM_TIMESTAMPNS_OLD and
	   SCM_TIMESTAMPING_OLD, in a buffer of exactly the widened size (the last message
	   needs no padding after it). */
	static const long long old_ting[6] = { 0xfffffffeLL, 5, 0, 0, 1000, 999999999 };
	struct timespec t[3];
	start();
	foreign();
	msg(SOL_SOCKET, SO_TIMESTAMPNS_OLD, 4, 2, old_ns);
	msg(SOL_SOCKET, SO_TIMESTAMPING_OLD, 4, 6, old_ting);
	m = hdr(at);
	cap = CMSG_SPACE(12) + CMSG_SPACE(16) + CMSG_LEN(48);
	__t64_cmsg_widen(&m, cap);
	c = CMSG_FIRSTHDR(&m);
	c = c ? CMSG_NXTHDR(&m, c) : 0;
	struct cmsghdr *c2 = c ? CMSG_NXTHDR(&m, c) : 0;
	if (c2) memcpy(t, CMSG_DATA(c2), sizeof t);
	T_CHECK(c && c2 && !(m.msg_flags & MSG_CTRUNC) && m.msg_controllen == cap && is_foreign(buf) &&
		c->cmsg_type == SCM_TIMESTAMPNS && c2->cmsg_type == SCM_TIMESTAMPING && c2->cmsg_len == CMSG_LEN(48) &&
		t[0].tv_sec == 4294967294LL && t[0].tv_nsec == 5 && t[1].tv_sec == 0 && t[1].tv_nsec == 0 &&
		t[2].tv_sec == 1000 && t[2].tv_nsec == 999999999,
		"widen: IP_PKTINFO, SCM_TIMESTAMPNS_OLD, SCM_TIMESTAMPING_OLD in exactly the widened size: both "
		"widened, the last to its end (length %u of %u)", (unsigned)m.msg_controllen, cap);

	/* One byte less: the last one no longer fits. */
	start();
	foreign();
	msg(SOL_SOCKET, SO_TIMESTAMPNS_OLD, 4, 2, old_ns);
	msg(SOL_SOCKET, SO_TIMESTAMPING_OLD, 4, 6, old_ting);
	m = hdr(at);
	__t64_cmsg_widen(&m, cap - 1);
	c = CMSG_FIRSTHDR(&m);
	c = c ? CMSG_NXTHDR(&m, c) : 0;
	T_CHECK((m.msg_flags & MSG_CTRUNC) && m.msg_controllen == CMSG_SPACE(12) + CMSG_SPACE(16) && c &&
		c->cmsg_type == SCM_TIMESTAMPNS && !CMSG_NXTHDR(&m, c),
		"widen: the same a byte short: SCM_TIMESTAMPNS widened, SCM_TIMESTAMPING dropped, MSG_CTRUNC "
		"(length %u)", (unsigned)m.msg_controllen);

	/* The old numbers at another level are another protocol's: left alone. */
	start();
	msg(0, SO_TIMESTAMP_OLD, 4, 2, old_tv);
	m = hdr(at);
	unsigned char before[64];
	memcpy(before, buf, sizeof before);
	__t64_cmsg_widen(&m, sizeof buf);
	T_CHECK(m.msg_controllen == CMSG_SPACE(8) && !memcmp(before, buf, sizeof before) && !(m.msg_flags & MSG_CTRUNC),
		"widen: type %d at level 0 (not SOL_SOCKET): untouched", SO_TIMESTAMP_OLD);
}
#endif

int main(void)
{
	/* The new messages (Linux 5.1; on a 64-bit arch the same layout as the old ones):
	   every word 64-bit. */
	static const long long tv[2] = { T_FAR, 999999 }, ns[2] = { T2040, 999999999 },
		ting[6] = { T_FAR, 123456789, 0, 0, T2040, 5 };
	start();
	msg(SOL_SOCKET, SO_TIMESTAMP_NEW, 8, 2, tv);
	msg(SOL_SOCKET, SO_TIMESTAMPNS_NEW, 8, 2, ns);
	msg(SOL_SOCKET, SO_TIMESTAMPING_NEW, 8, 6, ting);
	struct msghdr m = hdr(at);
	T_EQ_LL(SCM_TIMESTAMP, sizeof(long) == 8 ? SO_TIMESTAMP_OLD : SO_TIMESTAMP_NEW,
		"SCM_TIMESTAMP is the option whose stamps are 64-bit on this arch");
	if (sizeof(long) == 4) {
		read_new(&m, tv, ns, ting, "SCM_TIMESTAMP_NEW, SCM_TIMESTAMPNS_NEW, SCM_TIMESTAMPING_NEW images");
	} else {
		/* The old messages of a 64-bit arch: two longs a time, 64-bit too; the new ones
		   there carry the same words under the new numbers. */
		start();
		msg(SOL_SOCKET, SO_TIMESTAMP_OLD, 8, 2, tv);
		msg(SOL_SOCKET, SO_TIMESTAMPNS_OLD, 8, 2, ns);
		msg(SOL_SOCKET, SO_TIMESTAMPING_OLD, 8, 6, ting);
		m = hdr(at);
		read_new(&m, tv, ns, ting, "SCM_TIMESTAMP_OLD, SCM_TIMESTAMPNS_OLD, SCM_TIMESTAMPING_OLD images (longs)");
	}
#ifdef T64_TIME32_FALLBACK
	/* The old messages of a 32-bit arch (an old kernel's): 32-bit words, rewritten by
	   the library into the new layout, seconds read unsigned. */
	static const long long otv[2] = { 0xfffffff0LL, 999999 }, ons[2] = { 0x80000000LL, 999999999 },
		oting[6] = { 0xffffffffLL, 123456789, 0, 0, 2147483647, 5 };
	static const long long wtv[2] = { 4294967280LL, 999999 }, wns[2] = { 2147483648LL, 999999999 },
		wting[6] = { 4294967295LL, 123456789, 0, 0, 2147483647, 5 };
	start();
	msg(SOL_SOCKET, SO_TIMESTAMP_OLD, 4, 2, otv);
	msg(SOL_SOCKET, SO_TIMESTAMPNS_OLD, 4, 2, ons);
	msg(SOL_SOCKET, SO_TIMESTAMPING_OLD, 4, 6, oting);
	m = hdr(at);
	__t64_cmsg_widen(&m, sizeof buf);
	read_new(&m, wtv, wns, wting,
		 "SCM_TIMESTAMP_OLD, SCM_TIMESTAMPNS_OLD, SCM_TIMESTAMPING_OLD images (32-bit) after the rewrite");
	widen_cases();
#else
	t_printf("# no rewrite of old 32-bit stamps in this build (a 64-bit-time arch, riscv32, or min_kernel 5.1)\n");
#endif
	return t_done();
}
