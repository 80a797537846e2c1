/* An old binary (32-bit time_t, struct stat with 32-bit times), bound to the T32_1.0
   twins of the file, timer and signal-wait functions, run against the real
   libt64.so.1. Without arguments: they work. With "2040" (in a 2040 machine): a file
   whose times are 2100-01-01 (set with the raw time64 call) gives EOVERFLOW from stat
   and fstat, which leave the caller's struct alone, never a wrapped time. */
#include <bits/fcntl.h>
#include <bits/signal.h>
#include <bits/syscall.h>
#include <errno.h>
#include <stdint.h>
#include <string.h>
#include "fmt.h"
#include "time32.h"

#define T2100 4102444800LL

_Static_assert(sizeof(((struct stat *)0)->st_mtim) == 8, "struct stat has 32-bit times");

static int n, failed;
static void check(int ok, const char *what)
{
	t64_printf("%sok %d - old ABI: %s\n", ok ? "" : "not ", ++n, what);
	failed += !ok;
}

static long long mono_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* What a timer set for `set` ns when CLOCK_MONOTONIC read m0 (before arming) may say is
   left, read back now in units of `unit` ns: at most what it was set for, at least that
   less the time since m0 and the clock's resolution. */
static int left_ok(long long left, long long set, long long m0, long long unit)
{
	struct timespec res;
	clock_getres(CLOCK_MONOTONIC, &res);
	return left <= set && left >= set - (mono_ns() - m0) - res.tv_nsec - (unit - 1);
}

static int times_are(const char *file, int32_t a, int32_t an, int32_t m, int32_t mn)
{
	struct stat st;
	return stat(file, &st) == 0 && st.st_atim.tv_sec == a && st.st_atim.tv_nsec == an
		&& st.st_mtim.tv_sec == m && st.st_mtim.tv_nsec == mn;
}

