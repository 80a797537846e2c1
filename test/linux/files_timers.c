/* File times, file status, timers and signal waits against the running kernel:
   natively, under qemu-user and in the 2040 machines.
   Arguments: "2040" sets the clock to 2040-02-29T12:00:00Z first (2040 machines only)
   and adds the past-2038 checks; "old" installs the seccomp filter that answers ENOSYS
   to every time64 call and statx (an "old kernel", on a real kernel only), so every
   call takes its fallback, and whatever the fallback cannot express gives EOVERFLOW;
   "qemu" says it runs under qemu-user. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>
#include <utime.h>
#include "path.h"
#include "seccomp_time64.h"
#include "t.h"
#include "extra.h"

#define T2040 2214129600LL        /* 2040-02-29T12:00:00Z */
#define T2100 4102444800LL        /* 2100-01-01T00:00:00Z */
#define MS 1000000LL
#define S 1000000000LL
/* How late a timer may fire or a wait end: generous, for a loaded 2-core machine and
   the 2040 machines under emulation, so that only a grossly wrong wait (a unit off, a
   deadline missed by seconds) fails. How early: never. Each wait is measured from a
   clock reading taken before it was armed. */
#define LATE (5 * S)

/* The kernel's signal structures, fixed at compile time. */
_Static_assert(sizeof(sigset_t) == SIGRTMAX / 8, "sigset_t is the kernel's (_NSIG / 8 bytes)");
_Static_assert(sizeof(siginfo_t) == 128, "siginfo_t is the kernel's 128 bytes");
_Static_assert(sizeof(struct sigevent) == 64, "struct sigevent is the kernel's 64 bytes");

static int in2040, old, qemu;
static char file[64];

static long long ns_of(const struct timespec *ts) { return ts->tv_sec * 1000000000LL + ts->tv_nsec; }

static long long now_ns(clockid_t clk)
{
	struct timespec ts;
	clock_gettime(clk, &ts);
	return ns_of(&ts);
}

static struct timespec ts_of(long long ns) { return (struct timespec){ ns / 1000000000LL, ns % 1000000000LL }; }

/* A clock's resolution: what a bound may allow where it compares two clocks, or where
   the kernel rounds a timer to its clock's resolution. */
static long long res_ns(clockid_t clk)
{
	struct timespec r;
	return clock_getres(clk, &r) ? 0 : ns_of(&r);
}

/* What a timer set for `set` ns when CLOCK_MONOTONIC read `m0` (before arming) may say is
   left, read back now, in units of `unit` ns (the kernel truncates to them): at most
   what it was set for, at least that less the time since m0 and the clock's resolution.
   The timer's clock runs at the monotonic clock's rate (CLOCK_REALTIME is not set here). */
static int left_ok(long long left, long long set, long long m0, clockid_t clk, long long unit)
{
	long long ran = now_ns(CLOCK_MONOTONIC) - m0;
	return left <= set && left >= set - ran - res_ns(clk) - (unit - 1);
}

static void path_is(int fam, const char *what)
{
	int want = old ? T64_PATH_OLD : T64_PATH_TIME64;
	T_CHECK(__t64_path[fam] == want, "%s path is %s (%s)", what, __t64_path_name(__t64_path[fam]),
		__t64_path_name(want));
}

static int times_are(const char *what, long long a_s, long a_ns, long long m_s, long m_ns)
{
	struct stat st;
	int r = stat(file, &st);
	int ok = r == 0 && st.st_atim.tv_sec == a_s && st.st_atim.tv_nsec == a_ns && st.st_mtim.tv_sec == m_s
		&& st.st_mtim.tv_nsec == m_ns;
	T_CHECK(ok, "%s: atime %lld.%09ld mtime %lld.%09ld (want %lld.%09ld %lld.%09ld)", what,
		(long long)st.st_atim.tv_sec, st.st_atim.tv_nsec, (long long)st.st_mtim.tv_sec,
		st.st_mtim.tv_nsec, a_s, a_ns, m_s, m_ns);
	return ok;
}

/* statx against stat: the same file, the same times. Under the old-kernel filter (statx
   denied, ENOSYS) it is made from fstatat, with the basic fields only. */
