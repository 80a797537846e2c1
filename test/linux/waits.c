/* Waits with timeouts, POSIX message queues, clock adjustment and usage against the
   running kernel: natively, under qemu-user and in the 2040 machines.

   waits [2040] [old] [qemu-user] [qemu-mq-flags]
   2040: (2040 machines only) first set CLOCK_REALTIME to 2040-02-29T12:00:00Z through the
         time64 call; absolute deadlines are then 2040 ones.
   qemu-user: (meson passes it under qemu-user) select's time left after EINTR is not
         written back by qemu-user 7.2, so it is only checked on real kernels.
   qemu-mq-flags: (meson passes it for mips-linux, which runs under qemu-user) no check
         of mq_setattr(O_NONBLOCK), only of mq_open's O_NONBLOCK: qemu-user hands the
         guest's mq_flags to the host kernel without translating O_NONBLOCK, which is
         0x80 on mips and 04000 on the host.
   old:  install the seccomp filter that answers ENOSYS to every time64 call (an "old
         kernel"): everything must work through the old calls, and in 2040 what the old
         calls cannot express must give EOVERFLOW. */
#include <errno.h>
#include <mqueue.h>
#include <poll.h>
#include <sched.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/select.h>
#include <sys/time.h>
#include <sys/syscall.h>
#include <sys/timex.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "path.h"
#include "seccomp_time64.h"
#include "t.h"
#include "extra.h"

#define T2040 2214129600LL  /* 2040-02-29T12:00:00Z */
#define MS 1000000LL
#define S 1000000000LL
/* How late a wait may end: generous, for a loaded 2-core machine and the 2040 machines
   under emulation, so that only a grossly wrong wait (a unit off, a deadline missed by
   seconds) fails. How early: never. Each wait is measured from a clock reading taken
   before it began. */
#define LATE (5 * S)

static int in2040, old, qemu_mq_flags, qemu_user;

static long long ns_of(const struct timespec *ts) { return ts->tv_sec * 1000000000LL + ts->tv_nsec; }

static long long mono_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ns_of(&ts);
}

static long long real_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	return ts.tv_sec;
}

/* The time left of a wait of `asked` ns begun after CLOCK_MONOTONIC read `m0`, read back
   now in units of `unit` ns (the kernel truncates to them): at most what was asked, at
   least that less the time since m0. */
static int left_ok(long long left, long long asked, long long m0, long long unit)
{
	return left <= asked && left >= asked - (mono_ns() - m0) - (unit - 1);
}

static void path_is(int fam, const char *what)
{
	int want = old ? T64_PATH_OLD : T64_PATH_TIME64;
	T_CHECK(__t64_path[fam] == want, "%s path is %s (want %s)", what,
		__t64_path_name(__t64_path[fam]), __t64_path_name(want));
}

