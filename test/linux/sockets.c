/* Sockets against the running kernel, over loopback only (127.0.0.1, and ::1 where it is
   configured): the time options, receive time stamps, the SIOCGSTAMP ioctls and
   recvmmsg's timeout. Natively, under qemu-user and in the 2040 machines. Every receiving
   socket carries a 5 s SO_RCVTIMEO, so that no check can wait longer than that.

   sockets [2040] [old] [socketcall] [qemu-user] [qemu-GAP...]
   2040: (2040 machines only) first set CLOCK_REALTIME to 2040-02-29T12:00:00Z through
         the time64 call: every stamp must then lie past 2038.
   old:  install the seccomp filter of an "old kernel" (seccomp_time64.h): the time64
         calls answer ENOSYS, the SO_*_NEW options ENOPROTOOPT and SIOCGSTAMP*_NEW ENOTTY.
         Everything must work through the *_OLD options and requests, the program seeing
         only the new control messages; a timeout over 2^31 s is clamped; in 2040 the old
         stamps' 32-bit seconds are read unsigned.
   socketcall: (an arch whose table has socketcall(): i386) the direct socket calls and
         recvmmsg_time64 answer ENOSYS, as before Linux 4.3: everything goes through
         socketcall(), recvmmsg through its old call.
   qemu-user: (meson passes it under qemu-user) the emulator's own translation is what
         the program talks to; with it, the cross file's known gaps of qemu-user 7.2
         (docs/testing.md; meson passes each argument where the cross file's
         t64_qemu_gaps names the gap), each asserting what qemu does instead:
     qemu-sockopt-new (gap sock-new-options): it knows no SO_*_NEW option
         (ENOPROTOOPT): on a target with the old options t64 takes them, as on a pre-5.1
         kernel (the *_OLD path, the clamp); on one without (riscv32) SO_RCVTIMEO,
         SO_SNDTIMEO and SO_TIMESTAMP answer ENOPROTOOPT, and the guard timeout is set
         through qemu's old option directly;
     qemu-stamp-ns (gap sock-stamp-ns): it knows neither SO_TIMESTAMPNS nor
         SO_TIMESTAMPING, old or new (ENOPROTOOPT): the control-message checks use
         SO_TIMESTAMP instead;
     qemu-recvmmsg-time64 (gap recvmmsg-time64): it knows no recvmmsg_time64 (ENOSYS):
         t64 takes the old call where the target has one; where not (riscv32) recvmmsg
         answers ENOSYS;
     qemu-recvmmsg-timeout (gap recvmmsg-timeout): it ignores recvmmsg's timeout: no
         EINVAL, no expiry, no time left written back;
     qemu-cmsg-ctrunc (gap cmsg-ctrunc): where it cuts control messages to the program's
         buffer it returns the host's msg_flags, without MSG_CTRUNC (on the 32-bit
         targets t64 drops the old message it finds cut short, and sets the flag
         itself). */
#include <errno.h>
#include <string.h>
#include <netinet/in.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>
#include "kernel_features.h"
#include "path.h"
#include "seccomp_time64.h"
#include "t.h"

#define T2040 2214129600LL  /* 2040-02-29T12:00:00Z */
#define MS 1000000LL
#define S 1000000000LL
/* How late a wait may end: generous, for a loaded 2-core machine and the emulated 2040
   machines; only a unit error or a missed deadline fails. Never early, except by what the
   kernel itself rounds (a socket timeout counts whole jiffies from within the current
   one: it may end up to one jiffy before the time asked). */
#define LATE (5 * S)
#define GUARD_S 5

/* include/uapi/linux/in.h */
#define IP_PKTINFO 8
struct in_pktinfo {
	int ipi_ifindex;
	struct in_addr ipi_spec_dst;
	struct in_addr ipi_addr;
};
/* include/uapi/linux/net_tstamp.h */
#define SOF_TIMESTAMPING_RX_SOFTWARE 0x8
#define SOF_TIMESTAMPING_SOFTWARE    0x10

static int in2040, old, sockcall, qemu_user, gap_sockopt, gap_ns, gap_mm64, gap_mmsg, gap_ctrunc;
/* Whether t64 has the old calls and options to fall back on (not on riscv32). */
#ifdef T64_TIME32_FALLBACK
static const int fallback = 1;
#else
static const int fallback = 0;
#endif
/* Under qemu-sockopt-new without a fallback: no time option at all. */
static int no_timeo(void) { return gap_sockopt && !fallback; }
static long long jiffy_ns = 10 * MS;   /* measured in timeouts(); HZ = 100 at the longest */
/* A socket timeout is a count of jiffies from the jiffies counter at the call. In a virtual machine on a
 * loaded host the ticks can come late and then be counted all at once, so that counter may lag the clock
 * by several jiffies when the wait starts, and the wait end that much early (191 ms of 200 seen on a
 * 2-core host under load). A quarter of the time asked covers that and still tells a timeout taken in
 * the wrong unit (0, microseconds) from the right one. */
#define EARLY(asked) ((asked) / 4 > 2 * jiffy_ns ? (asked) / 4 : 2 * jiffy_ns)

static long long ns_of(const struct timespec *ts) { return ts->tv_sec * S + ts->tv_nsec; }

static long long now_ns(clockid_t clk)
{
	struct timespec ts;
	clock_gettime(clk, &ts);
	return ns_of(&ts);
}

static long long res_ns(clockid_t clk)
{
	struct timespec r;
	return clock_getres(clk, &r) ? 0 : ns_of(&r);
}

/* A time left read back after a wait of `asked` ns begun after CLOCK_MONOTONIC read m0:
   at most what was asked, at least that less the time since m0. */
static int left_ok(long long left, long long asked, long long m0)
{
	return left <= asked && left >= asked - (now_ns(CLOCK_MONOTONIC) - m0);
}

static void path_is(int fam, int want, const char *what)
{
	int got = __t64_path[fam];
	T_CHECK(got == want, "%s path is %s (want %s)", what, __t64_path_name(got), __t64_path_name(want));
}

/* The time options' path: the *_OLD ones under the old kernel (or where qemu-user knows
   only those). */
static int sockopt_old(void) { return old || gap_sockopt; }
static int sockopt_path(void) { return sockopt_old() ? T64_PATH_OLD : T64_PATH_TIME64; }
/* recvmmsg's: the old call where recvmmsg_time64 answers ENOSYS. */
static int mmsg_old(void) { return old || sockcall || gap_mm64; }

/* SO_RCVTIMEO; under qemu-sockopt-new without a fallback, through qemu's translation of
   the old option (two longs), which t64 passes on as any other option. */
static int set_rcvtimeo(int fd, struct timeval tv)
{
	if (no_timeo()) {
		int32_t o[2] = { (int32_t)tv.tv_sec, (int32_t)tv.tv_usec };
		return setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO_OLD, o, sizeof o);
	}
	return setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
}

/* A datagram pair on loopback: rx bound to the loopback address (port 0: the kernel picks
   one), tx connected to it, rx with the guard timeout. Returns 0, or the errno of the step
   that failed (*step names it). */
struct pair { int rx, tx; };