static void statx_basic(const struct stat *st)
{
	struct statx x;
	memset(&x, 0xa5, sizeof x);
	int r = statx(AT_FDCWD, file, AT_STATX_DONT_SYNC, STATX_BASIC_STATS | STATX_BTIME, &x);
	T_CHECK(r == 0 && x.stx_ino == st->st_ino && x.stx_size == 4 && x.stx_mode == st->st_mode
		&& x.stx_nlink == 1 && x.stx_mtime.tv_sec == st->st_mtim.tv_sec
		&& x.stx_mtime.tv_nsec == (unsigned)st->st_mtim.tv_nsec
		&& x.stx_ctime.tv_sec == st->st_ctim.tv_sec
		&& ((unsigned long long)x.stx_dev_major << 8 | (x.stx_dev_minor & 0xff)) == (st->st_dev & 0xfffff),
		"statx: the file stat sees (ino %llu, mtime %lld.%09u, dev %u:%u)",
		(unsigned long long)x.stx_ino, (long long)x.stx_mtime.tv_sec, x.stx_mtime.tv_nsec,
		x.stx_dev_major, x.stx_dev_minor);
	if (old)
		T_CHECK(r == 0 && x.stx_mask == STATX_BASIC_STATS && x.stx_btime.tv_sec == 0,
			"statx without the kernel's call: the basic fields only (mask 0x%x)", x.stx_mask);
	else
		T_CHECK(r == 0 && (x.stx_mask & STATX_BASIC_STATS) == STATX_BASIC_STATS,
			"statx: the kernel's mask has the basic fields (0x%x)", x.stx_mask);
	errno = 0;
	T_CHECK(statx(AT_FDCWD, "/nonexistent/t64", 0, STATX_BASIC_STATS, &x) == -1 && errno == ENOENT,
		"EP-statx: statx of a missing file is ENOENT");
	errno = 0;
	T_CHECK(statx(AT_FDCWD, file, 0x40000000, STATX_BASIC_STATS, &x) == -1 && errno == EINVAL,
		"EP-statx: statx with an unknown flag is EINVAL");
}

static void signals(void)
{
	sigset_t s, o;
	sigemptyset(&s);
	T_CHECK(!sigismember(&s, SIGUSR1) && sigaddset(&s, SIGUSR1) == 0 && sigismember(&s, SIGUSR1) == 1
		&& sigdelset(&s, SIGUSR1) == 0 && !sigismember(&s, SIGUSR1), "sigaddset / sigdelset / sigismember");
	sigfillset(&s);
	T_CHECK(sigismember(&s, 1) == 1 && sigismember(&s, SIGRTMAX) == 1, "sigfillset has 1 and SIGRTMAX (%d)", SIGRTMAX);
	errno = 0;
	T_CHECK(sigaddset(&s, 0) == -1 && errno == EINVAL && sigismember(&s, SIGRTMAX + 1) == -1,
		"signal 0 and SIGRTMAX + 1 are EINVAL");

	/* Block what the timers send, for the whole program: they are read by sigtimedwait. */
	sigemptyset(&s);
	sigaddset(&s, SIGUSR1);
	sigaddset(&s, SIGUSR2);
	sigaddset(&s, SIGALRM);
	T_EQ_LL(sigprocmask(SIG_BLOCK, &s, 0), 0, "sigprocmask(SIG_BLOCK, USR1 USR2 ALRM)");
	T_EQ_LL(sigprocmask(SIG_SETMASK, 0, &o), 0, "sigprocmask reads the mask");
	T_CHECK(sigismember(&o, SIGUSR1) == 1 && sigismember(&o, SIGUSR2) == 1 && sigismember(&o, SIGALRM) == 1
		&& sigismember(&o, SIGTERM) == 0, "the mask has them, and not SIGTERM");

	siginfo_t si;
	struct timespec zero = { 0, 0 }, t50 = { 0, 50 * MS };
	T_EQ_LL(raise(SIGUSR1), 0, "raise(SIGUSR1), blocked");
	memset(&si, 0, sizeof si);
	T_EQ_LL(sigtimedwait(&s, &si, &zero), SIGUSR1, "sigtimedwait takes the pending SIGUSR1");
	path_is(T64_FAM_SIGWAIT, "sigtimedwait");
	T_CHECK(si.si_signo == SIGUSR1 && si.si_code == SI_TKILL && si.si_pid == getpid(),
		"siginfo: signo %d code %d pid %d", si.si_signo, si.si_code, si.si_pid);
	long long m0 = now_ns(CLOCK_MONOTONIC);
	errno = 0;
	int r = sigtimedwait(&s, &si, &t50);
	long long waited = now_ns(CLOCK_MONOTONIC) - m0;
	T_CHECK(r == -1 && errno == EAGAIN && waited >= 50 * MS && waited <= 50 * MS + LATE,
		"nothing pending: EAGAIN after %lld us (50 ms asked)", waited / 1000);
	struct timespec bad = { 0, 1000000000 };
	errno = 0;
	T_CHECK(sigtimedwait(&s, &si, &bad) == -1 && errno == EINVAL, "EP-sigwait: sigtimedwait with tv_nsec 1e9 is EINVAL");
	raise(SIGUSR2);
	T_EQ_LL(sigwaitinfo(&s, &si), SIGUSR2, "sigwaitinfo takes a pending SIGUSR2");
}