static void waits(void)
{
	int p[2];
	T_EQ_LL(syscall(SYS_pipe2, p, 0), 0, "pipe2");
	struct pollfd pfd = { p[0], POLLIN, 0 };

	struct timespec to = { 0, 60 * MS };
	long long m0 = mono_ns();
	int r = ppoll(&pfd, 1, &to, 0);
	long long took = mono_ns() - m0;
	T_EQ_LL(r, 0, "ppoll on an idle pipe times out");
	T_CHECK(took >= 60 * MS && took <= 60 * MS + LATE, "ppoll waited %lld us (60 ms asked)", took / 1000);
	T_CHECK(to.tv_sec == 0 && to.tv_nsec == 60 * MS, "ppoll leaves its timeout alone");
	path_is(T64_FAM_POLL, "ppoll");

	sigset_t mask;
	memset(&mask, 0, sizeof mask);
	T_EQ_LL(write(p[1], "x", 1), 1, "write a byte into the pipe");
	pfd.revents = 0;
	to.tv_sec = 5;
	r = ppoll(&pfd, 1, &to, &mask);
	T_CHECK(r == 1 && (pfd.revents & POLLIN), "ppoll with a signal mask sees the byte (%d, revents %d)",
		r, pfd.revents);

	fd_set rf;
	FD_ZERO(&rf);
	FD_SET(p[0], &rf);
	struct timeval tv = { 5, 0 };
	m0 = mono_ns();
	r = select(p[0] + 1, &rf, 0, 0, &tv);
	T_CHECK(r == 1 && FD_ISSET(p[0], &rf), "select sees the byte (%d)", r);
	T_CHECK(left_ok(tv.tv_sec * S + tv.tv_usec * 1000LL, 5 * S, m0, 1000),
		"select reports the time left: %lld.%06lld s of 5 less the time since", (long long)tv.tv_sec,
		(long long)tv.tv_usec);
	T_CHECK(tv.tv_usec >= 0 && tv.tv_usec < 1000000, "time left tv_usec in range");
	path_is(T64_FAM_SELECT, "select");

	char c;
	T_EQ_LL(read(p[0], &c, 1), 1, "read the byte back");
	FD_ZERO(&rf);
	FD_SET(p[0], &rf);
	tv.tv_sec = 0;
	tv.tv_usec = 1080000;  /* more than a second in tv_usec: Linux carries it */
	m0 = mono_ns();
	r = select(p[0] + 1, &rf, 0, 0, &tv);
	took = mono_ns() - m0;
	T_CHECK(r == 0 && !FD_ISSET(p[0], &rf), "select on an idle pipe times out (%d)", r);
	T_CHECK(took >= 1080 * MS && took <= 1080 * MS + LATE, "select waited %lld us (1080 ms asked)", took / 1000);
	T_CHECK(tv.tv_sec == 0 && tv.tv_usec == 0, "and reports no time left (%lld.%06lld)",
		(long long)tv.tv_sec, (long long)tv.tv_usec);
	tv.tv_sec = -1;
	errno = 0;
	T_CHECK(select(p[0] + 1, &rf, 0, 0, &tv) == -1 && errno == EINVAL, "EP-poll: select with a negative timeout: EINVAL");

	FD_ZERO(&rf);
	FD_SET(p[0], &rf);
	to.tv_sec = 0;
	to.tv_nsec = 50 * MS;
	m0 = mono_ns();
	r = pselect(p[0] + 1, &rf, 0, 0, &to, &mask);
	took = mono_ns() - m0;
	T_EQ_LL(r, 0, "pselect with a signal mask on an idle pipe times out");
	T_CHECK(took >= 50 * MS && took <= 50 * MS + LATE, "pselect waited %lld us (50 ms asked)", took / 1000);
	T_CHECK(to.tv_nsec == 50 * MS, "pselect leaves its timeout alone");
	to.tv_nsec = 1000000000;
	errno = 0;
	T_CHECK(pselect(p[0] + 1, &rf, 0, 0, &to, 0) == -1 && errno == EINVAL, "EP-poll: pselect with tv_nsec = 1e9: EINVAL");

	pfd.revents = 0;
	m0 = mono_ns();
	r = poll(&pfd, 1, 50);
	took = mono_ns() - m0;
	T_CHECK(r == 0 && took >= 50 * MS && took <= 50 * MS + LATE, "poll 50 ms on an idle pipe: %d after %lld us",
		r, took / 1000);
	T_EQ_LL(write(p[1], "y", 1), 1, "write another byte");
	T_CHECK(poll(&pfd, 1, -1) == 1 && (pfd.revents & POLLIN), "poll without a timeout sees it");
	close(p[0]);
	close(p[1]);

	struct timespec rr = { -1, -1 };
	T_EQ_LL(sched_rr_get_interval(0, &rr), 0, "sched_rr_get_interval(0)");
	T_CHECK(rr.tv_sec >= 0 && rr.tv_sec < 10 && rr.tv_nsec >= 0 && rr.tv_nsec < 1000000000L,
		"interval %lld.%09ld s", (long long)rr.tv_sec, rr.tv_nsec);
	path_is(T64_FAM_RR, "sched_rr_get_interval");
	/* Its invalid arguments are the kernel's to refuse; the result is not written. */
	static const struct { pid_t pid; int err; const char *what; } rr_bad[] = {
		{ -1, EINVAL, "EP-sched: sched_rr_get_interval(-1): the kernel's EINVAL, the result untouched (errno %d)" },
		{ 4194305, ESRCH, "EP-sched: sched_rr_get_interval of no process (pid 2^22 + 1): the kernel's ESRCH, "
				  "the result untouched (errno %d)" },
	};
	for (unsigned i = 0; i < sizeof rr_bad / sizeof rr_bad[0]; i++) {
		rr = (struct timespec){ 0x5a5a5a5a, 0x5a5a5a5a };
		errno = 0;
		r = sched_rr_get_interval(rr_bad[i].pid, &rr);
		int e = errno;
		T_CHECK(r == -1 && e == rr_bad[i].err && rr.tv_sec == 0x5a5a5a5a && rr.tv_nsec == 0x5a5a5a5a, rr_bad[i].what, e);
	}
}

/* A SIGALRM handler through the raw rt_sigaction (t64 has no sigaction), to see the time
   left after EINTR. The kernel's struct sigaction: the one of include/uapi/asm-generic/
   signal.h (i386, arm, aarch64, powerpc, riscv: the kernel's own trampoline returns
   without SA_RESTORER, and where the arch has no restorer field, the zeroed one reads as
   an empty mask) unless arch/<arch>/ksigaction.h gives the arch's own. */
#if __has_include("ksigaction.h")
#include "ksigaction.h"
#else
struct ksigaction {
	void (*handler)(int);
	unsigned long flags;
	void (*restorer)(void);
	sigset_t mask;
};
#define T64_KSA_RESTORER(sa) ((void)(sa))
#endif

static volatile int alarms;
static void on_alarm(int sig) { (void)sig; alarms++; }

