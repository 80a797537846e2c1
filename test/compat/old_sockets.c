/* An old binary of the socket calls with a time in their buffers: built with the 32-bit
   time_t headers (time32.h), so it names the *_OLD options and ioctls and sizes its
   buffers for the 32-bit layouts, and binds setsockopt, getsockopt, recvmsg, recvmmsg and
   ioctl to name@T32_1.0; then run against the real libt64.so.1. A UDP socket on loopback
   sends to itself. With "qemu-user" (meson passes it under qemu-user) and the cross
   file's declared gaps of qemu-user 7.2 (docs/testing.md), each reported as a known gap
   (t64probe's "# SKIP known:", which run-all counts as neither passed nor failed):
   "qemu-stamp-ns" (sock-stamp-ns: it sets no SO_TIMESTAMPNS or SO_TIMESTAMPING,
   ENOPROTOOPT) and "qemu-sockopt-new" (sock-new-options: it knows no SO_*_NEW option).
   With "2040" (in a 2040 machine, clock past 2^31): every time stamp
   gives EOVERFLOW, the datagram consumed and the output untouched. */
#include <errno.h>
#include <string.h>
#include <bits/syscall.h>
#include "fmt.h"
#include "time32.h"

static int n, failed;
static void check(int ok, const char *what)
{
	t64_printf("%sok %d - old ABI: %s\n", ok ? "" : "not ", ++n, what);
	failed += !ok;
}
static void known_gap(const char *what, const char *why)
{
	t64_printf("ok %d - old ABI: %s # SKIP known: %s\n", ++n, what, why);
}

static long long mono_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static int fd;
static struct sockaddr_in self;

static int send_one(const char *what)
{
	return sendto(fd, what, strlen(what), 0, (struct sockaddr *)&self, sizeof self) == (long)strlen(what);
}

/* Receives one datagram with `cap` bytes of control buffer (filled with 0x5a first). */
static long recv_ctl(unsigned char *ctl, unsigned long cap, struct msghdr *m, char *data)
{
	static struct iovec iov;
	iov.iov_base = data;
	iov.iov_len = 16;
	memset(data, 0, 16);
	memset(ctl, 0x5a, cap);
	memset(m, 0, sizeof *m);
	m->msg_iov = &iov;
	m->msg_iovlen = 1;
	m->msg_control = ctl;
	m->msg_controllen = cap;
	m->msg_flags = 0x5a5a;
	return recvmsg(fd, m, 0);
}

/* The one control message of m, if it is SOL_SOCKET/type with `len` bytes of data. */
static const unsigned char *only(const struct msghdr *m, int type, unsigned len)
{
	const struct cmsghdr *c = m->msg_control;
	if (m->msg_controllen != CMSG_SPACE(len) || (m->msg_flags & MSG_CTRUNC)) return 0;
	if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != type || c->cmsg_len != CMSG_LEN(len)) return 0;
	return CMSG_DATA(c);
}

/* A time read between two readings of the clock, in ns (the stamp is taken on arrival,
   after `lo`, before `hi`); a coarse clock source may lag a few ms: allow 20. */
static int between(long long lo, long long t, long long hi)
{
	return t >= lo - 20000000 && t <= hi + 20000000;
}

static long long real_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