static void file_times(void)
{
	int fd = open(file, O_CREAT | O_RDWR | O_TRUNC, 0600);
	T_CHECK(fd >= 0, "create %s", file);
	T_EQ_LL(write(fd, "t64\n", 4), 4, "write 4 bytes");
	struct stat st, st2;
	T_EQ_LL(stat(file, &st), 0, "stat");
	path_is(T64_FAM_STAT, "stat");
	T_CHECK(S_ISREG(st.st_mode) && (st.st_mode & 0777) == 0600 && st.st_size == 4 && st.st_nlink == 1,
		"stat: regular, 0600, 4 bytes, 1 link");
	T_CHECK(fstat(fd, &st2) == 0 && st2.st_ino == st.st_ino && st2.st_dev == st.st_dev, "fstat is the same file");
	T_CHECK(lstat(file, &st2) == 0 && st2.st_ino == st.st_ino, "lstat is the same file");
	T_CHECK(fstatat(AT_FDCWD, file, &st2, 0) == 0 && st2.st_ino == st.st_ino && st2.st_mtime == st.st_mtime,
		"fstatat and the st_mtime macro");
	errno = 0;
	T_CHECK(stat("/nonexistent/t64", &st2) == -1 && errno == ENOENT, "EP-stat: stat of a missing file is the kernel's ENOENT");
	statx_basic(&st);

	struct timespec ts[2] = { { 1000000000, 500000000 }, { 1234567890, 123456789 } };
	T_EQ_LL(utimensat(AT_FDCWD, file, ts, 0), 0, "utimensat 2001-09-09 and 2009-02-13");
	path_is(T64_FAM_UTIMENS, "utimensat");
	times_are("stat reads the exact ns back", 1000000000, 500000000, 1234567890, 123456789);
	struct timespec omit[2] = { { 7, UTIME_OMIT }, { 1500000000, 1 } };
	T_EQ_LL(utimensat(AT_FDCWD, file, omit, 0), 0, "utimensat with UTIME_OMIT for atime");
	times_are("UTIME_OMIT kept atime", 1000000000, 500000000, 1500000000, 1);
	struct timespec neg[2] = { { -1000000000, 250000000 }, { UTIME_OMIT, UTIME_OMIT } };
	neg[1].tv_nsec = UTIME_OMIT;
	T_EQ_LL(futimens(fd, neg), 0, "futimens to 1938 (a negative time)");
	times_are("negative file time read back", -1000000000, 250000000, 1500000000, 1);
	struct timespec badns[2] = { { 5, 1000000000 }, { 5, 0 } };
	errno = 0;
	T_CHECK(utimensat(AT_FDCWD, file, badns, 0) == -1 && errno == EINVAL, "tv_nsec 1e9 is EINVAL");
	times_are("and the file was not touched", -1000000000, 250000000, 1500000000, 1);

	struct timeval tv[2] = { { 1100000000, 1 }, { 1200000000, 999999 } };
	T_EQ_LL(utimes(file, tv), 0, "utimes");
	times_are("utimes, in microseconds", 1100000000, 1000, 1200000000, 999999000);
	tv[0].tv_sec = 1300000000;
	T_EQ_LL(futimes(fd, tv), 0, "futimes");
	times_are("futimes", 1300000000, 1000, 1200000000, 999999000);
	tv[1].tv_sec = 1400000000;
	T_EQ_LL(lutimes(file, tv), 0, "lutimes");
	times_are("lutimes", 1300000000, 1000, 1400000000, 999999000);
	tv[0].tv_usec = 1000000;
	errno = 0;
	T_CHECK(utimes(file, tv) == -1 && errno == EINVAL, "utimes with tv_usec 1e6 is EINVAL");
	/* futimesat: the path from a directory's descriptor ("/tmp/" is the file's folder,
	   name_file), or with a NULL path the descriptor's own file. */
	int dir = open("/tmp", O_RDONLY | O_DIRECTORY);
	T_CHECK(dir >= 0, "open /tmp as a directory");
	struct timeval fs[2] = { { 1450000000, 250000 }, { 1460000000, 500000 } };
	T_EQ_LL(futimesat(dir, file + 5, fs), 0, "futimesat(/tmp's descriptor, the file's name)");
	times_are("futimesat, in microseconds", 1450000000, 250000000, 1460000000, 500000000);
	fs[1].tv_sec = 1470000000;
	T_EQ_LL(futimesat(fd, 0, fs), 0, "futimesat(the file's descriptor, NULL path)");
	times_are("futimesat with a NULL path sets the descriptor's file", 1450000000, 250000000, 1470000000, 500000000);
	T_EQ_LL(futimesat(AT_FDCWD, file, fs), 0, "futimesat(AT_FDCWD, an absolute path)");
	const struct timeval badus[2][2] = { { { 5, 1000000 }, { 5, 0 } }, { { 5, 0 }, { 5, -1 } } };
	for (int i = 0; i < 2; i++) {
		errno = 0;
		int r = futimesat(dir, file + 5, badus[i]), e = errno;
		T_CHECK(r == -1 && e == EINVAL, "EP-utime: futimesat with tv_usec %s: EINVAL (errno %d)",
			i ? "-1" : "1e6", e);
	}
	times_are("EP-utime: and no file time changed", 1450000000, 250000000, 1470000000, 500000000);
	errno = 0;
	T_CHECK(futimesat(dir, "t64-no-such-file", fs) == -1 && errno == ENOENT, "futimesat of a missing name: ENOENT");
	errno = 0;
	T_CHECK(futimesat(dir, (const char *)8, fs) == -1 && errno == EFAULT, "futimesat with a bad path pointer: EFAULT");
	errno = 0;
	T_CHECK(futimesat(fd, "x", fs) == -1 && errno == ENOTDIR, "futimesat relative to a regular file's descriptor: ENOTDIR");
	close(dir);
	struct utimbuf ub = { 1600000000, 1700000000 };
	T_EQ_LL(utime(file, &ub), 0, "utime");
	times_are("utime, whole seconds", 1600000000, 0, 1700000000, 0);
	/* The kernel stamps a file from the coarse clock (truncated to the file system's
	   granularity), which lags CLOCK_REALTIME by up to a tick: read that one before, in
	   whole seconds, and CLOCK_REALTIME after. */
	long long before = now_ns(CLOCK_REALTIME_COARSE) / S;
	T_EQ_LL(utimensat(AT_FDCWD, file, 0, 0), 0, "utimensat(NULL): now");
	long long after = now_ns(CLOCK_REALTIME);
	if (!(old && in2040)) {   /* fstatat64 cannot report a time past 2038 */
		int r = stat(file, &st);
		T_CHECK(r == 0 && st.st_mtime >= before && ns_of(&st.st_mtim) <= after,
			"mtime is now (%lld, between %lld and %lld)", (long long)st.st_mtime, before, after / S);
	}

	if (in2040) {
		struct timespec y2100[2] = { { T2100, 123456789 }, { T2100, 123456789 } };
		struct timespec keep[2] = { { 1000000000, 0 }, { 1000000001, 0 } };
		utimensat(AT_FDCWD, file, keep, 0);
		errno = 0;
		int r = utimensat(AT_FDCWD, file, y2100, 0);
		if (old) {
			T_CHECK(r == -1 && errno == EOVERFLOW, "EP-utime: utimensat to 2100 through the old call is EOVERFLOW");
			times_are("and the file's times were not touched", 1000000000, 0, 1000000001, 0);
		} else {
			T_EQ_LL(r, 0, "EP-utime: utimensat to 2100-01-01T00:00:00.123456789Z");
			times_are("stat reads 2100 back exactly", T2100, 123456789, T2100, 123456789);
			struct statx x;
			T_CHECK(statx(AT_FDCWD, file, 0, STATX_ATIME | STATX_MTIME | STATX_CTIME, &x) == 0
				&& x.stx_atime.tv_sec == T2100 && x.stx_atime.tv_nsec == 123456789
				&& x.stx_mtime.tv_sec == T2100 && x.stx_mtime.tv_nsec == 123456789
				&& x.stx_ctime.tv_sec >= T2040,
				"statx reads 2100 back exactly, and a ctime past 2040 (%lld.%09u, ctime %lld)",
				(long long)x.stx_mtime.tv_sec, x.stx_mtime.tv_nsec, (long long)x.stx_ctime.tv_sec);
		}
	}
	close(fd);
	T_EQ_LL(unlink(file), 0, "unlink");
}