static int on_sigalrm(void)
{
	struct ksigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.handler = on_alarm;   /* no SA_RESTART: the waits below must end with EINTR */
	T64_KSA_RESTORER(&sa);
	return (int)syscall(SYS_rt_sigaction, SIGALRM, &sa, 0, sizeof(sigset_t));
}

/* SIGALRM in 100 ms and every 100 ms after, until alarm_off: on a loaded machine the
   first one may come before the wait it is meant to end has begun, and a wait of 3e9 s
   must still end. */
static void alarm_in(void)
{
	struct itimerval iv = { { 0, 100000 }, { 0, 100000 } };
	setitimer(ITIMER_REAL, &iv, 0);
}

static void alarm_off(void)
{
	struct itimerval iv = { { 0, 0 }, { 0, 0 } };
	setitimer(ITIMER_REAL, &iv, 0);
}

/* Relative timeouts longer than the old calls' 2^31-1 s (EP-sleep, EP-poll, EP-sigwait):
   never EINVAL or EOVERFLOW; the old call is given 2^31-1 s and the rest is added back to
   the time left, so the caller sees the whole 3e9 s less what was waited. */
#define LONG_S 3000000000LL
static void long_timeouts(void)
{
	T_EQ_LL(on_sigalrm(), 0, "a SIGALRM handler (raw rt_sigaction)");
	struct timespec req = { LONG_S, 0 }, rem = { -1, -1 };
	alarm_in();
	long long m0 = mono_ns();
	errno = 0;
	int r = nanosleep(&req, &rem), e = errno;
	alarm_off();
	T_CHECK(r == -1 && e == EINTR && alarms > 0, "EP-sleep: nanosleep(3e9 s) ends with EINTR at SIGALRM (%d, errno %d)",
		r, e);
	T_CHECK(left_ok(ns_of(&rem), LONG_S * S, m0, 1) && rem.tv_nsec >= 0 && rem.tv_nsec < 1000000000L,
		"EP-sleep: nanosleep(3e9 s) gives back %lld.%09ld s, 3e9 s less the wait (an old call's clamped part added back)",
		(long long)rem.tv_sec, rem.tv_nsec);
	path_is(T64_FAM_SLEEP, "nanosleep");
	rem.tv_sec = -1;
	alarm_in();
	m0 = mono_ns();
	r = clock_nanosleep(CLOCK_MONOTONIC, 0, &req, &rem);
	alarm_off();
	T_CHECK(r == EINTR && left_ok(ns_of(&rem), LONG_S * S, m0, 1),
		"EP-sleep: clock_nanosleep(3e9 s) returns EINTR, %lld s left (an old call's clamped part added back)",
		(long long)rem.tv_sec);

	int p[2];
	T_EQ_LL(syscall(SYS_pipe2, p, 0), 0, "pipe2");
	fd_set rf;
	FD_ZERO(&rf);
	FD_SET(p[0], &rf);
	struct timeval tv = { LONG_S, 0 };
	alarm_in();
	m0 = mono_ns();
	errno = 0;
	r = select(p[0] + 1, &rf, 0, 0, &tv), e = errno;
	alarm_off();
	T_CHECK(r == -1 && e == EINTR, "EP-poll: select(3e9 s) on an idle pipe ends with EINTR (%d, errno %d)", r, e);
	if (qemu_user)   /* qemu-user 7.2 copies pselect6's time left back only on success */
		T_CHECK(tv.tv_sec == LONG_S && tv.tv_usec == 0, "select's timeout after EINTR under qemu-user: as given");
	else
		T_CHECK(left_ok(tv.tv_sec * S + tv.tv_usec * 1000LL, LONG_S * S, m0, 1000) && tv.tv_usec >= 0
			&& tv.tv_usec < 1000000, "EP-poll: select's time left %lld.%06lld s: the clamped part came back",
			(long long)tv.tv_sec, (long long)tv.tv_usec);
	path_is(T64_FAM_SELECT, "select");
	FD_ZERO(&rf);
	FD_SET(p[0], &rf);
	alarm_in();
	errno = 0;
	r = pselect(p[0] + 1, &rf, 0, 0, &req, 0), e = errno;
	alarm_off();
	T_CHECK(r == -1 && e == EINTR && req.tv_sec == LONG_S, "EP-poll: pselect(3e9 s), clamped for an old call, waits until EINTR (%d, errno %d)",
		r, e);
	struct pollfd pfd = { p[0], POLLIN, 0 };
	alarm_in();
	errno = 0;
	r = ppoll(&pfd, 1, &req, 0), e = errno;
	alarm_off();
	T_CHECK(r == -1 && e == EINTR, "EP-poll: ppoll(3e9 s), clamped for an old call, waits until EINTR (%d, errno %d)", r, e);
	path_is(T64_FAM_POLL, "ppoll");
	close(p[0]);
	close(p[1]);

	sigset_t s, o;
	sigemptyset(&s);
	sigaddset(&s, SIGALRM);
	sigprocmask(SIG_BLOCK, &s, &o);
	m0 = mono_ns();
	alarm_in();
	siginfo_t si;
	r = sigtimedwait(&s, &si, &req);
	long long took = mono_ns() - m0;
	alarm_off();
	T_CHECK(r == SIGALRM && took >= 100 * MS && took <= 100 * MS + LATE,
		"EP-sigwait: sigtimedwait(3e9 s), clamped for an old call, waits for SIGALRM (%d after %lld us, 100 ms asked)",
		r, took / 1000);
	path_is(T64_FAM_SIGWAIT, "sigtimedwait");
	sigprocmask(SIG_SETMASK, &o, 0);
}

