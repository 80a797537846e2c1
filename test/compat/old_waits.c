/* An old binary of the waits, message queues and clock adjustment: built with the
   32-bit time_t headers (time32.h) against the link stub, so each binds to name@T32_1.0, then run against the
   real libt64.so.1. With "2040" (in a 2040 machine, clock already set past 2^31): the
   clock-reading twins give EOVERFLOW and leave their output alone; the waits still work.
   The pipe, the queue and the child come from raw system calls: only the old ABI's time
   functions are under test here. */
#include <errno.h>
#include <string.h>
#include <bits/fcntl.h>
#include <bits/syscall.h>
#include "fmt.h"
#include "time32.h"

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

int main(int argc, char **argv)
{
	int in2040 = argc > 1 && !strcmp(argv[1], "2040");
	int p[2];
	check(syscall(SYS_pipe2, p, 0) == 0, "pipe2");

	struct pollfd pfd = { p[0], 1 /* POLLIN */, 0 };
	struct timespec to = { 0, 60000000 };
	long long m0 = mono_ns();
	check(ppoll(&pfd, 1, &to, 0) == 0 && mono_ns() - m0 >= 60000000, "ppoll times out, not before 60 ms");
	fd_set rf;
	memset(&rf, 0, sizeof rf);
	rf.fds_bits[p[0] / (8 * sizeof(long))] |= 1UL << (p[0] % (8 * sizeof(long)));
	struct timeval tv = { 0, 80000 };
	check(select(p[0] + 1, &rf, 0, 0, &tv) == 0 && tv.tv_sec == 0 && tv.tv_usec == 0,
	      "select times out and reports no time left");
	to.tv_nsec = 50000000;
	check(pselect(p[0] + 1, &rf, 0, 0, &to, 0) == 0, "pselect times out");
	struct timespec rr = { 0x5a5a5a5a, 0x5a5a5a5a };
	check(sched_rr_get_interval(0, &rr) == 0 && rr.tv_sec >= 0 && rr.tv_sec < 10 && rr.tv_nsec >= 0,
	      "sched_rr_get_interval");
	rr = (struct timespec){ 0x5a5a5a5a, 0x5a5a5a5a };
	errno = 0;
	check(sched_rr_get_interval(-1, &rr) == -1 && errno == EINVAL && rr.tv_sec == 0x5a5a5a5a && rr.tv_nsec == 0x5a5a5a5a,
	      "EP-sched: sched_rr_get_interval(-1): the kernel's EINVAL, the result untouched");
	errno = 0;
	check(sched_rr_get_interval(4194305, &rr) == -1 && errno == ESRCH && rr.tv_sec == 0x5a5a5a5a,
	      "EP-sched: sched_rr_get_interval of no process (pid 2^22 + 1): the kernel's ESRCH, the result untouched");
	close(p[0]);
	close(p[1]);

	/* A queue opened by hand: the kernel's name has no '/', but it must follow one, as
	   after mq_open: qemu-user reads the name from one byte before (for the host's
	   mq_open, which wants the '/'). */
	static const char qname[] = "/t64-old-waits";
	int q = (int)syscall(SYS_mq_open, qname + 1, 2 /* O_RDWR */ | O_CREAT, 0600, 0);
	check(q >= 0, "a message queue");
	struct timespec dl;
	clock_gettime(CLOCK_MONOTONIC, &dl);   /* any early deadline: 1970 + uptime is long past */
	char msg[8192];
	unsigned prio;
	errno = 0;
	check(mq_timedreceive(q, msg, sizeof msg, &prio, &dl) == -1 && errno == ETIMEDOUT,
	      "mq_timedreceive with a past 32-bit deadline: ETIMEDOUT");
	check(mq_timedsend(q, "old", 3, 1, &dl) == 0, "mq_timedsend");
	check(mq_timedreceive(q, msg, sizeof msg, &prio, 0) == 3 && prio == 1 && !memcmp(msg, "old", 3),
	      "mq_timedreceive gets it back");
	close(q);
	syscall(SYS_mq_unlink, qname + 1);

	struct timex tx;
	memset(&tx, 0x5a, sizeof tx);
	tx.modes = 0;
	struct ntptimeval ntv;
	memset(&ntv, 0x5a, sizeof ntv);
	if (in2040) {
		errno = 0;
		check(clock_adjtime(CLOCK_REALTIME, &tx) == -1 && errno == EOVERFLOW && tx.offset == 0x5a5a5a5a,
		      "EP-adjtime: clock_adjtime past 2038: EOVERFLOW, struct untouched");
		errno = 0;
		check(adjtimex(&tx) == -1 && errno == EOVERFLOW, "EP-adjtime: adjtimex past 2038: EOVERFLOW");
		errno = 0;
		check(ntp_gettime(&ntv) == -1 && errno == EOVERFLOW && ntv.time.tv_sec == 0x5a5a5a5a,
		      "EP-adjtime: ntp_gettime past 2038: EOVERFLOW, untouched");
		errno = 0;
		check(ntp_gettimex(&ntv) == -1 && errno == EOVERFLOW && ntv.time.tv_sec == 0x5a5a5a5a
		      && ntv.reserved[0] == 0x5a5a5a5a, "EP-adjtime: ntp_gettimex (T32_1.1) past 2038: EOVERFLOW, untouched");
		memset(&tx, 0x5a, sizeof tx);
		tx.modes = 0;
		errno = 0;
		check(ntp_adjtime(&tx) == -1 && errno == EOVERFLOW && tx.offset == 0x5a5a5a5a,
		      "EP-adjtime: ntp_adjtime (T32_1.1) past 2038: EOVERFLOW, struct untouched");
	} else {
		/* Each reads CLOCK_REALTIME during the call: between time()'s before and after. */
		time_t now = time(0);
		int r = clock_adjtime(CLOCK_REALTIME, &tx);
		time_t then = time(0);
		check(r >= 0 && r <= 5 && tx.time.tv_sec >= now && tx.time.tv_sec <= then, "clock_adjtime read-only");
		memset(&tx, 0, sizeof tx);
		check(adjtimex(&tx) >= 0 && tx.time.tv_sec >= then && tx.time.tv_sec <= time(0), "adjtimex read-only");
		then = time(0);
		check(ntp_gettime(&ntv) >= 0 && ntv.time.tv_sec >= then && ntv.time.tv_sec <= time(0), "ntp_gettime");
		memset(&ntv, 0x5a, sizeof ntv);
		then = time(0);
		check(ntp_gettimex(&ntv) >= 0 && ntv.time.tv_sec >= then && ntv.time.tv_sec <= time(0)
		      && ntv.time.tv_usec >= 0 && !ntv.reserved[0] && !ntv.reserved[3],
		      "ntp_gettimex (T32_1.1): the time, the reserved fields zeroed");
		memset(&tx, 0, sizeof tx);
		then = time(0);
		check(ntp_adjtime(&tx) >= 0 && tx.time.tv_sec >= then && tx.time.tv_sec <= time(0),
		      "ntp_adjtime (T32_1.1) read-only");
	}
	/* The slew left is no time of day: it fits in 2040 too. */
	struct timeval left = { 0x5a5a, 0x5a5a };
	check(adjtime(0, &left) == 0 && left.tv_sec >= -2146 && left.tv_sec <= 2146 && left.tv_usec > -1000000
	      && left.tv_usec < 1000000, "adjtime (T32_1.1) reads the slew left");
	struct timeval far = { 2146, 0 }, was = { 0x5a5a, 0x5a5a };
	errno = 0;
	check(adjtime(&far, &was) == -1 && errno == EINVAL && was.tv_sec == 0x5a5a,
	      "EP-adjtime: adjtime (T32_1.1) of 2146 s: EINVAL, olddelta untouched");

	struct rusage ru;
	volatile unsigned long x = 1;
	for (long i = 0; i < 20000000; i++) x = x * 3 + 1;
	check(getrusage(0, &ru) == 0 && ru.ru_utime.tv_usec >= 0 && ru.ru_utime.tv_usec < 1000000
	      && ru.ru_utime.tv_sec * 1000000LL + ru.ru_utime.tv_usec > 0, "getrusage after some work");
	long pid = syscall(SYS_fork);
	if (pid == 0) syscall(SYS_exit_group, 5);
	int status = 0;
	memset(&ru, 0x5a, sizeof ru);
	check(wait4((int)pid, &status, 0, &ru) == pid && (status & 0xffff) == 0x500 && ru.ru_utime.tv_usec >= 0
	      && ru.ru_utime.tv_usec < 1000000, "wait4 reaps a child with its usage");
	pid = syscall(SYS_fork);
	if (pid == 0) syscall(SYS_exit_group, 6);
	memset(&ru, 0x5a, sizeof ru);
	check(wait3(&status, 0, &ru) == pid && (status & 0xffff) == 0x600 && ru.ru_utime.tv_usec >= 0
	      && ru.ru_utime.tv_usec < 1000000 && ru.ru_stime.tv_usec >= 0 && ru.ru_stime.tv_usec < 1000000,
	      "wait3 (T32_1.1) reaps any child with its usage");
	memset(&ru, 0x5a, sizeof ru);
	errno = 0;
	check(wait3(&status, 1 /* WNOHANG */, &ru) == -1 && errno == ECHILD && ru.ru_utime.tv_sec == 0x5a5a5a5a,
	      "EP-rusage: wait3 (T32_1.1) with no child left: the kernel's ECHILD, the usage untouched");
	memset(&ru, 0x5a, sizeof ru);
	errno = 0;
	check(wait4(-1, &status, 1 /* WNOHANG */, &ru) == -1 && errno == ECHILD && ru.ru_utime.tv_sec == 0x5a5a5a5a,
	      "EP-rusage: wait4 with no child left: the kernel's ECHILD, the usage untouched");
	errno = 0;
	check(getrusage(99, &ru) == -1 && errno == EINVAL && ru.ru_utime.tv_sec == 0x5a5a5a5a,
	      "EP-rusage: getrusage(99): the kernel's EINVAL, the usage untouched");
	t64_printf("1..%d\n", n);
	return failed != 0;
}