/* Waits for one expiry of a timerfd (reads its 8-byte count); gives the time since m0,
   a CLOCK_MONOTONIC reading taken before the timer was armed. */
static long long timerfd_wait(int fd, long long m0, long long *count)
{
	unsigned long long n = 0;
	ssize_t r = read(fd, &n, sizeof n);
	*count = r == 8 ? (long long)n : -1;
	return now_ns(CLOCK_MONOTONIC) - m0;
}

static void timerfds(void)
{
	int fd = timerfd_create(CLOCK_MONOTONIC, TFD_CLOEXEC);
	T_CHECK(fd >= 0, "timerfd_create(CLOCK_MONOTONIC)");
	struct itimerspec v = { { 0, 0 }, { 0, 100 * MS } }, cur;
	long long m0 = now_ns(CLOCK_MONOTONIC);
	T_EQ_LL(timerfd_settime(fd, 0, &v, 0), 0, "timerfd_settime 100 ms relative");
	path_is(T64_FAM_TIMERFD_SET, "timerfd_settime");
	long long count, took = timerfd_wait(fd, m0, &count);
	T_CHECK(count == 1 && took >= 100 * MS && took <= 100 * MS + LATE,
		"fired once, %lld us after arming, not before 100 ms (count %lld)", took / 1000, count);
	T_CHECK(timerfd_gettime(fd, &cur) == 0 && cur.it_value.tv_sec == 0 && cur.it_value.tv_nsec == 0,
		"timerfd_gettime: disarmed after its one expiry");
	path_is(T64_FAM_TIMERFD_GET, "timerfd_gettime");
	v.it_value = (struct timespec){ 1000, 0 };
	struct itimerspec prev;
	m0 = now_ns(CLOCK_MONOTONIC);
	T_EQ_LL(timerfd_settime(fd, 0, &v, 0), 0, "arm for 1000 s");
	v.it_value.tv_sec = 0;
	v.it_value.tv_nsec = 0;
	int r = timerfd_settime(fd, 0, &v, &prev);
	T_CHECK(r == 0 && left_ok(ns_of(&prev.it_value), 1000 * S, m0, CLOCK_MONOTONIC, 1),
		"disarm; the old value says %lld.%09ld s were left, of 1000 less the time since",
		(long long)prev.it_value.tv_sec, prev.it_value.tv_nsec);
	struct itimerspec badv = { { 0, 0 }, { 1, -1 } };
	errno = 0;
	T_CHECK(timerfd_settime(fd, 0, &badv, 0) == -1 && errno == EINVAL, "tv_nsec -1 is EINVAL");
	close(fd);

	if (in2040) {
		fd = timerfd_create(CLOCK_REALTIME, 0);
		m0 = now_ns(CLOCK_MONOTONIC);
		struct itimerspec a = { { 0, 0 }, ts_of(now_ns(CLOCK_REALTIME) + 200 * MS) };
		errno = 0;
		r = timerfd_settime(fd, TFD_TIMER_ABSTIME, &a, 0);
		if (old) {
			T_CHECK(r == -1 && errno == EOVERFLOW, "EP-timer: timerfd absolute 2040 deadline through the old call: EOVERFLOW");
			T_CHECK(timerfd_gettime(fd, &cur) == 0 && cur.it_value.tv_sec == 0 && cur.it_value.tv_nsec == 0,
				"and the timerfd stays disarmed");
		} else {
			T_EQ_LL(r, 0, "timerfd armed at an absolute 2040 deadline 200 ms ahead");
			took = timerfd_wait(fd, m0, &count);
			T_CHECK(now_ns(CLOCK_REALTIME) >= ns_of(&a.it_value), "at or after the deadline");
			/* Early is told on the deadline's own clock, above (a stepped wall clock
			   moves it against CLOCK_MONOTONIC); late on CLOCK_MONOTONIC. */
			T_CHECK(count == 1 && took <= 200 * MS + LATE,
				"fired %lld us after the deadline was read, 200 ms ahead", took / 1000);
		}
		close(fd);
	}
}