static void mq_name(char *buf)
{
	static const char pre[] = "/t64-waits-";
	unsigned pid = (unsigned)getpid(), n = 0;
	char d[12];
	memcpy(buf, pre, sizeof pre - 1);
	do d[n++] = (char)('0' + pid % 10); while (pid /= 10);
	buf += sizeof pre - 1;
	while (n) *buf++ = d[--n];
	*buf = 0;
}

static void mqueues(void)
{
	char name[40], msg[64];
	unsigned prio = 0;
	mq_name(name);
	mq_unlink(name);
	struct mq_attr attr = { 0, 4, 32, 0, { 0 } }, got;
	mqd_t q = mq_open(name, O_RDWR | O_CREAT | O_EXCL, 0600, &attr);
	T_CHECK(q >= 0, "mq_open %s (errno %d)", name, q >= 0 ? 0 : errno);
	if (q < 0) return;
	T_CHECK(mq_getattr(q, &got) == 0 && got.mq_maxmsg == 4 && got.mq_msgsize == 32 && got.mq_curmsgs == 0,
		"mq_getattr: maxmsg %ld msgsize %ld curmsgs %ld", got.mq_maxmsg, got.mq_msgsize, got.mq_curmsgs);

	/* An absolute CLOCK_REALTIME deadline (in 2040 in the 2040 machines), 200 ms ahead; as
	   far ahead as a wait may be late where the old call must refuse it at once. */
	long long ahead = old && in2040 ? LATE : 200 * MS;
	struct timespec dl;
	long long m0 = mono_ns();
	clock_gettime(CLOCK_REALTIME, &dl);
	dl.tv_sec += (dl.tv_nsec + ahead) / S;
	dl.tv_nsec = (dl.tv_nsec + ahead) % S;
	errno = 0;
	ssize_t n = mq_timedreceive(q, msg, sizeof msg, &prio, &dl);
	int e = errno;
	long long took = mono_ns() - m0;
	struct timespec woke;
	clock_gettime(CLOCK_REALTIME, &woke);
	if (old && in2040) {
		T_CHECK(n == -1 && e == EOVERFLOW, "EP-mq: old call: mq_timedreceive with a 2040 deadline gives EOVERFLOW (%d)", e);
		T_CHECK(took < ahead, "at once: %lld us, before the deadline", took / 1000);
		errno = 0;
		T_CHECK(mq_timedsend(q, "z", 1, 0, &dl) == -1 && errno == EOVERFLOW,
			"EP-mq: old call: mq_timedsend with a 2040 deadline gives EOVERFLOW");
	} else {
		T_CHECK(n == -1 && e == ETIMEDOUT, "mq_timedreceive on an empty queue: ETIMEDOUT (errno %d)", e);
		/* Not before the deadline on its own clock, CLOCK_REALTIME (a machine whose
		   wall clock is stepped, as a VM's after a pause, moves it against
		   CLOCK_MONOTONIC), and not late on CLOCK_MONOTONIC. */
		T_CHECK(ns_of(&woke) >= ns_of(&dl) && took <= ahead + LATE,
			"on time: %lld us for a deadline %lld.%03ld s, 200 ms ahead, woken %lld us after it",
			took / 1000, (long long)dl.tv_sec, dl.tv_nsec / MS, (ns_of(&woke) - ns_of(&dl)) / 1000);
		struct timespec badns = { dl.tv_sec, 1000000000 };
		errno = 0;
		n = mq_timedreceive(q, msg, sizeof msg, &prio, &badns);
		e = errno;
		T_CHECK(n == -1 && e == EINVAL, "EP-mq: mq_timedreceive on an empty queue with tv_nsec 1e9: the kernel's EINVAL (errno %d)", e);
	}
	path_is(T64_FAM_MQ, "mq_timedreceive");

	T_EQ_LL(mq_send(q, "hello", 5, 3), 0, "mq_send");
	dl.tv_sec = in2040 && !old ? T2040 + 3600 : 2000000000;
	T_EQ_LL(mq_timedsend(q, "world!", 6, 7, &dl), 0, "mq_timedsend with room in the queue");
	T_CHECK(mq_getattr(q, &got) == 0 && got.mq_curmsgs == 2, "two messages queued (%ld)", got.mq_curmsgs);
	n = mq_timedreceive(q, msg, sizeof msg, &prio, &dl);
	T_CHECK(n == 6 && prio == 7 && !memcmp(msg, "world!", 6), "mq_timedreceive: the priority-7 message first");
	n = mq_receive(q, msg, sizeof msg, &prio);
	T_CHECK(n == 5 && prio == 3 && !memcmp(msg, "hello", 5), "mq_receive: then 'hello' (%ld, prio %u)",
		(long)n, prio);

	/* O_NONBLOCK through mq_open: the open-flag table's value (0x80 on mips), which
	   qemu-user translates for mq_open, so this runs on every target. */
	mqd_t qn = mq_open(name, O_RDONLY | O_NONBLOCK);
	errno = 0;
	T_CHECK(qn != (mqd_t)-1 && mq_receive(qn, msg, sizeof msg, &prio) == -1 && errno == EAGAIN,
		"mq_open O_NONBLOCK: mq_receive of the empty queue gives EAGAIN (errno %d)", errno);
	if (qn != (mqd_t)-1) mq_close(qn);
	struct mq_attr nb = { O_NONBLOCK, 0, 0, 0, { 0 } };
	if (qemu_mq_flags) {
		/* Not a result: qemu-user passes mips's O_NONBLOCK (0x80) in mq_flags to the
		   host kernel untranslated (EINVAL), so mq_setattr cannot be checked here. */
		t_printf("# mq_setattr O_NONBLOCK not checked under qemu-user on mips (mq_flags untranslated)\n");
	} else {
		errno = 0;
		int r = mq_setattr(q, &nb, &got);
		T_CHECK(r == 0 && !(got.mq_flags & O_NONBLOCK), "mq_setattr O_NONBLOCK (errno %d, old flags %ld)",
			r ? errno : 0, got.mq_flags);
		errno = 0;
		T_CHECK(r == 0 && mq_receive(q, msg, sizeof msg, &prio) == -1 && errno == EAGAIN,
			"non-blocking mq_receive: EAGAIN");
	}
	T_EQ_LL(mq_close(q), 0, "mq_close");
	T_EQ_LL(mq_unlink(name), 0, "mq_unlink");
	errno = 0;
	T_CHECK(mq_unlink(name) == -1 && errno == ENOENT, "mq_unlink again: ENOENT");
	errno = 0;
	T_CHECK(mq_open(name + 1, O_RDONLY) == -1 && errno == EINVAL, "mq_open of a name without '/': EINVAL");
}