int main(int argc, char **argv)
{
	int in2040 = 0, qemu = 0, gap_stamp_ns = 0, gap_sockopt_new = 0;
	for (int i = 1; i < argc; i++) {
		in2040 |= !strcmp(argv[i], "2040");
		qemu |= !strcmp(argv[i], "qemu-user");
		gap_stamp_ns |= !strcmp(argv[i], "qemu-stamp-ns");
		gap_sockopt_new |= !strcmp(argv[i], "qemu-sockopt-new");
	}
	unsigned char ctl[2048] __attribute__((aligned(8)));
	char data[16];
	struct msghdr m;
	socklen_t len;
	int one = 1, zero = 0, v;

	fd = socket(AF_INET, SOCK_DGRAM, 0);
	self.sin_family = AF_INET;
	memcpy(&self.sin_addr, (const unsigned char[4]){ 127, 0, 0, 1 }, 4);
	len = sizeof self;
	check(fd >= 0 && bind(fd, (struct sockaddr *)&self, sizeof self) == 0 &&
	      getsockname(fd, (struct sockaddr *)&self, &len) == 0 && self.sin_port != 0,
	      "a UDP socket on 127.0.0.1");

	/* Timeouts: the old option and its 32-bit struct timeval, as the kernel reads it. */
	struct timeval tv = { 3, 500000 }, got = { 0x5a5a5a5a, 0x5a5a5a5a };
	len = sizeof got;
	check(setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv) == 0 &&
	      getsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &got, &len) == 0 && len == 8 &&
	      got.tv_sec == 3 && got.tv_usec == 500000,
	      "SO_RCVTIMEO_OLD {3 s, 500000 us} reads back the same, 8 bytes");
	got = (struct timeval){ 0x5a5a5a5a, 0x5a5a5a5a };
	len = 4;
	/* (qemu-user 7.2 writes the whole old timeval whatever the length: its gap.) */
	check(getsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &got, &len) == 0 && len == 4 &&
	      got.tv_sec == 3 && (got.tv_usec == 0x5a5a5a5a || qemu),
	      "getsockopt(SO_RCVTIMEO_OLD) with 4 bytes: the seconds only, length 4 (as the kernel)");
	tv = (struct timeval){ 0, 100000 };
	check(setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv) == 0, "SO_RCVTIMEO_OLD 100 ms");
	long long m0 = mono_ns();
	errno = 0;
	long r = recv_ctl(ctl, 64, &m, data);
	long long waited = mono_ns() - m0;
	/* Up to a quarter early: a socket timeout counts jiffies from a counter that can lag the
	   clock in a virtual machine on a loaded host (test/linux/sockets.c, EARLY). */
	check(r == -1 && errno == EAGAIN && waited >= 75000000 && waited < 3000000000LL,
	      "recvmsg with nothing to read times out after the old timeout (EAGAIN, 100 ms, at least 75 ms)");
	tv = (struct timeval){ 2, 0 };   /* a bound on every receive below */
	setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
	struct timeval tv2 = { 1, 500000 };
	got = (struct timeval){ 0, 0 };
	len = sizeof got;
	check(setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv2, sizeof tv2) == 0 &&
	      getsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &got, &len) == 0 && got.tv_sec == 1 && got.tv_usec == 500000,
	      "SO_SNDTIMEO_OLD round trip");

	/* A timeout over 2^31 s, set with the time64 option by a raw call: a 64-bit kernel
	   keeps it (its jiffies are 64-bit), and the old option cannot say it. */
	long long big[2] = { 0x80000005LL, 0 }, back[2] = { 0, 0 };
	len = sizeof back;
	errno = 0;
	long sr = syscall(SYS_setsockopt, fd, SOL_SOCKET, SO_SNDTIMEO_NEW, big, sizeof big);
	int se = errno;
	long gr = sr == 0 ? syscall(SYS_getsockopt, fd, SOL_SOCKET, SO_SNDTIMEO_NEW, back, &len) : -1;
	got = (struct timeval){ 0x5a5a5a5a, 0x5a5a5a5a };
	if (sr == 0 && gr == 0 && back[0] > INT32_MAX) {
		len = sizeof got;
		errno = 0;
		check(getsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &got, &len) == -1 && errno == EOVERFLOW &&
		      got.tv_sec == 0x5a5a5a5a && got.tv_usec == 0x5a5a5a5a && len == sizeof got,
		      "EP-sockopt: getsockopt(SO_SNDTIMEO_OLD) of a timeout over 2^31 s: EOVERFLOW, the value untouched");
	} else if (sr == 0 && gr == 0) {
		/* A 32-bit kernel counts timeouts in jiffies in a long: it keeps one this long as
		   no timeout at all, read back as 0, which the old option says exactly. */
		len = sizeof got;
		int r = getsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &got, &len);
		check(back[0] == 0 && back[1] == 0 && r == 0 && got.tv_sec == 0 && got.tv_usec == 0 &&
		      len == sizeof got,
		      "a timeout over 2^31 s, kept by a 32-bit kernel as none: the old option reads 0 s, no EOVERFLOW");
	} else if (sr == -1 && se == ENOPROTOOPT && gap_sockopt_new) {
		known_gap("getsockopt(SO_SNDTIMEO_OLD) of a timeout over 2^31 s",
		          "ENOPROTOOPT: qemu-user 7.2 knows no SO_SNDTIMEO_NEW to set one");
	} else {
		check(0, "SO_SNDTIMEO_NEW of 2^31+5 s set and read back by raw calls");
	}
	setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv2, sizeof tv2);

	/* SO_TIMESTAMP_OLD: set and read back through the twins; the stamp arrives in the
	   old layout even in a buffer sized exactly for it. */
	len = sizeof v;
	v = 0;
	check(setsockopt(fd, SOL_SOCKET, SO_TIMESTAMP, &one, sizeof one) == 0 &&
	      getsockopt(fd, SOL_SOCKET, SO_TIMESTAMP, &v, &len) == 0 && v == 1,
	      "SO_TIMESTAMP_OLD set, and reads back on");
	long long t0 = real_ns();
	send_one("stamp");
	if (in2040) {
		errno = 0;
		r = recv_ctl(ctl, CMSG_SPACE(8), &m, data);
		check(r == -1 && errno == EOVERFLOW && m.msg_controllen == CMSG_SPACE(8) && m.msg_flags == 0x5a5a,
		      "EP-sockstamp: recvmsg of an SCM_TIMESTAMP_OLD past 2038: EOVERFLOW, the msghdr untouched");
		send_one("next");
		errno = 0;
		r = recv_ctl(ctl, CMSG_SPACE(8), &m, data);
		check(r == -1 && errno == EOVERFLOW && !strcmp(data, "next"),
		      "EP-sockstamp: the datagram of an EOVERFLOW is consumed: the next recvmsg gets the next one (EOVERFLOW again)");
	} else {
		r = recv_ctl(ctl, CMSG_SPACE(8), &m, data);
		long long t1 = real_ns();
		const unsigned char *d = only(&m, SCM_TIMESTAMP, 8);
		struct timeval st = { 0, 0 };
		if (d) memcpy(&st, d, sizeof st);
		check(r == 5 && !strcmp(data, "stamp") && d && st.tv_usec >= 0 && st.tv_usec < 1000000 &&
		      between(t0, st.tv_sec * 1000000000LL + st.tv_usec * 1000LL, t1),
		      "recvmsg into exactly CMSG_SPACE(8) bytes: one SCM_TIMESTAMP_OLD of 8 bytes, agreeing with the clock");
		send_one("small");
		r = recv_ctl(ctl, CMSG_LEN(8) - 1, &m, data);
		check(r == 5 && (m.msg_flags & MSG_CTRUNC) && m.msg_controllen == 0 && ctl[0] == 0x5a,
		      "recvmsg into CMSG_LEN(8) - 1 bytes: the stamp dropped, MSG_CTRUNC, nothing written");
	}

	/* SIOCGSTAMP_OLD: the last datagram's stamp, as the old ioctl's struct timeval. The
	   kernel keeps it for the ioctl only while no time-stamp option is on. */
	setsockopt(fd, SOL_SOCKET, SO_TIMESTAMP, &zero, sizeof zero);
	long long t2 = real_ns();
	send_one("ioctl");
	r = recv(fd, data, 16, 0);
	long long t3 = real_ns();
	struct timeval it = { 0x5a5a5a5a, 0x5a5a5a5a };
	struct timespec its = { 0x5a5a5a5a, 0x5a5a5a5a };
	if (in2040) {
		errno = 0;
		check(r == 5 && ioctl(fd, SIOCGSTAMP, &it) == -1 && errno == EOVERFLOW && it.tv_sec == 0x5a5a5a5a &&
		      it.tv_usec == 0x5a5a5a5a,
		      "EP-sockstamp: ioctl(SIOCGSTAMP_OLD) past 2038: EOVERFLOW, the result untouched");
		errno = 0;
		check(ioctl(fd, SIOCGSTAMPNS, &its) == -1 && errno == EOVERFLOW && its.tv_sec == 0x5a5a5a5a,
		      "EP-sockstamp: ioctl(SIOCGSTAMPNS_OLD) past 2038: EOVERFLOW, the result untouched");
	} else {
		check(r == 5 && ioctl(fd, SIOCGSTAMP, &it) == 0 && it.tv_usec >= 0 && it.tv_usec < 1000000 &&
		      between(t2, it.tv_sec * 1000000000LL + it.tv_usec * 1000LL, t3),
		      "ioctl(SIOCGSTAMP_OLD) fills the old struct timeval, agreeing with the clock");
		check(ioctl(fd, SIOCGSTAMPNS, &its) == 0 && its.tv_nsec >= 0 && its.tv_nsec < 1000000000 &&
		      between(t2, its.tv_sec * 1000000000LL + its.tv_nsec, t3) && its.tv_sec == it.tv_sec,
		      "ioctl(SIOCGSTAMPNS_OLD) fills the old struct timespec, the same second");
	}

	/* SO_TIMESTAMPNS_OLD: an old timespec, through a large buffer (narrowed in place). */
	v = 5;
	len = sizeof v;
	errno = 0;
	if (setsockopt(fd, SOL_SOCKET, SO_TIMESTAMPNS, &one, sizeof one) != 0 && errno == ENOPROTOOPT && gap_stamp_ns) {
		known_gap("SO_TIMESTAMPNS_OLD", "ENOPROTOOPT: qemu-user 7.2 sets no SO_TIMESTAMPNS");
	} else {
	check(getsockopt(fd, SOL_SOCKET, SO_TIMESTAMPNS, &v, &len) == 0 && v == 1,
	      "SO_TIMESTAMPNS_OLD set, and reads back on");
	t0 = real_ns();
	send_one("ns");
	if (in2040) {
		errno = 0;
		r = recv_ctl(ctl, sizeof ctl, &m, data);
		check(r == -1 && errno == EOVERFLOW && m.msg_controllen == sizeof ctl,
		      "EP-sockstamp: recvmsg of an SCM_TIMESTAMPNS_OLD past 2038 (a 2 KiB buffer): EOVERFLOW");
	} else {
		r = recv_ctl(ctl, sizeof ctl, &m, data);
		long long t1 = real_ns();
		const unsigned char *d = only(&m, SCM_TIMESTAMPNS, 8);
		struct timespec st = { 0, 0 };
		if (d) memcpy(&st, d, sizeof st);
		check(r == 2 && d && st.tv_nsec >= 0 && st.tv_nsec < 1000000000 &&
		      between(t0, st.tv_sec * 1000000000LL + st.tv_nsec, t1),
		      "recvmsg into 2 KiB: one SCM_TIMESTAMPNS_OLD of 8 bytes, agreeing with the clock");
		send_one("ns2");
		r = recv_ctl(ctl, CMSG_SPACE(8), &m, data);
		check(r == 3 && only(&m, SCM_TIMESTAMPNS, 8), "recvmsg into exactly CMSG_SPACE(8): SCM_TIMESTAMPNS_OLD");
	}
	setsockopt(fd, SOL_SOCKET, SO_TIMESTAMPNS, &zero, sizeof zero);
	}

	/* recvmmsg with an old timespec: two datagrams, each buffer with room for the new
	   stamp (no bounce buffer here, docs/abi.md), narrowed in place. */
	struct mmsghdr mm[2];
	struct iovec iov[2];
	unsigned char c2[2][CMSG_SPACE(16)] __attribute__((aligned(8)));
	char d2[2][16];
	setsockopt(fd, SOL_SOCKET, SO_TIMESTAMP, &one, sizeof one);
	t0 = real_ns();
	send_one("one");
	send_one("two");
	memset(mm, 0, sizeof mm);
	memset(d2, 0, sizeof d2);
	for (int i = 0; i < 2; i++) {
		iov[i] = (struct iovec){ d2[i], 16 };
		mm[i].msg_hdr.msg_iov = &iov[i];
		mm[i].msg_hdr.msg_iovlen = 1;
		mm[i].msg_hdr.msg_control = c2[i];
		mm[i].msg_hdr.msg_controllen = sizeof c2[i];
	}
	struct timespec to = { 1, 0 };
	if (in2040) {
		errno = 0;
		r = recvmmsg(fd, mm, 2, 0, &to);
		check(r == -1 && errno == EOVERFLOW, "EP-sockstamp: recvmmsg of stamps past 2038: EOVERFLOW");
	} else {
		r = recvmmsg(fd, mm, 2, 0, &to);
		long long t1 = real_ns();
		int ok = r == 2 && !strcmp(d2[0], "one") && !strcmp(d2[1], "two") && to.tv_sec >= 0 &&
		         to.tv_sec <= 1 && to.tv_nsec >= 0 && to.tv_nsec < 1000000000 &&
		         (to.tv_sec == 0 || to.tv_nsec == 0);
		for (int i = 0; ok && i < 2; i++) {
			const unsigned char *d = only(&mm[i].msg_hdr, SCM_TIMESTAMP, 8);
			struct timeval st = { 0, 0 };
			if (d) memcpy(&st, d, sizeof st);
			ok = d && between(t0, st.tv_sec * 1000000000LL + st.tv_usec * 1000LL, t1);
		}
		check(ok, "recvmmsg with an old timespec timeout: two datagrams, each with an SCM_TIMESTAMP_OLD "
		          "agreeing with the clock, the time left written back in the old layout");
		/* A buffer of exactly CMSG_SPACE(8): the kernel's 16-byte stamp does not fit it. */
		send_one("three");
		mm[0].msg_hdr.msg_controllen = CMSG_SPACE(8);
		mm[0].msg_hdr.msg_flags = 0;
		r = recvmmsg(fd, mm, 1, 0, 0);
		check(r == 1 && (mm[0].msg_hdr.msg_flags & MSG_CTRUNC) && mm[0].msg_hdr.msg_controllen == 0,
		      "recvmmsg into exactly CMSG_SPACE(8): the cut stamp dropped, MSG_CTRUNC (no bounce buffer there, docs/abi.md)");
	}

	/* SO_TIMESTAMPING_OLD, software receive stamps: ts[0] of the old scm_timestamping
	   (three old timespecs), in a buffer of exactly CMSG_SPACE(24). */
	int flags = SOF_TIMESTAMPING_RX_SOFTWARE | SOF_TIMESTAMPING_SOFTWARE;
	setsockopt(fd, SOL_SOCKET, SO_TIMESTAMP, &zero, sizeof zero);
	errno = 0;
	if (setsockopt(fd, SOL_SOCKET, SO_TIMESTAMPING, &flags, sizeof flags) != 0 && errno == ENOPROTOOPT && gap_stamp_ns) {
		known_gap("SO_TIMESTAMPING_OLD", "ENOPROTOOPT: qemu-user 7.2 sets no SO_TIMESTAMPING");
	} else {
		v = 0;
		len = sizeof v;
		check(getsockopt(fd, SOL_SOCKET, SO_TIMESTAMPING, &v, &len) == 0 && v == flags,
		      "SO_TIMESTAMPING_OLD set, and reads back its flags");
		/* The kernel turns the stamping of arriving packets on in a deferred work item
		   (net_enable_timestamp), and a software stamp, unlike SO_TIMESTAMP's, is never
		   taken late: the datagrams before that carry none. Up to 2 s of tries. */
		long long t1 = 0;
		for (int i = 0; i < 200; i++) {
			struct timespec ten = { 0, 10000000 };
			t0 = real_ns();
			send_one("ting");
			errno = 0;
			r = recv_ctl(ctl, CMSG_SPACE(24), &m, data);
			t1 = real_ns();
			if (r != 4 || m.msg_controllen != 0 || (m.msg_flags & MSG_CTRUNC)) break;
			nanosleep(&ten, 0);
		}
		if (in2040) {
			check(r == -1 && errno == EOVERFLOW,
			      "EP-sockstamp: recvmsg of an SCM_TIMESTAMPING_OLD past 2038: EOVERFLOW");
		} else {
			const unsigned char *d = only(&m, SCM_TIMESTAMPING, 24);
			struct scm_timestamping st;
			memset(&st, 0x5a, sizeof st);
			if (d) memcpy(&st, d, sizeof st);
			check(r == 4 && d && between(t0, st.ts[0].tv_sec * 1000000000LL + st.ts[0].tv_nsec, t1) &&
			      st.ts[2].tv_sec == 0 && st.ts[2].tv_nsec == 0,
			      "recvmsg into exactly CMSG_SPACE(24): SCM_TIMESTAMPING_OLD, the software stamp agreeing with the clock");
		}
	}

	close(fd);

	/* A stamp and two descriptors into room for the stamp and one descriptor (an AF_UNIX
	   datagram): the stamp in the old layout, the first descriptor kept, the second
	   closed (not left open unseen), MSG_CTRUNC, as the kernel does without a bounce. */
	int sv[2];
	if (socketpair(AF_UNIX, SOCK_DGRAM, 0, sv) == 0) {
		int lowest = socket(AF_INET, SOCK_DGRAM, 0), kept = -1;   /* the lowest free descriptor */
		close(lowest);
		union { struct cmsghdr c; unsigned char b[CMSG_SPACE(8)]; } out;
		struct iovec io = { "fds", 3 };
		struct msghdr sm;
		memset(&sm, 0, sizeof sm);
		sm.msg_iov = &io;
		sm.msg_iovlen = 1;
		sm.msg_control = out.b;
		sm.msg_controllen = CMSG_LEN(8);
		out.c.cmsg_len = CMSG_LEN(8);
		out.c.cmsg_level = SOL_SOCKET;
		out.c.cmsg_type = SCM_RIGHTS;
		memcpy(CMSG_DATA(&out.c), (int[2]){ 0, 1 }, 8);
		setsockopt(sv[1], SOL_SOCKET, SO_TIMESTAMP, &one, sizeof one);
		fd = sv[1];
		int sent = sendmsg(sv[0], &sm, 0) == 3;
		r = recv_ctl(ctl, CMSG_SPACE(8) + CMSG_SPACE(4), &m, data);
		const struct cmsghdr *c = m.msg_control, *c2 = (const struct cmsghdr *)(ctl + CMSG_SPACE(8));
		if (r == 3 && c2->cmsg_len == CMSG_LEN(4)) memcpy(&kept, CMSG_DATA(c2), sizeof kept);
		int e = errno;
		errno = 0;
		int second_open = close(lowest + 1) == 0 || errno != EBADF;
		errno = e;
		if (in2040) {
			check(sent && r == -1 && errno == EOVERFLOW && !second_open && close(lowest) == -1,
			      "EP-sockstamp: an AF_UNIX datagram with a stamp past 2038 and two descriptors: EOVERFLOW, "
			      "both descriptors closed");
		} else {
			check(sent && r == 3 && m.msg_controllen == CMSG_SPACE(8) + CMSG_SPACE(4) &&
			      (m.msg_flags & MSG_CTRUNC) && c->cmsg_type == SCM_TIMESTAMP && c->cmsg_len == CMSG_LEN(8) &&
			      c2->cmsg_level == SOL_SOCKET && c2->cmsg_type == SCM_RIGHTS && kept == lowest && !second_open,
			      "recvmsg of a stamp and two descriptors into room for the stamp and one: the old stamp, "
			      "the first descriptor, the second closed, MSG_CTRUNC");
		}
		if (kept >= 0) close(kept);
		close(sv[0]);
		close(sv[1]);
	} else {
		check(0, "socketpair(AF_UNIX, SOCK_DGRAM)");
	}
	t64_printf("1..%d\n", n);
	return failed != 0;
}