static int pair_open(struct pair *p, int family, const char **step)
{
	struct sockaddr_storage ss;
	socklen_t len;
	struct timeval guard = { GUARD_S, 0 };
	memset(&ss, 0, sizeof ss);
	if (family == AF_INET6) {
		struct sockaddr_in6 *a = (struct sockaddr_in6 *)&ss;
		a->sin6_family = AF_INET6;
		a->sin6_addr = (struct in6_addr)IN6ADDR_LOOPBACK_INIT;
		len = sizeof *a;
	} else {
		struct sockaddr_in *a = (struct sockaddr_in *)&ss;
		a->sin_family = AF_INET;
		a->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
		len = sizeof *a;
	}
	p->rx = p->tx = -1;
	*step = "socket";
	if ((p->rx = socket(family, SOCK_DGRAM | SOCK_CLOEXEC, 0)) < 0) return errno;
	*step = "bind";
	if (bind(p->rx, (struct sockaddr *)&ss, len)) return errno;
	*step = "getsockname";
	if (getsockname(p->rx, (struct sockaddr *)&ss, &len)) return errno;
	*step = "the guard SO_RCVTIMEO";
	if (set_rcvtimeo(p->rx, guard)) return errno;
	*step = "the sending socket";
	if ((p->tx = socket(family, SOCK_DGRAM | SOCK_CLOEXEC, 0)) < 0) return errno;
	*step = "connect";
	if (connect(p->tx, (struct sockaddr *)&ss, len)) return errno;
	return 0;
}

static int pair4(struct pair *p)
{
	const char *step = "";
	int e = pair_open(p, AF_INET, &step);
	T_CHECK(e == 0, "a UDP socket pair on 127.0.0.1 (%s: errno %d)", step, e);
	return e;
}

static void pair_close(struct pair *p)
{
	if (p->rx >= 0) close(p->rx);
	if (p->tx >= 0) close(p->tx);
}

static int set_int(int fd, int level, int name, int v)
{
	return setsockopt(fd, level, name, &v, sizeof v);
}