/* adjtime: the kernel's singleshot slew (ADJ_OFFSET_SINGLESHOT), in microseconds. */
static long long us_of(const struct timeval *tv) { return tv->tv_sec * 1000000LL + tv->tv_usec; }

static void slew(void)
{
	/* Reading what is left needs no privilege (ADJ_OFFSET_SS_READ): seconds and
	   microseconds of one sign, within t64's bound of 2145 s (whoever set it). */
	struct timeval left = { 0x5a5a, 0x5a5a };
	int r = adjtime(0, &left);
	T_CHECK(r == 0 && left.tv_usec > -1000000 && left.tv_usec < 1000000 && left.tv_sec >= -2146
		&& left.tv_sec <= 2146 && !(left.tv_sec > 0 && left.tv_usec < 0) && !(left.tv_sec < 0 && left.tv_usec > 0),
		"adjtime(NULL, &left) reads the slew left: %lld.%06lld s (%d)", (long long)left.tv_sec,
		(long long)left.tv_usec, r);
	T_EQ_LL(adjtime(0, 0), 0, "adjtime(NULL, NULL)");
	/* A delta beyond 2145 s either way, its microseconds carried, is refused before any
	   call: unprivileged too, and olddelta is not written. */
	static const struct timeval bad[] = {
		{ 2146, 0 }, { -2146, 0 }, { 2145, 1000000 }, { -2145, -1000000 }, { 0, 2146000000 },
		{ 0x7fffffffffffffffLL, 0 }, { -0x7fffffffffffffffLL - 1, 999999 },
	};
	for (unsigned i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		struct timeval was = { 0x5a5a, 0x5a5a };
		errno = 0;
		r = adjtime(&bad[i], &was);
		int e = errno;
		T_CHECK(r == -1 && e == EINVAL && was.tv_sec == 0x5a5a && was.tv_usec == 0x5a5a,
			"EP-adjtime: adjtime of %lld s %lld us: EINVAL, nothing applied, olddelta untouched (errno %d)",
			(long long)bad[i].tv_sec, (long long)bad[i].tv_usec, e);
	}
	if (!in2040) {
		/* Setting a slew needs CAP_SYS_TIME and changes this machine's clock: only in the
		   2040 machines here (unprivileged.c checks the EPERM as nobody). */
		t_printf("# adjtime with a delta: set only in the 2040 machines\n");
		return;
	}
	struct timeval d = { 1, 500000 }, was;
	r = adjtime(&d, &was);
	T_CHECK(r == 0, "adjtime(1.5 s) as root (%d, errno %d)", r, r ? errno : 0);
	r = adjtime(0, &left);
	long long us = us_of(&left);
	/* The kernel slews 500 us a second (MAX_TICKADJ, include/linux/timex.h). */
	T_CHECK(r == 0 && us <= 1500000 && us >= 1500000 - 500 * (LATE / S + 1) && left.tv_sec == 1,
		"adjtime(NULL) reads 1.5 s left, less what was slewed: %lld us", us);
	d = (struct timeval){ -1, -250000 };
	r = adjtime(&d, &was);
	us = us_of(&was);
	T_CHECK(r == 0 && us <= 1500000 && us >= 1500000 - 500 * (LATE / S + 1),
		"adjtime(-1.25 s) gives back the 1.5 s slew left (%lld us)", us);
	r = adjtime(0, &left);
	T_CHECK(r == 0 && left.tv_sec == -1 && left.tv_usec <= 0 && left.tv_usec > -250001
		&& us_of(&left) <= -1250000 + 500 * (LATE / S + 1),
		"a negative slew reads back negative in both fields: %lld s %lld us",
		(long long)left.tv_sec, (long long)left.tv_usec);
	d = (struct timeval){ 0, 0 };
	T_CHECK(adjtime(&d, 0) == 0 && adjtime(0, &left) == 0 && left.tv_sec == 0 && left.tv_usec == 0,
		"adjtime(0) cancels the slew");
}