static void posix_timers(void)
{
	sigset_t s;
	sigemptyset(&s);
	sigaddset(&s, SIGUSR2);
	siginfo_t si;
	struct timespec patience = ts_of(LATE + 200 * MS);   /* longer than any timer here, and its lateness */
	struct sigevent ev = { .sigev_notify = SIGEV_SIGNAL, .sigev_signo = SIGUSR2 };
	ev.sigev_value.sival_int = 42;
	timer_t t;
	T_EQ_LL(timer_create(CLOCK_MONOTONIC, &ev, &t), 0, "timer_create(CLOCK_MONOTONIC, SIGEV_SIGNAL SIGUSR2)");
	struct itimerspec v = { { 0, 0 }, { 0, 50 * MS } }, cur;
	long long m0 = now_ns(CLOCK_MONOTONIC);
	T_EQ_LL(timer_settime(t, 0, &v, 0), 0, "timer_settime 50 ms");
	path_is(T64_FAM_TIMER_SET, "timer_settime");
	memset(&si, 0, sizeof si);
	int r = sigtimedwait(&s, &si, &patience);
	long long took = now_ns(CLOCK_MONOTONIC) - m0;
	T_CHECK(r == SIGUSR2 && took >= 50 * MS && took <= 50 * MS + LATE,
		"sigtimedwait sees SIGUSR2 %lld us after arming, not before 50 ms", took / 1000);
	/* qemu-user hands the guest the host's si_code untranslated (mips: SI_TIMER is -3,
	   the host's -2), so under emulation the generic value is accepted too. */
	T_CHECK((si.si_code == SI_TIMER || (qemu && si.si_code == -2)) && si.si_value.sival_int == 42
		&& si.si_overrun == 0, "siginfo: si_code %d (SI_TIMER %d), sival_int %d, overrun %d",
		si.si_code, SI_TIMER, si.si_value.sival_int, si.si_overrun);
	T_EQ_LL(timer_getoverrun(t), 0, "timer_getoverrun");
	T_CHECK(timer_gettime(t, &cur) == 0 && cur.it_value.tv_sec == 0 && cur.it_value.tv_nsec == 0,
		"timer_gettime: disarmed");
	path_is(T64_FAM_TIMER_GET, "timer_gettime");
	T_EQ_LL(timer_delete(t), 0, "timer_delete");
	errno = 0;
	T_CHECK(timer_gettime(t, &cur) == -1 && errno == EINVAL, "a deleted timer is EINVAL");

	struct sigevent none = { .sigev_notify = SIGEV_NONE };
	T_EQ_LL(timer_create(CLOCK_REALTIME, &none, &t), 0, "timer_create(SIGEV_NONE)");
	v.it_value = (struct timespec){ 10, 0 };
	v.it_interval = (struct timespec){ 3, 0 };
	m0 = now_ns(CLOCK_MONOTONIC);
	T_EQ_LL(timer_settime(t, 0, &v, 0), 0, "arm 10 s, then every 3 s");
	r = timer_gettime(t, &cur);
	T_CHECK(r == 0 && left_ok(ns_of(&cur.it_value), 10 * S, m0, CLOCK_REALTIME, 1)
		&& cur.it_interval.tv_sec == 3 && cur.it_interval.tv_nsec == 0,
		"timer_gettime: %lld.%09ld s left of 10 less the time since, interval %lld s",
		(long long)cur.it_value.tv_sec, cur.it_value.tv_nsec, (long long)cur.it_interval.tv_sec);
	timer_delete(t);
	struct sigevent thr = { .sigev_notify = SIGEV_THREAD };
	errno = 0;
	T_CHECK(timer_create(CLOCK_REALTIME, &thr, &t) == -1 && errno == EINVAL, "SIGEV_THREAD is EINVAL (no threads)");

	if (in2040) {
		T_EQ_LL(timer_create(CLOCK_REALTIME, &ev, &t), 0, "timer_create(CLOCK_REALTIME)");
		m0 = now_ns(CLOCK_MONOTONIC);
		struct itimerspec a = { { 0, 0 }, ts_of(now_ns(CLOCK_REALTIME) + 200 * MS) };
		errno = 0;
		r = timer_settime(t, TIMER_ABSTIME, &a, 0);
		if (old) {
			T_CHECK(r == -1 && errno == EOVERFLOW, "EP-timer: timer absolute 2040 deadline through the old call: EOVERFLOW");
			struct timespec t300 = { 0, 300 * MS };
			T_CHECK(sigtimedwait(&s, &si, &t300) == -1 && errno == EAGAIN, "and no signal comes");
		} else {
			T_EQ_LL(r, 0, "timer armed at an absolute 2040 deadline 200 ms ahead");
			r = sigtimedwait(&s, &si, &patience);
			took = now_ns(CLOCK_MONOTONIC) - m0;
			T_CHECK(r == SIGUSR2 && now_ns(CLOCK_REALTIME) >= ns_of(&a.it_value), "signal at or after the deadline");
			/* Early is told on the deadline's clock, above; late on CLOCK_MONOTONIC. */
			T_CHECK(took <= 200 * MS + LATE,
				"signal %lld us after the deadline was read, 200 ms ahead", took / 1000);
		}
		timer_delete(t);
	}
}