/* 1. The timeouts. */
static void timeouts(void)
{
	int s = socket(AF_INET, SOCK_DGRAM, 0);
	int e = errno;
	T_CHECK(s >= 0, "a UDP socket (errno %d)", s >= 0 ? 0 : e);
	if (s < 0) return;
	if (no_timeo()) {
		static const int o[3] = { SO_RCVTIMEO, SO_SNDTIMEO, SO_TIMESTAMP };
		static const char *const on[3] = { "SO_RCVTIMEO", "SO_SNDTIMEO", "SO_TIMESTAMP" };
		struct timeval tv = { 1, 0 };
		for (int i = 0; i < 3; i++) {
			errno = 0;
			int r = i < 2 ? setsockopt(s, SOL_SOCKET, o[i], &tv, sizeof tv) : set_int(s, SOL_SOCKET, o[i], 1);
			e = errno;
			T_CHECK(r == -1 && e == ENOPROTOOPT, "known gap (qemu-sockopt-new): qemu-user knows no %s_NEW "
				"and the target no old option: ENOPROTOOPT (%d, errno %d)", on[i], r, e);
		}
		close(s);
		return;
	}

	/* One jiffy as the kernel counts: the shortest timeout, 1 us, is one jiffy, read
	   back in microseconds. */
	struct timeval tv = { 0, 1 }, got = { -1, -1 };
	socklen_t len = sizeof got;
	int r = setsockopt(s, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
	int g = getsockopt(s, SOL_SOCKET, SO_RCVTIMEO, &got, &len);
	T_CHECK(r == 0 && g == 0 && got.tv_sec == 0 && got.tv_usec >= 1000 && got.tv_usec <= 10000,
		"SO_RCVTIMEO of 1 us reads back one jiffy: %lld.%06lld s (HZ 100 to 1000)",
		(long long)got.tv_sec, (long long)got.tv_usec);
	if (r == 0 && g == 0 && got.tv_sec == 0 && got.tv_usec >= 1000 && got.tv_usec <= 10000)
		jiffy_ns = got.tv_usec * 1000LL;
	path_is(T64_FAM_SOCKOPT, sockopt_path(), "SO_RCVTIMEO");

	static const struct { int opt; const char *name; } opts[] = {
		{ SO_RCVTIMEO, "SO_RCVTIMEO" }, { SO_SNDTIMEO, "SO_SNDTIMEO" },
	};
	for (unsigned i = 0; i < 2; i++) {
		tv = (struct timeval){ 1, 234567 };
		got = (struct timeval){ -1, -1 };
		len = sizeof got;
		errno = 0;
		r = setsockopt(s, SOL_SOCKET, opts[i].opt, &tv, sizeof tv);
		e = errno;
		g = getsockopt(s, SOL_SOCKET, opts[i].opt, &got, &len);
		long long us = got.tv_sec * 1000000LL + got.tv_usec;
		T_CHECK(r == 0 && g == 0 && len == sizeof got && us >= 1234567 && us < 1234567 + jiffy_ns / 1000 &&
			got.tv_usec >= 0 && got.tv_usec < 1000000,
			"%s 1.234567 s (%d, errno %d) reads back %lld.%06lld s, length %u (rounded up to a jiffy)",
			opts[i].name, r, e, (long long)got.tv_sec, (long long)got.tv_usec, len);
		path_is(T64_FAM_SOCKOPT, sockopt_path(), opts[i].name);
	}

	/* A timeout over 2^31 s: the new options carry it; the old ones get it clamped to
	   2^31-1 s, which a 32-bit kernel, whose longest timeout is under a year, keeps as
	   "no timeout" and reads back as 0. */
	tv = (struct timeval){ 3000000000LL, 0 };
	got = (struct timeval){ -1, -1 };
	len = sizeof got;
	errno = 0;
	r = setsockopt(s, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
	e = errno;
	g = getsockopt(s, SOL_SOCKET, SO_RCVTIMEO, &got, &len);
	int none = got.tv_sec == 0 && got.tv_usec == 0;
	if (sockopt_old())
		T_CHECK(r == 0 && g == 0 && ((got.tv_sec == 2147483647 && got.tv_usec == 0) || none),
			"EP-sockopt: old option: SO_RCVTIMEO of 3e9 s (over 2^31 s) accepted (%d, errno %d) and clamped "
			"to 2^31-1 s: reads back %lld.%06lld s (0: a 32-bit kernel's \"no timeout\")",
			r, e, (long long)got.tv_sec, (long long)got.tv_usec);
	else
		T_CHECK(r == 0 && g == 0 && ((got.tv_sec == 3000000000LL && got.tv_usec == 0) || none),
			"SO_RCVTIMEO of 3e9 s (over 2^31 s) accepted (%d, errno %d): reads back %lld.%06lld s "
			"(0: a 32-bit kernel's \"no timeout\")", r, e, (long long)got.tv_sec, (long long)got.tv_usec);

	/* Out of range and too short: the kernel's errors, through either option. */
	tv = (struct timeval){ 1, 1000000 };
	errno = 0;
	r = setsockopt(s, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
	e = errno;
	T_CHECK(r == -1 && e == EDOM, "EP-sockopt: SO_RCVTIMEO with tv_usec = 1000000: the kernel's EDOM%s (%d, errno %d)",
		sockopt_old() ? " through the old option" : "", r, e);
	tv = (struct timeval){ 1, 0 };
	errno = 0;
	r = setsockopt(s, SOL_SOCKET, SO_SNDTIMEO, &tv, 8);
	e = errno;
	T_CHECK(r == -1 && e == EINVAL, "EP-sockopt: SO_SNDTIMEO with an optlen of 8 (an old 32-bit timeval's, "
		"shorter than struct timeval's %u): EINVAL%s (%d, errno %d)", (unsigned)sizeof tv,
		sockopt_old() ? " before the old option" : "", r, e);
	got = (struct timeval){ -1, -1 };
	len = sizeof got;
	g = getsockopt(s, SOL_SOCKET, SO_SNDTIMEO, &got, &len);
	T_CHECK(g == 0 && got.tv_sec == 1 && got.tv_usec < 1000000 && got.tv_usec >= 234567,
		"and SO_SNDTIMEO keeps its 1.234567 s (%lld.%06lld)", (long long)got.tv_sec, (long long)got.tv_usec);
	close(s);

	/* A receive that times out: measured from before the call. */
	struct pair p;
	if (pair4(&p)) { pair_close(&p); return; }
	tv = (struct timeval){ 0, 200000 };
	r = setsockopt(p.rx, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
	T_EQ_LL(r, 0, "SO_RCVTIMEO 200 ms");
	char b[16];
	long long m0 = now_ns(CLOCK_MONOTONIC);
	errno = 0;
	long n = recv(p.rx, b, sizeof b, 0);
	e = errno;
	long long took = now_ns(CLOCK_MONOTONIC) - m0;
	T_CHECK(n == -1 && (e == EAGAIN || e == EWOULDBLOCK),
		"recv on an empty socket with a 200 ms SO_RCVTIMEO: EAGAIN (%ld, errno %d)", n, e);
	T_CHECK(took >= 200 * MS - EARLY(200 * MS) && took <= 200 * MS + LATE,
		"it waited %lld us (200 ms asked, in jiffies of %lld us)", took / 1000, jiffy_ns / 1000);

	/* With the 3e9 s timeout a datagram already there is received at once. */
	tv = (struct timeval){ 3000000000LL, 0 };
	r = setsockopt(p.rx, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
	long w = send(p.tx, "long", 4, 0);
	n = recv(p.rx, b, sizeof b, 0);
	T_CHECK(r == 0 && w == 4 && n == 4 && !memcmp(b, "long", 4),
		"with a 3e9 s SO_RCVTIMEO a datagram is received (%d, %ld, %ld)", r, w, n);
	pair_close(&p);
}

/* Receiving one datagram with control messages. */
struct rcv {
	union { struct cmsghdr align; unsigned char b[512]; } ctl;
	struct msghdr m;
	struct iovec io;
	char data[32];
	long n;
	int err;
	long long t0, t1;   /* CLOCK_REALTIME before the send, after the receive */
};

static void rcv_one(struct pair *p, struct rcv *r, size_t cap, const char *text)
{
	memset(r, 0, sizeof *r);
	memset(r->ctl.b, 0xa5, sizeof r->ctl.b);
	r->io = (struct iovec){ r->data, sizeof r->data };
	r->m.msg_iov = &r->io;
	r->m.msg_iovlen = 1;
	r->m.msg_control = r->ctl.b;
	r->m.msg_controllen = cap;
	r->t0 = now_ns(CLOCK_REALTIME);
	long w = send(p->tx, text, strlen(text), 0);
	errno = 0;
	r->n = recvmsg(p->rx, &r->m, 0);
	r->err = errno;
	r->t1 = now_ns(CLOCK_REALTIME);
	if (w != (long)strlen(text)) r->n = -2;
}

/* A stamp of `unit` ns (truncated to it) that the kernel took between the readings t0 and
   t1, on the same clock: allowing for the truncation and the clock's resolution. */
static int stamp_between(long long st, long long t0, long long t1, long long unit)
{
	long long res = res_ns(CLOCK_REALTIME);
	return st >= t0 - (unit - 1) - res && st <= t1 + res && (!in2040 || st >= T2040 * S);
}

/* The words a stamp check adds: in 2040 on the old path, the claim of EP-sockstamp. */
static const char *stamp_words(void)
{
	return !in2040 ? "" : old ? "EP-sockstamp: old option in 2040, the old message's 32-bit seconds read unsigned, "
		"past 2038: " : "past 2038: ";
}

static long long tv_ns(const unsigned char *d)
{
	struct timeval tv;
	memcpy(&tv, d, sizeof tv);
	return tv.tv_sec * S + tv.tv_usec * 1000LL;
}

static long long ts_ns(const unsigned char *d)
{
	struct timespec ts;
	memcpy(&ts, d, sizeof ts);
	return ns_of(&ts);
}

/* Whether the program sees no *_OLD stamp message (where *_OLD differs from the header's
   type, the 32-bit targets) and every message lies inside what the kernel reported. */
static int only_new_types(const struct msghdr *m)
{
	for (struct cmsghdr *c = CMSG_FIRSTHDR(m); c; c = CMSG_NXTHDR(m, c)) {
		if ((unsigned char *)c + sizeof *c > (unsigned char *)m->msg_control + m->msg_controllen) return 0;
		if (c->cmsg_level != SOL_SOCKET || SCM_TIMESTAMP_OLD == SCM_TIMESTAMP) continue;
		if (c->cmsg_type == SCM_TIMESTAMP_OLD || c->cmsg_type == SCM_TIMESTAMPNS_OLD ||
		    c->cmsg_type == SCM_TIMESTAMPING_OLD) return 0;
	}
	return 1;
}

static unsigned count_msgs(const struct msghdr *m)
{
	unsigned k = 0;
	for (struct cmsghdr *c = CMSG_FIRSTHDR(m); c; c = CMSG_NXTHDR(m, c)) k++;
	return k;
}

/* 2. Receive time stamps, one option at a time. */
static void stamps_one(int opt, int val, const char *name, int type, unsigned size, long long unit)
{
	struct pair p;
	struct rcv r;
	if (pair4(&p)) { pair_close(&p); return; }
	int s = set_int(p.rx, SOL_SOCKET, opt, val);
	int e = errno;
	int back = -1;
	socklen_t len = sizeof back;
	int g = getsockopt(p.rx, SOL_SOCKET, opt, &back, &len);
	T_CHECK(s == 0 && g == 0 && back == val, "%s %d set (%d, errno %d) and read back (%d)", name, val, s, e, back);
	path_is(T64_FAM_SOCKOPT, sockopt_path(), name);
	rcv_one(&p, &r, sizeof r.ctl.b, "stamp");
	struct cmsghdr *c = CMSG_FIRSTHDR(&r.m);
	int one = c && !CMSG_NXTHDR(&r.m, c);
	T_CHECK(r.n == 5 && !(r.m.msg_flags & MSG_CTRUNC) && one && c->cmsg_level == SOL_SOCKET &&
		c->cmsg_type == type && c->cmsg_len == CMSG_LEN(size) && r.m.msg_controllen == CMSG_SPACE(size),
		"%s: one control message, level %d type %d length %u (want SOL_SOCKET, the header's %d, %u; "
		"recvmsg %ld, errno %d, flags %x, controllen %u)", name, c ? c->cmsg_level : -1, c ? c->cmsg_type : -1,
		c ? (unsigned)c->cmsg_len : 0u, type, (unsigned)CMSG_LEN(size), r.n, r.err, r.m.msg_flags,
		(unsigned)r.m.msg_controllen);
	if (c && c->cmsg_len == CMSG_LEN(size)) {
		long long st = unit == 1000 ? tv_ns(CMSG_DATA(c)) : ts_ns(CMSG_DATA(c));
		T_CHECK(stamp_between(st, r.t0, r.t1, unit), "%s%s %lld.%09lld lies between the clock's %lld.%09lld and %lld.%09lld",
			stamp_words(), name, st / S, st % S, r.t0 / S, r.t0 % S, r.t1 / S, r.t1 % S);
		if (size == 3 * sizeof(struct timespec)) {
			struct timespec ts[3];
			memcpy(ts, CMSG_DATA(c), sizeof ts);
			T_CHECK(ts[1].tv_sec == 0 && ts[1].tv_nsec == 0 && ts[2].tv_sec == 0 && ts[2].tv_nsec == 0,
				"%s: no hardware stamps ([1] %lld.%09ld, [2] %lld.%09ld)", name, (long long)ts[1].tv_sec,
				ts[1].tv_nsec, (long long)ts[2].tv_sec, ts[2].tv_nsec);
		}
	}
	pair_close(&p);
}

/* The control buffer too small: MSG_CTRUNC, and never an old message in sight. */
/* The stamp those checks use: SCM_TIMESTAMPNS, or where qemu-user knows only
   SO_TIMESTAMP, SCM_TIMESTAMP (its old and new sizes are the same). */
static int st_opt(void) { return gap_ns ? SO_TIMESTAMP : SO_TIMESTAMPNS; }
static int st_type(void) { return gap_ns ? SCM_TIMESTAMP : SCM_TIMESTAMPNS; }
static const char *st_name(void) { return gap_ns ? "SCM_TIMESTAMP" : "SCM_TIMESTAMPNS"; }
static long long st_ns(const unsigned char *d) { return gap_ns ? tv_ns(d) : ts_ns(d); }
static long long st_unit(void) { return gap_ns ? 1000 : 1; }

/* A control buffer of cap bytes too small for what the kernel had: MSG_CTRUNC, what is
   there inside it, no old message in sight, and `also`. Under qemu-cmsg-ctrunc, qemu-user
   cuts the messages to the buffer but returns the host's flags, without MSG_CTRUNC. */
static void ctrunc_check(const struct rcv *r, size_t cap, int also, const char *what)
{
	int cut = r->n == 5 && r->m.msg_controllen <= cap && only_new_types(&r->m) && also;
	if (gap_ctrunc)
		T_CHECK(cut, "known gap (qemu-cmsg-ctrunc): %s: cut to %u bytes, no old message seen, but qemu-user "
			"loses the flag (flags %x)", what, (unsigned)r->m.msg_controllen, r->m.msg_flags);
	else
		T_CHECK(cut && (r->m.msg_flags & MSG_CTRUNC), "EP-sockstamp: %s: MSG_CTRUNC, no old message seen "
			"(recvmsg %ld, flags %x, controllen %u)", what, r->n, r->m.msg_flags, (unsigned)r->m.msg_controllen);
}

static void truncated(void)
{
	struct pair p;
	struct rcv r;
	if (pair4(&p)) { pair_close(&p); return; }
	int s = set_int(p.rx, SOL_SOCKET, st_opt(), 1);
	T_EQ_LL(s, 0, gap_ns ? "SO_TIMESTAMP" : "SO_TIMESTAMPNS");
	char what[128];
	size_t cap = sizeof(struct cmsghdr) + 4;
	rcv_one(&p, &r, cap, "short");
	t64_snprintf(what, sizeof what, "%s into a %u-byte control buffer (room for no stamp)", st_name(), (unsigned)cap);
	ctrunc_check(&r, cap, 1, what);
	/* Room for the old message (two longs) but not the new one (two 64-bit words): on the
	   32-bit targets' old path the kernel fills it without MSG_CTRUNC and t64 must drop
	   it; elsewhere the kernel truncates. Where a long is 64-bit the two are one: one byte
	   short of it. */
	int two = sizeof(long) < 8;
	cap = two ? CMSG_SPACE(2 * sizeof(long)) : CMSG_LEN(sizeof(struct timespec)) - 1;
	rcv_one(&p, &r, cap, "short");
	int dropped = r.m.msg_controllen == 0;
	t64_snprintf(what, sizeof what, "%s into a %u-byte control buffer (%s)%s", st_name(), (unsigned)cap,
		     two ? "room for the old message, not the new one" : "one byte short of it",
		     sockopt_old() ? ", the old message dropped" : "");
	ctrunc_check(&r, cap, !sockopt_old() || dropped, what);
	/* Exactly the room of the new message: complete, no MSG_CTRUNC. */
	cap = CMSG_LEN(sizeof(struct timespec));
	rcv_one(&p, &r, cap, "exact");
	struct cmsghdr *c = CMSG_FIRSTHDR(&r.m);
	T_CHECK(r.n == 5 && !(r.m.msg_flags & MSG_CTRUNC) && c && c->cmsg_type == st_type() &&
		c->cmsg_len == cap && r.m.msg_controllen == cap,
		"%s into a buffer of exactly CMSG_LEN(16) = %u bytes: complete (flags %x, type %d, length %u, "
		"controllen %u)", st_name(), (unsigned)cap, r.m.msg_flags, c ? c->cmsg_type : -1, c ? (unsigned)c->cmsg_len : 0u,
		(unsigned)r.m.msg_controllen);
	pair_close(&p);
}

/* Several control messages at once: SCM_TIMESTAMPNS, SCM_TIMESTAMPING and IP_PKTINFO, in
   that order (the socket's stamps, then the IP level's); where qemu-user knows only
   SO_TIMESTAMP, SCM_TIMESTAMP and IP_PKTINFO. On the old path the stamps grow in place
   and move those after them. */
static void several(void)
{
	struct pair p;
	struct rcv r;
	if (pair4(&p)) { pair_close(&p); return; }
	const unsigned n = gap_ns ? 2 : 3;
	const int lvl[3] = { SOL_SOCKET, gap_ns ? IPPROTO_IP : SOL_SOCKET, IPPROTO_IP };
	const int typ[3] = { st_type(), gap_ns ? IP_PKTINFO : SCM_TIMESTAMPING, IP_PKTINFO };
	const unsigned sz[3] = { 16, gap_ns ? sizeof(struct in_pktinfo) : 3 * sizeof(struct timespec),
				 sizeof(struct in_pktinfo) };
	const char *names = gap_ns ? "SCM_TIMESTAMP, IP_PKTINFO" : "SCM_TIMESTAMPNS, SCM_TIMESTAMPING, IP_PKTINFO";
	int s1 = set_int(p.rx, SOL_SOCKET, st_opt(), 1);
	int s2 = gap_ns ? 0 : set_int(p.rx, SOL_SOCKET, SO_TIMESTAMPING, SOF_TIMESTAMPING_RX_SOFTWARE | SOF_TIMESTAMPING_SOFTWARE);
	int s3 = set_int(p.rx, IPPROTO_IP, IP_PKTINFO, 1);
	T_CHECK(s1 == 0 && s2 == 0 && s3 == 0, "the options of %s together (%d %d %d)", names, s1, s2, s3);
	size_t need = 0, short1 = 0;
	for (unsigned i = 0; i < n; i++) {
		need += CMSG_SPACE(sz[i]);
		/* The last message needs no padding after it. */
		short1 += i + 1 < n ? CMSG_SPACE(sz[i]) : CMSG_LEN(sz[i]) - 1;
	}
	/* A roomy buffer, then one of exactly the room the new messages take. */
	for (int exact = 0; exact < 2; exact++) {
		rcv_one(&p, &r, exact ? need : sizeof r.ctl.b, "three");
		struct cmsghdr *c[3] = { 0, 0, 0 };
		unsigned k = 0;
		for (struct cmsghdr *x = CMSG_FIRSTHDR(&r.m); x; x = CMSG_NXTHDR(&r.m, x), k++)
			if (k < 3) c[k] = x;
		int shape = k == n;
		for (unsigned i = 0; i < n && shape; i++)
			shape = c[i]->cmsg_level == lvl[i] && c[i]->cmsg_type == typ[i] && c[i]->cmsg_len == CMSG_LEN(sz[i]);
		T_CHECK(r.n == 5 && !(r.m.msg_flags & MSG_CTRUNC) && shape && r.m.msg_controllen == need,
			"%s buffer: %s in order, whole (recvmsg %ld, flags %x, %u messages: %d/%d %d/%d %d/%d, "
			"controllen %u of %u)", exact ? "an exactly fitting" : "a roomy", names, r.n, r.m.msg_flags, k,
			c[0] ? c[0]->cmsg_level : -1, c[0] ? c[0]->cmsg_type : -1, c[1] ? c[1]->cmsg_level : -1,
			c[1] ? c[1]->cmsg_type : -1, c[2] ? c[2]->cmsg_level : -1, c[2] ? c[2]->cmsg_type : -1,
			(unsigned)r.m.msg_controllen, (unsigned)need);
		if (!shape) continue;
		long long ns = st_ns(CMSG_DATA(c[0]));
		struct timespec ts[3] = { { 0, 0 }, { 0, 0 }, { 0, 0 } };
		if (!gap_ns) memcpy(ts, CMSG_DATA(c[1]), sizeof ts);
		else ts[0] = (struct timespec){ ns / S, ns % S };
		T_CHECK(stamp_between(ns, r.t0, r.t1, st_unit()) && ns_of(&ts[0]) == ns && ts[1].tv_sec == 0 &&
			ts[2].tv_sec == 0, "%s%s %lld.%09lld within the clock's readings%s", stamp_words(), st_name(),
			ns / S, ns % S, gap_ns ? "" : ", SCM_TIMESTAMPING's software stamp the same");
		struct in_pktinfo pi;
		memcpy(&pi, CMSG_DATA(c[n - 1]), sizeof pi);
		T_CHECK(pi.ipi_ifindex > 0 && pi.ipi_addr.s_addr == htonl(INADDR_LOOPBACK) &&
			pi.ipi_spec_dst.s_addr == htonl(INADDR_LOOPBACK),
			"IP_PKTINFO moved intact: interface %d, to %x via %x", pi.ipi_ifindex,
			(unsigned)ntohl(pi.ipi_addr.s_addr), (unsigned)ntohl(pi.ipi_spec_dst.s_addr));
	}
	/* One byte short: what does not fit is cut, with MSG_CTRUNC, never an old message. */
	rcv_one(&p, &r, short1, "three");
	char what[96];
	t64_snprintf(what, sizeof what, "the %u messages into one byte less than they take (%u left)", n,
		     count_msgs(&r.m));
	ctrunc_check(&r, short1, 1, what);
	pair_close(&p);
}

/* The kernel stamps arriving packets only while some socket wants it, and turns that on
   from a workqueue (net/core/dev.c net_enable_timestamp): a socket with SO_TIMESTAMP is
   kept open throughout, and datagrams go to an SO_TIMESTAMPING socket (which has no
   stamp of its own to fall back on) until one arrives stamped, at most 300, 10 ms apart. */
static int keeper = -1;

static void stamping_on(void)
{
	struct pair p;
	struct rcv r;
	keeper = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	int s = set_int(keeper, SOL_SOCKET, SO_TIMESTAMP, 1);
	T_CHECK(keeper >= 0 && s == 0, "a socket with SO_TIMESTAMP kept open (%d, %d)", keeper, s);
	if (pair4(&p)) { pair_close(&p); return; }
	s = set_int(p.rx, SOL_SOCKET, SO_TIMESTAMPING, SOF_TIMESTAMPING_RX_SOFTWARE | SOF_TIMESTAMPING_SOFTWARE);
	int tries = 0, stamped = 0;
	while (s == 0 && !stamped && tries < 300) {
		if (tries) nanosleep(&(struct timespec){ 0, 10 * MS }, 0);
		tries++;
		rcv_one(&p, &r, sizeof r.ctl.b, "on?");
		stamped = r.n == 3 && CMSG_FIRSTHDR(&r.m) != 0;
	}
	T_CHECK(stamped, "the kernel stamps arriving datagrams: datagram %d (of at most 300) to an SO_TIMESTAMPING "
		"socket came stamped (%d)", tries, s);
	pair_close(&p);
}

static void stamps(void)
{
	if (no_timeo()) return;   /* timeouts() asserted SO_TIMESTAMP's ENOPROTOOPT */
	if (gap_ns) {
		/* SO_TIMESTAMP alone: the kernel stamps at the receive when the packet has none. */
		int s = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
		static const int o[2] = { SO_TIMESTAMPNS, SO_TIMESTAMPING };
		static const char *const on[2] = { "SO_TIMESTAMPNS", "SO_TIMESTAMPING" };
		for (int i = 0; i < 2; i++) {
			errno = 0;
			int r = set_int(s, SOL_SOCKET, o[i], i ? SOF_TIMESTAMPING_RX_SOFTWARE | SOF_TIMESTAMPING_SOFTWARE : 1);
			int e = errno;
			T_CHECK(r == -1 && e == ENOPROTOOPT, "known gap (qemu-stamp-ns): qemu-user knows no %s, new or old: "
				"ENOPROTOOPT (%d, errno %d)", on[i], r, e);
		}
		close(s);
	} else
		stamping_on();
	stamps_one(SO_TIMESTAMP, 1, "SO_TIMESTAMP", SCM_TIMESTAMP, sizeof(struct timeval), 1000);
	if (!gap_ns) {
		stamps_one(SO_TIMESTAMPNS, 1, "SO_TIMESTAMPNS", SCM_TIMESTAMPNS, sizeof(struct timespec), 1);
		stamps_one(SO_TIMESTAMPING, SOF_TIMESTAMPING_RX_SOFTWARE | SOF_TIMESTAMPING_SOFTWARE,
			   "SO_TIMESTAMPING", SCM_TIMESTAMPING, 3 * sizeof(struct timespec), 1);
	}
	truncated();
	several();
}

/* 3. SIOCGSTAMP and SIOCGSTAMPNS on a socket without stamp options (with one, the
   kernel keeps no socket stamp). */
static void ioctls(void)
{
	struct pair p;
	if (pair4(&p)) { pair_close(&p); return; }
	struct timespec ts = { 0x5a5a, 0x5a5a };
	struct timeval tv = { 0x5a5a, 0x5a5a };
	errno = 0;
	int r = ioctl(p.rx, SIOCGSTAMPNS, &ts);
	int e = errno;
	T_CHECK(r == -1 && e == ENOENT && ts.tv_sec == 0x5a5a,
		"EP-sockstamp: SIOCGSTAMPNS before any datagram: the kernel's ENOENT, nothing written (%d, errno %d)", r, e);
	path_is(T64_FAM_SOCKSTAMP, old ? T64_PATH_OLD : T64_PATH_TIME64, "SIOCGSTAMPNS");
	errno = 0;
	r = ioctl(p.rx, SIOCGSTAMP, &tv);
	e = errno;
	T_CHECK(r == -1 && e == ENOENT && tv.tv_sec == 0x5a5a,
		"EP-sockstamp: SIOCGSTAMP before any datagram: the kernel's ENOENT, nothing written (%d, errno %d)", r, e);
	char b[8];
	long long t0 = now_ns(CLOCK_REALTIME);
	long w = send(p.tx, "io", 2, 0);
	long n = recv(p.rx, b, sizeof b, 0);
	int r1 = ioctl(p.rx, SIOCGSTAMPNS, &ts);
	int r2 = ioctl(p.rx, SIOCGSTAMP, &tv);
	long long t1 = now_ns(CLOCK_REALTIME);
	T_CHECK(w == 2 && n == 2 && r1 == 0 && r2 == 0, "a datagram, then both ioctls (%ld, %ld, %d, %d)", w, n, r1, r2);
	long long st = ns_of(&ts);
	T_CHECK(r1 == 0 && stamp_between(st, t0, t1, 1),
		"%sSIOCGSTAMPNS %lld.%09ld lies between the clock's %lld.%09lld and %lld.%09lld", !in2040 ? "" : old ?
		"EP-sockstamp: old request in 2040, its 32-bit seconds read unsigned, past 2038: " : "past 2038: ", (long long)ts.tv_sec,
		ts.tv_nsec, t0 / S, t0 % S, t1 / S, t1 % S);
	T_CHECK(r2 == 0 && tv.tv_sec == ts.tv_sec && tv.tv_usec == ts.tv_nsec / 1000,
		"SIOCGSTAMP %lld.%06lld agrees with SIOCGSTAMPNS", (long long)tv.tv_sec, (long long)tv.tv_usec);
	path_is(T64_FAM_SOCKSTAMP, old ? T64_PATH_OLD : T64_PATH_TIME64, "SIOCGSTAMP");
	pair_close(&p);
}

/* 4. recvmmsg. */
struct mm {
	struct mmsghdr v[3];
	struct iovec io[3];
	char data[3][16];
	union { struct cmsghdr align; unsigned char b[128]; } ctl[3];
};

static void mm_reset(struct mm *x)
{
	memset(x, 0, sizeof *x);
	for (int i = 0; i < 3; i++) {
		x->io[i] = (struct iovec){ x->data[i], sizeof x->data[i] };
		x->v[i].msg_hdr.msg_iov = &x->io[i];
		x->v[i].msg_hdr.msg_iovlen = 1;
		x->v[i].msg_hdr.msg_control = x->ctl[i].b;
		x->v[i].msg_hdr.msg_controllen = sizeof x->ctl[i].b;
	}
}

static int send_n(struct pair *p, int n)
{
	int ok = 0;
	for (int i = 0; i < n; i++) ok += send(p->tx, "mm", 2, 0) == 2;
	return ok;
}

static void mmsg(void)
{
	struct pair p;
	static struct mm x;
	if (pair4(&p)) { pair_close(&p); return; }
	const int stamped = !no_timeo();
	int s = stamped ? set_int(p.rx, SOL_SOCKET, st_opt(), 1) : 0;
	T_CHECK(s == 0, "%s (%d)", stamped ? (gap_ns ? "SO_TIMESTAMP" : "SO_TIMESTAMPNS") :
		"no stamp option (qemu-sockopt-new): recvmmsg without stamps", s);
	const char *how = mmsg_old() ? " (the old call)" : "";
	if (gap_mm64 && !fallback) {
		mm_reset(&x);
		send_n(&p, 1);
		errno = 0;
		int r = recvmmsg(p.rx, x.v, 2, 0, 0);
		int e = errno;
		T_CHECK(r == -1 && e == ENOSYS, "known gap (qemu-recvmmsg-time64): qemu-user knows no recvmmsg_time64, "
			"the target's only recvmmsg: ENOSYS (%d, errno %d)", r, e);
		pair_close(&p);
		return;
	}

	/* Two datagrams in one call, each with its stamp. */
	mm_reset(&x);
	long long t0 = now_ns(CLOCK_REALTIME);
	int sent = send_n(&p, 2);
	struct timespec to = { 5, 0 };
	long long m0 = now_ns(CLOCK_MONOTONIC);
	errno = 0;
	int r = recvmmsg(p.rx, x.v, 2, 0, &to);
	int e = errno;
	long long t1 = now_ns(CLOCK_REALTIME);
	T_CHECK(sent == 2 && r == 2 && x.v[0].msg_len == 2 && x.v[1].msg_len == 2,
		"recvmmsg receives two datagrams in one call%s (%d, errno %d)", how, r, e);
	T_CHECK(left_ok(ns_of(&to), 5 * S, m0), "and writes back the time left: %lld.%09ld of 5 s less the time since",
		(long long)to.tv_sec, to.tv_nsec);
	path_is(T64_FAM_RECVMMSG, mmsg_old() ? T64_PATH_OLD : T64_PATH_TIME64, "recvmmsg");
	for (int i = 0; i < 2 && r == 2 && stamped; i++) {
		struct msghdr *m = &x.v[i].msg_hdr;
		struct cmsghdr *c = CMSG_FIRSTHDR(m);
		int ok = c && c->cmsg_level == SOL_SOCKET && c->cmsg_type == st_type() &&
			c->cmsg_len == CMSG_LEN(16) && !(m->msg_flags & MSG_CTRUNC);
		long long st = ok ? st_ns(CMSG_DATA(c)) : 0;
		T_CHECK(ok && stamp_between(st, t0, t1, st_unit()), "%srecvmmsg's message %d: %s (type %d) %lld.%09lld, "
			"between the clock's %lld.%09lld and %lld.%09lld", stamp_words(), i, st_name(), c ? c->cmsg_type : -1,
			st / S, st % S, t0 / S, t0 % S, t1 / S, t1 % S);
	}

	/* A timeout that expires: it is checked after each datagram (recvmmsg(2)), so with
	   three queued and a timeout of 0, expired from the start, the call ends after the
	   first; the others stay queued. */
	mm_reset(&x);
	sent = send_n(&p, 3);
	to = (struct timespec){ 0, 0 };
	errno = 0;
	r = recvmmsg(p.rx, x.v, 3, 0, &to);
	e = errno;
	if (gap_mmsg)
		T_CHECK(sent == 3 && r == 3, "known gap (qemu-recvmmsg-timeout): qemu-user ignores the timeout: "
			"all three datagrams (%d, errno %d)", r, e);
	else {
		T_CHECK(sent == 3 && r == 1 && to.tv_sec == 0 && to.tv_nsec == 0,
			"recvmmsg with three datagrams queued and a timeout of 0: one, then the timeout has expired%s "
			"(%d, errno %d, time left %lld.%09ld)", how, r, e, (long long)to.tv_sec, to.tv_nsec);
		mm_reset(&x);
		r = recvmmsg(p.rx, x.v, 2, 0, 0);
		T_CHECK(r == 2, "the other two are still queued (%d)", r);
	}

	/* MSG_WAITFORONE: one datagram there, two asked: the call ends after it, without
	   waiting for the second or for the timeout. */
	mm_reset(&x);
	sent = send_n(&p, 1);
	to = (struct timespec){ 5, 0 };
	m0 = now_ns(CLOCK_MONOTONIC);
	errno = 0;
	r = recvmmsg(p.rx, x.v, 2, MSG_WAITFORONE, &to);
	e = errno;
	T_CHECK(sent == 1 && r == 1 && left_ok(ns_of(&to), 5 * S, m0),
		"recvmmsg(MSG_WAITFORONE) of two with one datagram queued: one, the time left %lld.%09ld of 5 s "
		"(%d, errno %d)", (long long)to.tv_sec, to.tv_nsec, r, e);

	/* Nothing queued: the timeout, checked only after a datagram, does not end the wait;
	   the socket's SO_RCVTIMEO (300 ms) does. Measured from before the call. */
	struct timeval rt = { 0, 300000 };
	s = set_rcvtimeo(p.rx, rt);
	mm_reset(&x);
	to = (struct timespec){ 0, 50 * MS };
	m0 = now_ns(CLOCK_MONOTONIC);
	errno = 0;
	r = recvmmsg(p.rx, x.v, 2, 0, &to);
	e = errno;
	long long took = now_ns(CLOCK_MONOTONIC) - m0;
	T_CHECK(s == 0 && r == -1 && (e == EAGAIN || e == EWOULDBLOCK) && took >= 300 * MS - EARLY(300 * MS) &&
		took <= 300 * MS + LATE, "recvmmsg with a 50 ms timeout on an empty socket waits its 300 ms SO_RCVTIMEO: "
		"EAGAIN after %lld us (%d, errno %d)", took / 1000, r, e);

	/* Invalid timeouts: EINVAL, before anything is received. */
	static const struct timespec bad[2] = { { -1, 0 }, { 0, 1000000000 } };
	static const char *const bad_name[2] = { "a negative timeout", "tv_nsec = 1e9" };
	for (int i = 0; i < 2; i++) {
		mm_reset(&x);
		to = bad[i];
		m0 = now_ns(CLOCK_MONOTONIC);
		errno = 0;
		r = recvmmsg(p.rx, x.v, 2, MSG_DONTWAIT, &to);
		e = errno;
		/* t64 refuses a negative timeout itself before the old call. */
		if (gap_mmsg && !(i == 0 && mmsg_old()))
			T_CHECK(r == -1 && (e == EAGAIN || e == EWOULDBLOCK), "known gap (qemu-recvmmsg-timeout): recvmmsg "
				"with %s: qemu-user ignores it, the empty socket's EAGAIN (%d, errno %d)", bad_name[i], r, e);
		else
			T_CHECK(r == -1 && e == EINVAL, "EP-recvmmsg: recvmmsg with %s: EINVAL%s (%d, errno %d)", bad_name[i],
				how, r, e);
	}
	rt = (struct timeval){ GUARD_S, 0 };
	set_rcvtimeo(p.rx, rt);

	/* A timeout over 2^31 s: clamped to 2^31-1 s for the old call, the rest given back
	   in the time left. */
	mm_reset(&x);
	sent = send_n(&p, 2);
	to = (struct timespec){ 3000000000LL, 0 };
	m0 = now_ns(CLOCK_MONOTONIC);
	errno = 0;
	r = recvmmsg(p.rx, x.v, 2, 0, &to);
	e = errno;
	int left = left_ok(ns_of(&to), 3000000000LL * S, m0);
	if (gap_mmsg)
		T_CHECK(sent == 2 && r == 2 && left, "known gap (qemu-recvmmsg-timeout): recvmmsg with a 3e9 s timeout%s: "
			"both datagrams, the timeout as given (%lld.%09ld s; %d, errno %d)", how, (long long)to.tv_sec,
			to.tv_nsec, r, e);
	else if (mmsg_old())
		T_CHECK(sent == 2 && r == 2 && left, "EP-recvmmsg: old call: recvmmsg with a 3e9 s timeout (over 2^31 s) "
			"clamped to 2^31-1 s: both datagrams, the time left %lld.%09ld s with the clamped-off part given "
			"back (%d, errno %d)", (long long)to.tv_sec, to.tv_nsec, r, e);
	else
		T_CHECK(sent == 2 && r == 2 && left, "recvmmsg with a 3e9 s timeout (over 2^31 s): both datagrams, the "
			"time left %lld.%09ld s (%d, errno %d)", (long long)to.tv_sec, to.tv_nsec, r, e);
	pair_close(&p);
}

/* 5. sendmmsg: no time in it, but it goes through the same socket-call path (direct or
   socketcall()) and, on a 64-bit target, must zero the pads beside msg_iovlen and
   msg_controllen that the kernel reads as a size_t. */
static void smmsg(void)
{
	struct pair p;
	if (pair4(&p)) { pair_close(&p); return; }
	static const char *const text[3] = { "one", "two!", "three" };
	struct iovec io[3];
	struct mmsghdr v[3];
	memset(v, 0x5a, sizeof v);     /* the pads too: a program need not zero them */
	for (int i = 0; i < 3; i++) {
		io[i] = (struct iovec){ (void *)text[i], strlen(text[i]) };
		v[i].msg_hdr.msg_name = 0;
		v[i].msg_hdr.msg_namelen = 0;
		v[i].msg_hdr.msg_iov = &io[i];
		v[i].msg_hdr.msg_iovlen = 1;
		v[i].msg_hdr.msg_control = 0;
		v[i].msg_hdr.msg_controllen = 0;
		v[i].msg_hdr.msg_flags = 0;
	}
	int r = sendmmsg(p.tx, v, 3, 0);
	int e = errno;
	T_CHECK(r == 3 && v[0].msg_len == 3 && v[1].msg_len == 4 && v[2].msg_len == 5,
		"sendmmsg sends three datagrams in one call, each msg_len written (%d, errno %d; %u %u %u)",
		r, r < 0 ? e : 0, v[0].msg_len, v[1].msg_len, v[2].msg_len);
	int same = 1;
	for (int i = 0; i < 3; i++) {
		char b[16];
		long n = recv(p.rx, b, sizeof b, MSG_DONTWAIT);
		same &= n == (long)strlen(text[i]) && !memcmp(b, text[i], (size_t)n);
	}
	T_CHECK(same, "the three arrive in order, whole");
	T_EQ_LL(sendmmsg(p.tx, v, 0, 0), 0, "sendmmsg of no message: 0");
	/* An error after the first message: the count of those sent (net/socket.c
	   __sys_sendmmsg), the rest not sent. */
	v[1].msg_hdr.msg_iov = (struct iovec *)8;
	r = sendmmsg(p.tx, v, 3, 0);
	char b[16];
	long n1 = recv(p.rx, b, sizeof b, MSG_DONTWAIT);
	long n2 = recv(p.rx, b, sizeof b, MSG_DONTWAIT);
	T_CHECK(r == 1 && n1 == 3 && n2 == -1,
		"sendmmsg with a bad iovec in the second message: 1 sent, the others not (%d; %ld, %ld)", r, n1, n2);
	errno = 0;
	r = sendmmsg(p.tx, v, 1, 0);
	T_CHECK(r == 1, "sendmmsg of the first message alone (%d)", r);
	recv(p.rx, b, sizeof b, MSG_DONTWAIT);
#ifndef __T64_MSG_PADS
	/* Where t64 writes no pad into the vector (a 32-bit target), the kernel alone reads it. */
	errno = 0;
	r = sendmmsg(p.tx, (struct mmsghdr *)8, 2, 0);
	e = errno;
	T_CHECK(r == -1 && e == EFAULT, "sendmmsg with a bad vector: EFAULT (%d, errno %d)", r, e);
#endif
	errno = 0;
	r = sendmmsg(-1, v, 1, 0);
	e = errno;
	T_CHECK(r == -1 && e == EBADF, "sendmmsg on no descriptor: EBADF (%d, errno %d)", r, e);
	pair_close(&p);
}

/* ::1, where the machine has it. */
static void ipv6(void)
{
	struct pair p;
	const char *step = "";
	int e = pair_open(&p, AF_INET6, &step);
	if (e == EAFNOSUPPORT || e == EADDRNOTAVAIL || e == EPROTONOSUPPORT) {
		t_printf("# no ::1 here (%s: errno %d): the IPv6 loopback checks are left out\n", step, e);
		pair_close(&p);
		return;
	}
	T_CHECK(e == 0, "a UDP socket pair on ::1 (%s: errno %d)", step, e);
	if (e) { pair_close(&p); return; }
	struct rcv r;
	if (no_timeo()) {
		rcv_one(&p, &r, sizeof r.ctl.b, "six");
		T_CHECK(r.n == 3 && !memcmp(r.data, "six", 3), "::1: a datagram without stamps (qemu-sockopt-new) (%ld)", r.n);
		pair_close(&p);
		return;
	}
	int s = set_int(p.rx, SOL_SOCKET, SO_TIMESTAMP, 1);
	rcv_one(&p, &r, sizeof r.ctl.b, "six");
	struct cmsghdr *c = CMSG_FIRSTHDR(&r.m);
	int ok = s == 0 && r.n == 3 && c && c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_TIMESTAMP &&
		c->cmsg_len == CMSG_LEN(sizeof(struct timeval));
	long long st = ok ? tv_ns(CMSG_DATA(c)) : 0;
	T_CHECK(ok && stamp_between(st, r.t0, r.t1, 1000), "%s::1: SCM_TIMESTAMP (type %d) %lld.%09lld between the "
		"clock's readings (recvmsg %ld)", stamp_words(), c ? c->cmsg_type : -1, st / S, st % S, r.n);
	pair_close(&p);
}

#ifdef SYS_socketcall
/* The direct socket calls, and recvmmsg_time64 (Linux 5.1): none exists before 4.3. */
static const long direct_socket_calls[] = {
	SYS_socket, SYS_socketpair, SYS_bind, SYS_connect, SYS_listen, SYS_accept4, SYS_getsockname,
	SYS_getpeername, SYS_sendto, SYS_recvfrom, SYS_shutdown, SYS_setsockopt, SYS_getsockopt,
	SYS_sendmsg, SYS_recvmsg, SYS_recvmmsg_time32,
#ifdef SYS_recvmmsg_time64
	SYS_recvmmsg_time64,
#endif
	-1
};
#endif

int main(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "2040")) in2040 = 1;
		else if (!strcmp(argv[i], "old")) old = 1;
		else if (!strcmp(argv[i], "socketcall")) sockcall = 1;
		else if (!strcmp(argv[i], "qemu-user")) qemu_user = 1;
		else if (!strcmp(argv[i], "qemu-sockopt-new")) gap_sockopt = 1;
		else if (!strcmp(argv[i], "qemu-stamp-ns")) gap_ns = 1;
		else if (!strcmp(argv[i], "qemu-recvmmsg-time64")) gap_mm64 = 1;
		else if (!strcmp(argv[i], "qemu-cmsg-ctrunc")) gap_ctrunc = 1;
		else if (!strcmp(argv[i], "qemu-recvmmsg-timeout")) gap_mmsg = 1;
		else T_CHECK(0, "unknown argument '%s'", argv[i]);
	}
	if (in2040) {
		struct timespec set = { T2040, 0 };
		T_EQ_LL(clock_settime(CLOCK_REALTIME, &set), 0, "set 2040-02-29T12:00:00Z (time64 call)");
	}
	if (old) {
		int e = t_deny_time64();
		T_EQ_LL(e, 0, "seccomp filter installed: time64 calls ENOSYS, SO_*_NEW ENOPROTOOPT, SIOCGSTAMP*_NEW ENOTTY");
		if (e) return t_done();
	}
	if (sockcall) {
#ifdef SYS_socketcall
		int e = t_deny_enosys(direct_socket_calls);
		T_EQ_LL(e, 0, "seccomp filter installed: the direct socket calls and recvmmsg_time64 answer ENOSYS");
		if (e) return t_done();
		errno = 0;
		long r = syscall(SYS_socket, AF_INET, SOCK_DGRAM, 0);
		e = errno;
		T_CHECK(r == -1 && e == ENOSYS, "the kernel now answers ENOSYS to socket (%ld, errno %d)", r, e);
#else
		T_CHECK(0, "socketcall: this arch's table has no socketcall()");
		return t_done();
#endif
	}
	timeouts();
	stamps();
	ioctls();
	mmsg();
	smmsg();
	ipv6();
	path_is(T64_FAM_SOCKET, sockcall ? T64_PATH_SOCKETCALL : T64_PATH_DIRECT, "socket calls");
	t_printf("# paths: socket %s, time options %s, SIOCGSTAMP %s, recvmmsg %s\n",
		 __t64_path_name(__t64_path[T64_FAM_SOCKET]), __t64_path_name(__t64_path[T64_FAM_SOCKOPT]),
		 __t64_path_name(__t64_path[T64_FAM_SOCKSTAMP]), __t64_path_name(__t64_path[T64_FAM_RECVMMSG]));
	(void)qemu_user;
	return t_done();
}