static void adjust(void)
{
	/* Each read-back is CLOCK_REALTIME as the kernel reads it during the call: between
	   clock_gettime's readings before and after. */
	struct timex tx;
	memset(&tx, 0, sizeof tx);
	long long now = real_s();
	int r = clock_adjtime(CLOCK_REALTIME, &tx);
	long long then = real_s();
	T_CHECK(r >= TIME_OK && r <= TIME_ERROR, "clock_adjtime read-only gives a clock state (%d)", r);
	T_CHECK(tx.time.tv_sec >= now && tx.time.tv_sec <= then, "clock_adjtime time %lld (clock %lld..%lld)",
		(long long)tx.time.tv_sec, now, then);
	if (in2040)
		T_CHECK(tx.time.tv_sec >= T2040 && tx.time.tv_sec < T2040 + 600,
			"clock_adjtime reports 2040 (%lld)", (long long)tx.time.tv_sec);
	T_CHECK(tx.time.tv_usec >= 0 && tx.time.tv_usec < 1000000000, "time.tv_usec in range");
	path_is(T64_FAM_ADJTIME, "clock_adjtime");
	memset(&tx, 0, sizeof tx);
	now = real_s();
	r = adjtimex(&tx);
	then = real_s();
	T_CHECK(r >= TIME_OK && r <= TIME_ERROR && tx.time.tv_sec >= now && tx.time.tv_sec <= then,
		"adjtimex read-only (%d, %lld)", r, (long long)tx.time.tv_sec);
	struct ntptimeval ntv;
	now = real_s();
	r = ntp_gettime(&ntv);
	then = real_s();
	T_CHECK(r >= TIME_OK && r <= TIME_ERROR && ntv.time.tv_sec >= now && ntv.time.tv_sec <= then,
		"ntp_gettime (%d, %lld)", r, (long long)ntv.time.tv_sec);
	memset(&ntv, 0x5a, sizeof ntv);
	memset(&tx, 0, sizeof tx);
	now = real_s();
	r = ntp_gettimex(&ntv);
	then = real_s();
	int tai_r = adjtimex(&tx);
	T_CHECK(r >= TIME_OK && r <= TIME_ERROR && ntv.time.tv_sec >= now && ntv.time.tv_sec <= then
		&& ntv.time.tv_usec >= 0 && ntv.time.tv_usec < 1000000000,
		"ntp_gettimex (%d, %lld)", r, (long long)ntv.time.tv_sec);
	T_CHECK(tai_r >= 0 && ntv.tai == tx.tai && ntv.maxerror >= 0 && ntv.esterror >= 0,
		"ntp_gettimex's tai %ld is adjtimex's (%d), maxerror %ld, esterror %ld", ntv.tai, tx.tai,
		ntv.maxerror, ntv.esterror);
	T_CHECK(!ntv.__reserved[0] && !ntv.__reserved[1] && !ntv.__reserved[2] && !ntv.__reserved[3],
		"ntp_gettimex zeroes the reserved fields");
	memset(&tx, 0, sizeof tx);
	now = real_s();
	r = ntp_adjtime(&tx);
	then = real_s();
	T_CHECK(r >= TIME_OK && r <= TIME_ERROR && tx.time.tv_sec >= now && tx.time.tv_sec <= then,
		"ntp_adjtime read-only (%d, %lld)", r, (long long)tx.time.tv_sec);
	memset(&tx, 0, sizeof tx);
	errno = 0;
	T_CHECK(clock_adjtime(-77, &tx) == -1 && errno == EINVAL, "EP-adjtime: clock_adjtime of an unknown clock: EINVAL");
	slew();
	if (old && in2040) {
		/* Only in the machine (root there, and it is not the host's clock): a value the
		   old struct timex cannot carry never reaches the kernel. */
		memset(&tx, 0, sizeof tx);
		tx.modes = ADJ_MAXERROR;
		tx.maxerror = 1LL << 33;
		errno = 0;
		T_CHECK(clock_adjtime(CLOCK_REALTIME, &tx) == -1 && errno == EOVERFLOW,
			"EP-adjtime: old call: clock_adjtime with a 2^33 maxerror gives EOVERFLOW");
	}
}