static void itimers(void)
{
	sigset_t s;
	sigemptyset(&s);
	sigaddset(&s, SIGALRM);
	siginfo_t si;
	/* ITIMER_REAL runs on CLOCK_MONOTONIC; an itimerval's time left is truncated to
	   microseconds. */
	struct itimerval v = { { 0, 0 }, { 5, 500000 } }, cur, prev;
	long long m0 = now_ns(CLOCK_MONOTONIC);
	T_EQ_LL(setitimer(ITIMER_REAL, &v, 0), 0, "setitimer(ITIMER_REAL, 5.5 s)");
	int r = getitimer(ITIMER_REAL, &cur);
	long long left_ns = cur.it_value.tv_sec * S + cur.it_value.tv_usec * 1000LL;
	T_CHECK(r == 0 && left_ok(left_ns, 5500 * MS, m0, CLOCK_MONOTONIC, 1000)
		&& cur.it_value.tv_usec >= 0 && cur.it_value.tv_usec < 1000000,
		"getitimer: %lld.%06lld s left of 5.5 less the time since", (long long)cur.it_value.tv_sec,
		(long long)cur.it_value.tv_usec);
	struct itimerval off = { { 0, 0 }, { 0, 0 } };
	r = setitimer(ITIMER_REAL, &off, &prev);
	left_ns = prev.it_value.tv_sec * S + prev.it_value.tv_usec * 1000LL;
	T_CHECK(r == 0 && left_ok(left_ns, 5500 * MS, m0, CLOCK_MONOTONIC, 1000),
		"disarm; old value %lld.%06lld s", (long long)prev.it_value.tv_sec, (long long)prev.it_value.tv_usec);
	m0 = now_ns(CLOCK_MONOTONIC);
	T_EQ_LL(alarm(10), 0, "alarm(10) with none pending returns 0");
	unsigned left = alarm(0);
	/* alarm rounds the time left to the nearest second: half a second more may go. */
	T_CHECK(left_ok(left * S, 10 * S, m0, CLOCK_MONOTONIC, 500 * MS + 1000), "alarm(0) returns the %u s left", left);
	struct itimerval soon = { { 0, 0 }, { 0, 50000 } };
	m0 = now_ns(CLOCK_MONOTONIC);
	setitimer(ITIMER_REAL, &soon, 0);
	struct timespec patience = ts_of(LATE + 50 * MS);
	r = sigtimedwait(&s, &si, &patience);
	long long took = now_ns(CLOCK_MONOTONIC) - m0;
	T_CHECK(r == SIGALRM && took >= 50 * MS && took <= 50 * MS + LATE,
		"SIGALRM %lld us after setitimer, not before 50 ms", took / 1000);
	struct itimerval bad = { { 0, 0 }, { 1, 1000000 } };
	errno = 0;
	T_CHECK(setitimer(ITIMER_REAL, &bad, 0) == -1 && errno == EINVAL, "tv_usec 1e6 is EINVAL");
	memset(&cur, 0x5a, sizeof cur);
	errno = 0;
	r = getitimer(99, &cur);
	T_CHECK(r == -1 && errno == EINVAL && cur.it_value.tv_sec == (time_t)0x5a5a5a5a5a5a5a5aLL,
		"EP-itimer: getitimer of no such timer (99): the kernel's EINVAL, the result untouched");

	/* alarm cannot fail: where the kernel's itimerval is 32-bit, 2^32-1 s is clamped to
	   2^31-1 s (68 years); a 64-bit one holds it. */
	long long want = sizeof(long) == 4 ? 0x7fffffffLL : 0xffffffffLL;
	m0 = now_ns(CLOCK_MONOTONIC);
	unsigned none = alarm(0xffffffffu);
	left = alarm(0);
	T_CHECK(none == 0 && left_ok(left * S, want * S, m0, CLOCK_MONOTONIC, 500 * MS + 1000),
		sizeof(long) == 4 ? "EP-itimer: alarm(2^32-1) is clamped: alarm(0) gives %u s back (2^31-1)"
				  : "alarm(2^32-1) fits the 64-bit itimerval: alarm(0) gives %u s back", left);

	struct itimerval far = { { 0, 0 }, { 3000000000LL, 0 } };
	errno = 0;
	r = setitimer(ITIMER_REAL, &far, 0);
	if (sizeof(long) == 4) {
		T_CHECK(r == -1 && errno == EOVERFLOW, "EP-itimer: it_value.tv_sec 3e9 is EOVERFLOW (the kernel's itimerval is 32-bit)");
		T_CHECK(getitimer(ITIMER_REAL, &cur) == 0 && cur.it_value.tv_sec == 0 && cur.it_value.tv_usec == 0,
			"and the timer stays disarmed");
	} else {
		T_EQ_LL(r, 0, "EP-itimer: it_value.tv_sec 3e9 fits the 64-bit kernel itimerval");
		setitimer(ITIMER_REAL, &off, 0);
	}
}

static void name_file(void)
{
	static const char base[] = "/tmp/t64-files-";
	char num[16];
	int n = 0;
	unsigned p = (unsigned)getpid();
	do num[n++] = (char)('0' + p % 10); while (p /= 10);
	memcpy(file, base, sizeof base - 1);
	for (int i = 0; i < n; i++) file[sizeof base - 1 + i] = num[n - 1 - i];
	file[sizeof base - 1 + n] = 0;
}

int main(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		in2040 |= !strcmp(argv[i], "2040");
		old |= !strcmp(argv[i], "old");
		qemu |= !strcmp(argv[i], "qemu");
	}
	name_file();
	if (in2040) {
		struct timespec set = { T2040, 0 };
		T_EQ_LL(clock_settime(CLOCK_REALTIME, &set), 0, "set the clock to 2040-02-29T12:00:00Z");
	}
	if (old) {
		int e = t_deny_time64();
		T_EQ_LL(e, 0, "seccomp filter denying the time64 calls and statx");
		if (e) return t_done();
	}
	signals();
	file_times();
	timerfds();
	posix_timers();
	itimers();
	return t_done();
}