int main(int argc, char **argv)
{
	int in2040 = argc > 1 && !strcmp(argv[1], "2040");
	const char *file = "/tmp/t64-old-files";
	unlink(file);
	int fd = open(file, O_CREAT | O_RDWR, 0600);
	check(fd >= 0, "create a file");

	struct timespec ts[2] = { { 1000000000, 500000000 }, { 2000000000, 250000000 } };
	check(utimensat(AT_FDCWD, file, ts, 0) == 0, "utimensat 2001 and 2033");
	if (!in2040) {
		check(times_are(file, 1000000000, 500000000, 2000000000, 250000000), "EP-stat: stat reads them back exactly");
		struct stat st;
		check(fstat(fd, &st) == 0 && st.st_mtim.tv_sec == 2000000000 && lstat(file, &st) == 0
		      && fstatat(AT_FDCWD, file, &st, 0) == 0 && st.st_atim.tv_sec == 1000000000, "fstat, lstat, fstatat");
		struct timespec omit[2] = { { 0, UTIME_OMIT }, { -100, 7 } };
		check(futimens(fd, omit) == 0 && times_are(file, 1000000000, 500000000, -100, 7),
		      "futimens with UTIME_OMIT, and a time before 1970");
		struct timeval tv[2] = { { 1100000000, 5 }, { 1200000000, 6 } };
		check(utimes(file, tv) == 0 && times_are(file, 1100000000, 5000, 1200000000, 6000), "utimes");
		check(futimes(fd, tv) == 0 && lutimes(file, tv) == 0, "futimes, lutimes");
		struct timeval at[2] = { { 1150000000, 7 }, { -200, 999999 } };
		check(futimesat(AT_FDCWD, file, at) == 0 && times_are(file, 1150000000, 7000, -200, 999999000),
		      "futimesat (T32_1.1), and a time before 1970");
		at[1].tv_sec = 1250000000;
		check(futimesat(fd, 0, at) == 0 && times_are(file, 1150000000, 7000, 1250000000, 999999000),
		      "futimesat with a NULL path: the descriptor's file");
		at[0].tv_usec = 1000000;
		errno = 0;
		check(futimesat(AT_FDCWD, file, at) == -1 && errno == EINVAL
		      && times_are(file, 1150000000, 7000, 1250000000, 999999000),
		      "EP-utime: futimesat with tv_usec 1e6: EINVAL, the file untouched");
		struct utimbuf ub = { 1300000000, 1400000000 };
		check(utime(file, &ub) == 0 && times_are(file, 1300000000, 0, 1400000000, 0), "utime");
	} else {
		/* The raw time64 call puts 2100 on the file; the old stat cannot say it. */
		struct { int64_t sec; int64_t nsec; } y2100[2] = { { T2100, 123456789 }, { T2100, 123456789 } };
		check(syscall(SYS_utimensat_time64, AT_FDCWD, file, y2100, 0) == 0, "the file's times set to 2100 (raw call)");
		struct stat st;
		memset(&st, 0x5a, sizeof st);
		errno = 0;
		check(stat(file, &st) == -1 && errno == EOVERFLOW, "EP-stat: stat of the 2100 file gives EOVERFLOW");
		check(st.st_mtim.tv_sec == 0x5a5a5a5a && st.st_size == 0x5a5a5a5a5a5a5a5aLL, "and leaves the struct untouched");
		errno = 0;
		check(fstat(fd, &st) == -1 && errno == EOVERFLOW, "EP-stat: fstat gives EOVERFLOW too");
		unsigned char sx[256];
		int64_t mt = 0;
		if (syscall(SYS_statx, AT_FDCWD, file, 0, 0x7ff, sx) == 0) memcpy(&mt, sx + 0x70, 8);
		check(mt == T2100, "the kernel (raw statx) does hold 2100");
	}

	int tfd = timerfd_create(CLOCK_MONOTONIC, 0);
	struct itimerspec v = { { 0, 0 }, { 0, 50000000 } }, cur;
	check(tfd >= 0 && timerfd_settime(tfd, 0, &v, 0) == 0, "timerfd_settime 50 ms");
	check(timerfd_gettime(tfd, &cur) == 0 && cur.it_value.tv_sec == 0 && cur.it_value.tv_nsec <= 50000000,
	      "timerfd_gettime");
	unsigned long long count = 0;
	check(read(tfd, &count, 8) == 8 && count == 1, "the timerfd fires once");

	/* A timer set (raw time64 call) to 3e9 s, more than the old itimerspec can say: asking
	   the old timerfd_settime for the previous value is EOVERFLOW before anything changes. */
	struct { int64_t s, ns; } big[2] = { { 0, 0 }, { 3000000000LL, 0 } }, now[2];
	check(syscall(SYS_timerfd_settime64, tfd, 0, big, 0) == 0, "a timerfd armed for 3e9 s (raw call)");
	memset(&cur, 0x5a, sizeof cur);
	errno = 0;
	check(timerfd_gettime(tfd, &cur) == -1 && errno == EOVERFLOW && cur.it_value.tv_sec == 0x5a5a5a5a,
	      "EP-timer: timerfd_gettime of it is EOVERFLOW, the struct untouched");
	errno = 0;
	check(timerfd_settime(tfd, 0, &v, &cur) == -1 && errno == EOVERFLOW && cur.it_value.tv_sec == 0x5a5a5a5a,
	      "EP-timer: timerfd_settime asking for that old value is EOVERFLOW");
	check(syscall(SYS_timerfd_gettime64, tfd, now) == 0 && now[1].s > 3000000000LL - 60,
	      "EP-timer: and the timer still runs its 3e9 s (raw call)");
	check(timerfd_settime(tfd, 0, &v, 0) == 0, "timerfd_settime without the old value still works");
	close(tfd);

	struct sigevent none = { 0, 0, SIGEV_NONE, { 0 } };
	timer_t t;
	v.it_value.tv_sec = 10;
	v.it_value.tv_nsec = 0;
	long long m0 = mono_ns();
	check(timer_create(CLOCK_MONOTONIC, &none, &t) == 0 && timer_settime(t, 0, &v, 0) == 0,
	      "timer_create, timer_settime 10 s");
	check(timer_gettime(t, &cur) == 0 && left_ok(cur.it_value.tv_sec * 1000000000LL + cur.it_value.tv_nsec,
	      10000000000LL, m0, 1), "timer_gettime: 10 s less the time since");
	check(timer_delete(t) == 0, "timer_delete");

	struct itimerval iv = { { 0, 0 }, { 7, 0 } }, iold, off = { { 0, 0 }, { 0, 0 } };
	m0 = mono_ns();
	check(setitimer(ITIMER_REAL, &iv, 0) == 0 && getitimer(ITIMER_REAL, &iold) == 0
	      && left_ok(iold.it_value.tv_sec * 1000000000LL + iold.it_value.tv_usec * 1000LL, 7000000000LL, m0, 1000),
	      "setitimer / getitimer: 7 s less the time since");
	check(setitimer(ITIMER_REAL, &off, &iold) == 0
	      && left_ok(iold.it_value.tv_sec * 1000000000LL + iold.it_value.tv_usec * 1000LL, 7000000000LL, m0, 1000),
	      "disarm, old value");

	sigset_t s;
	siginfo_t si;
	struct timespec zero = { 0, 0 };
	sigemptyset(&s);
	sigaddset(&s, SIGUSR2);
	sigprocmask(SIG_BLOCK, &s, 0);
	raise(SIGUSR2);
	check(sigtimedwait(&s, &si, &zero) == SIGUSR2 && si.si_signo == SIGUSR2, "sigtimedwait");
	errno = 0;
	check(sigtimedwait(&s, &si, &zero) == -1 && errno == EAGAIN, "sigtimedwait with nothing pending: EAGAIN");

	close(fd);
	unlink(file);
	t64_printf("1..%d\n", n);
	return failed != 0;
}