static long long cpu_ns(void)
{
	struct timespec c;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c);
	return ns_of(&c);
}

static long long cpu_work(void)
{
	struct timespec c0, c;
	volatile unsigned long x = 1;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c0);
	do {
		for (int i = 0; i < 100000; i++) x = x * 1103515245UL + 12345UL;
		clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c);
	} while (ns_of(&c) - ns_of(&c0) < 120 * MS);
	return ns_of(&c);
}

static void usage(void)
{
	cpu_work();
	struct rusage ru;
	T_EQ_LL(getrusage(RUSAGE_SELF, &ru), 0, "getrusage(RUSAGE_SELF)");
	long long cpu = cpu_ns();     /* after: the usage cannot exceed it */
	long long ut = ru.ru_utime.tv_sec * 1000000LL + ru.ru_utime.tv_usec;
	long long st = ru.ru_stime.tv_sec * 1000000LL + ru.ru_stime.tv_usec;
	T_CHECK(ut > 0 && ru.ru_utime.tv_usec < 1000000 && ru.ru_stime.tv_usec < 1000000,
		"ru_utime %lld us after 120 ms of CPU work", ut);
	T_CHECK(ut + st >= 50000 && ut + st <= cpu / 1000 + 100000,
		"ru_utime + ru_stime %lld us is plausible (process CPU clock %lld us)", ut + st, cpu / 1000);
	T_CHECK(ru.ru_maxrss > 0, "ru_maxrss %ld kB", ru.ru_maxrss);

	long pid = fork();
	if (pid == 0) {
		cpu_work();
		_exit(7);
	}
	T_CHECK(pid > 0, "fork (%ld)", pid);
	int status = 0;
	memset(&ru, 0xff, sizeof ru);
	pid_t w = wait4((pid_t)pid, &status, 0, &ru);
	T_EQ_LL(w, pid, "wait4 reaps the child");
	T_CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 7, "child exited with 7 (status %x)", status);
	ut = ru.ru_utime.tv_sec * 1000000LL + ru.ru_utime.tv_usec;
	st = ru.ru_stime.tv_sec * 1000000LL + ru.ru_stime.tv_usec;
	T_CHECK(ru.ru_utime.tv_sec >= 0 && ru.ru_utime.tv_usec >= 0 && ru.ru_utime.tv_usec < 1000000 &&
		ut + st >= 50000 && ut + st < 60000000, "the child's usage %lld us user, %lld us system", ut, st);

	pid = fork();
	if (pid == 0) _exit(3);
	status = 0;
	T_CHECK(waitpid((pid_t)pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 3,
		"waitpid: a second child exited with 3");

	/* The status word and the other waits wait4 has (where the table has no wait4, t64
	   rebuilds them from waitid: sysdeps/linux/wait4.c). */
	pid = fork();
	if (pid == 0)
		for (;;) nanosleep(&(struct timespec){ 10, 0 }, 0);
	memset(&ru, 0x5a, sizeof ru);
	status = 0x1234;
	w = wait4((pid_t)pid, &status, WNOHANG, &ru);
	T_CHECK(w == 0 && status == 0x1234 && ru.ru_utime.tv_sec == (time_t)0x5a5a5a5a5a5a5a5aLL,
		"wait4(WNOHANG) of a running child: 0, status and usage untouched (%ld)", (long)w);
	syscall(SYS_kill, pid, SIGKILL);
	w = waitpid((pid_t)pid, &status, 0);
	T_CHECK(w == pid && WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL && !WIFEXITED(status)
		&& !WIFSTOPPED(status), "waitpid: a child killed by SIGKILL (status %x)", status);
	pid = fork();
	if (pid == 0) _exit(200);
	w = waitpid(0, &status, 0);
	T_CHECK(w == pid && WIFEXITED(status) && WEXITSTATUS(status) == 200,
		"waitpid(0): a child of the caller's process group exited with 200 (status %x)", status);
	pid = fork();
	if (pid == 0) _exit(4);
	errno = 0;
	w = waitpid(-(pid_t)pid, &status, 0);
	int we = errno;
	T_CHECK(w == -1 && we == ECHILD,
		"waitpid(-pid) of a group with no child in it (the child's pid): ECHILD (errno %d)", we);
	w = waitpid(-1, &status, 0);
	T_CHECK(w == pid && WIFEXITED(status) && WEXITSTATUS(status) == 4,
		"waitpid(-1): any child, one that exited with 4 (status %x)", status);
	/* wait3: wait4 of any child. */
	pid = fork();
	if (pid == 0) {
		cpu_work();
		_exit(9);
	}
	memset(&ru, 0x5a, sizeof ru);
	status = 0;
	w = wait3(&status, 0, &ru);
	ut = ru.ru_utime.tv_sec * 1000000LL + ru.ru_utime.tv_usec;
	st = ru.ru_stime.tv_sec * 1000000LL + ru.ru_stime.tv_usec;
	T_CHECK(w == pid && WIFEXITED(status) && WEXITSTATUS(status) == 9 && ru.ru_utime.tv_usec >= 0
		&& ru.ru_utime.tv_usec < 1000000 && ut + st >= 50000 && ut + st < 60000000,
		"wait3: any child, one that exited with 9, with its usage %lld us (status %x)", ut + st, status);
	pid = fork();
	if (pid == 0)
		for (;;) nanosleep(&(struct timespec){ 10, 0 }, 0);
	memset(&ru, 0x5a, sizeof ru);
	status = 0x1234;
	w = wait3(&status, WNOHANG, &ru);
	T_CHECK(w == 0 && status == 0x1234 && ru.ru_utime.tv_sec == (time_t)0x5a5a5a5a5a5a5a5aLL,
		"wait3(WNOHANG) of a running child: 0, status and usage untouched (%ld)", (long)w);
	syscall(SYS_kill, pid, SIGKILL);
	w = wait3(&status, 0, 0);
	T_CHECK(w == pid && WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL,
		"wait3 without usage: the child killed by SIGKILL (status %x)", status);
	errno = 0;
	T_CHECK(waitpid(-1, &status, WNOHANG) == -1 && errno == ECHILD, "waitpid with no child left: ECHILD");
	memset(&ru, 0x5a, sizeof ru);
	errno = 0;
	w = wait3(&status, WNOHANG, &ru);
	we = errno;
	T_CHECK(w == -1 && we == ECHILD && ru.ru_utime.tv_sec == (time_t)0x5a5a5a5a5a5a5a5aLL,
		"EP-rusage: wait3 with no child left: the kernel's ECHILD, the usage untouched (errno %d)", we);
	errno = 0;
	w = wait3(&status, 0x01000000 /* WNOWAIT */, 0);
	we = errno;
	T_CHECK(w == -1 && we == EINVAL, "wait3 with waitid's WNOWAIT: EINVAL (errno %d)", we);
	errno = 0;
	w = waitpid(-1, &status, WNOHANG | 0x01000000 /* WNOWAIT: waitid's, not wait4's */);
	we = errno;
	T_CHECK(w == -1 && we == EINVAL, "waitpid with waitid's WNOWAIT: EINVAL (errno %d)", we);
	memset(&ru, 0x5a, sizeof ru);
	errno = 0;
	w = wait4(-1, &status, WNOHANG, &ru);
	int e = errno;
	T_CHECK(w == -1 && e == ECHILD && ru.ru_utime.tv_sec == (time_t)0x5a5a5a5a5a5a5a5aLL,
		"EP-rusage: wait4 with no child left: the kernel's ECHILD, the usage untouched (errno %d)", e);
	memset(&ru, 0x5a, sizeof ru);
	errno = 0;
	int r = getrusage(99, &ru);
	e = errno;
	T_CHECK(r == -1 && e == EINVAL && ru.ru_maxrss == (long)0x5a5a5a5a5a5a5a5aLL,
		"EP-rusage: getrusage(99): the kernel's EINVAL, the usage untouched (errno %d)", e);
	T_CHECK(getrusage(RUSAGE_CHILDREN, &ru) == 0 && ru.ru_utime.tv_sec * 1000000LL + ru.ru_utime.tv_usec
		+ ru.ru_stime.tv_sec * 1000000LL + ru.ru_stime.tv_usec >= 50000, "getrusage(RUSAGE_CHILDREN) counts the child");
}

int main(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "2040")) in2040 = 1;
		else if (!strcmp(argv[i], "old")) old = 1;
		else if (!strcmp(argv[i], "qemu-mq-flags")) qemu_mq_flags = 1;
		else if (!strcmp(argv[i], "qemu-user")) qemu_user = 1;
	}
	if (in2040) {
		struct timespec set = { T2040, 0 };
		T_EQ_LL(clock_settime(CLOCK_REALTIME, &set), 0, "set 2040-02-29T12:00:00Z (time64 call)");
	}
	if (old) {
		int e = t_deny_time64();
		T_EQ_LL(e, 0, "seccomp filter installed: every time64 call answers ENOSYS");
		if (e) return t_done();
	}
	waits();
	long_timeouts();
	mqueues();
	adjust();
	usage();
	return t_done();
}
