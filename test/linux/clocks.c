/* The clock functions against the running kernel: natively, under qemu-user and in the
   2040 machines. Nothing here sets the clock (y2040.c does, inside a VM only). */
#include <errno.h>
#include <stddef.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>
#include "path.h"
#include "t.h"
#include "vdso.h"

/* Layout, fixed at compile time: struct timespec is the kernel's __kernel_timespec on
   every target, tv_nsec the low half of its 64-bit tv_nsec. */
_Static_assert(sizeof(time_t) == 8, "time_t is 64-bit");
_Static_assert(sizeof(struct timespec) == 16, "struct timespec is __kernel_timespec's 16 bytes");
_Static_assert(offsetof(struct timespec, tv_nsec) ==
	       (sizeof(long) == 4 && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__ ? 12 : 8),
	       "tv_nsec sits at the low half of the kernel's 64-bit tv_nsec");
_Static_assert(sizeof(struct timeval) == 16, "struct timeval is two 64-bit words");

/* How late a sleep may end: generous, for a loaded 2-core machine and the 2040 machines
   under emulation. How early: never; each is measured from a reading taken before it. */
#define LATE 5000000000LL

static long long ns_of(const struct timespec *ts)
{
	return ts->tv_sec * 1000000000LL + ts->tv_nsec;
}

static long long mono_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ns_of(&ts);
}

/* The kernel's own answer through the raw 64-bit call: not through t64's clock code. */
static long long raw_realtime(void)
{
	struct timespec ts;
#ifdef SYS_clock_gettime64
	syscall(SYS_clock_gettime64, CLOCK_REALTIME, &ts);
#else
	syscall(SYS_clock_gettime, CLOCK_REALTIME, &ts);
#endif
	return ts.tv_sec;
}

int main(void)
{
	struct timespec ts, ts2;

	/* Each reading lies between the kernel's own readings before and after it. */
	long long raw0 = raw_realtime();
	T_EQ_LL(clock_gettime(CLOCK_REALTIME, &ts), 0, "clock_gettime(CLOCK_REALTIME)");
	long long raw = raw_realtime();
	T_CHECK(ts.tv_nsec >= 0 && ts.tv_nsec < 1000000000L, "tv_nsec in range (%ld)", ts.tv_nsec);
	T_CHECK(ts.tv_sec >= raw0 && ts.tv_sec <= raw,
		"clock_gettime agrees with the raw system call (%lld, in %lld..%lld)", (long long)ts.tv_sec, raw0, raw);
	int via = __t64_path[T64_FAM_GETTIME];
	T_CHECK(via == (__t64_vdso_clock_gettime() ? T64_PATH_VDSO : T64_PATH_TIME64),
		"clock_gettime path is %s", __t64_path_name(via));

	time_t t1 = time(0), t2;
	T_CHECK(t1 >= ts.tv_sec && time(&t2) >= t1 && t2 <= raw_realtime(), "time() agrees (%lld)", (long long)t1);
	struct timeval tv;
	T_EQ_LL(gettimeofday(&tv, 0), 0, "gettimeofday");
	T_CHECK(tv.tv_usec >= 0 && tv.tv_usec < 1000000 && tv.tv_sec >= ts.tv_sec && tv.tv_sec <= raw_realtime(),
		"gettimeofday agrees (%lld.%lld)", (long long)tv.tv_sec, (long long)tv.tv_usec);
	T_EQ_LL(timespec_get(&ts2, TIME_UTC), TIME_UTC, "timespec_get(TIME_UTC)");
	T_EQ_LL(timespec_get(&ts2, 0), 0, "timespec_get with an unknown base");
	T_EQ_LL(timespec_getres(&ts2, TIME_UTC), TIME_UTC, "timespec_getres(TIME_UTC)");
	T_CHECK(ts2.tv_sec == 0 && ts2.tv_nsec > 0 && ts2.tv_nsec <= 10000000, "realtime resolution %ld ns", ts2.tv_nsec);

	errno = 0;
	T_CHECK(clock_gettime(-77, &ts) == -1 && errno == EINVAL, "unknown clock gives EINVAL");
	errno = 0;
	T_CHECK(clock_getres(-77, &ts) == -1 && errno == EINVAL, "clock_getres of an unknown clock gives EINVAL");
	T_EQ_LL(clock_getres(CLOCK_MONOTONIC, 0), 0, "clock_getres with a NULL result");

	long long m0 = mono_ns(), m1 = mono_ns();
	T_CHECK(m1 >= m0, "CLOCK_MONOTONIC does not go back");

	struct timespec req = { 0, 20000000 };
	m0 = mono_ns();
	T_EQ_LL(nanosleep(&req, 0), 0, "nanosleep 20 ms");
	m1 = mono_ns();
	T_CHECK(m1 - m0 >= 20000000 && m1 - m0 <= 20000000 + LATE, "nanosleep slept %lld ns (20 ms asked)", m1 - m0);

	clock_gettime(CLOCK_MONOTONIC, &ts);
	ts.tv_nsec += 30000000;
	if (ts.tv_nsec >= 1000000000) { ts.tv_sec++; ts.tv_nsec -= 1000000000; }
	T_EQ_LL(clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, 0), 0, "absolute clock_nanosleep");
	m1 = mono_ns();
	T_CHECK(m1 >= ns_of(&ts) && m1 <= ns_of(&ts) + LATE, "woke at or after the deadline (+%lld ns)", m1 - ns_of(&ts));

	struct timespec bad = { 0, 1000000000 };
	T_EQ_LL(clock_nanosleep(CLOCK_MONOTONIC, 0, &bad, 0), EINVAL, "clock_nanosleep returns EINVAL for tv_nsec = 1e9");
	errno = 0;
	T_CHECK(nanosleep(&bad, 0) == -1 && errno == EINVAL, "nanosleep sets errno EINVAL");
	bad.tv_nsec = -1;
	errno = 0;
	T_CHECK(clock_settime(CLOCK_REALTIME, &bad) == -1 && errno == EINVAL, "clock_settime rejects tv_nsec < 0");
	struct timespec one = { 1, 0 };
	errno = 0;
	T_CHECK(clock_settime(CLOCK_MONOTONIC, &one) == -1 && errno == EINVAL, "CLOCK_MONOTONIC cannot be set");
	struct timeval badtv = { 0, 1000000 };
	errno = 0;
	T_CHECK(settimeofday(&badtv, 0) == -1 && errno == EINVAL, "settimeofday rejects tv_usec = 1e6");

	/* clock(): the process's CPU time in microseconds (CLOCKS_PER_SEC is 10^6, as XSI
	   asks), truncated: between two readings of CLOCK_PROCESS_CPUTIME_ID around it, and
	   growing with the work done between two calls. */
	T_EQ_LL(CLOCKS_PER_SEC, 1000000, "CLOCKS_PER_SEC");
	struct timespec c0, c1;
	clock_t k0 = clock();
	T_EQ_LL(clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c0), 0, "clock_gettime(CLOCK_PROCESS_CPUTIME_ID)");
	volatile unsigned long spin = 0;
	do {
		for (int i = 0; i < 100000; i++) spin++;
		clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c1);
	} while (ns_of(&c1) - ns_of(&c0) < 20000000);        /* 20 ms of CPU time */
	T_EQ_LL(clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c0), 0, "CPU time before clock()");
	clock_t k1 = clock();
	T_EQ_LL(clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c1), 0, "CPU time after clock()");
	T_CHECK(k1 != (clock_t)-1 && k1 >= ns_of(&c0) / 1000 && k1 <= ns_of(&c1) / 1000,
		"clock() = %ld us, between %lld and %lld", (long)k1, ns_of(&c0) / 1000, ns_of(&c1) / 1000);
	T_CHECK(k0 != (clock_t)-1 && k1 - k0 >= 20000, "clock() grew by %ld us over 20 ms of work",
		(long)(k1 - k0));

	/* clock_getcpuclockid: the caller's CPU clock, named by pid 0 or by its own pid, reads
	   what CLOCK_PROCESS_CPUTIME_ID does; a pid above any the kernel gives out (2^22)
	   has none: ESRCH, the result untouched. */
	pid_t pids[2] = { 0, getpid() };
	for (int i = 0; i < 2; i++) {
		clockid_t cc = -1;
		struct timespec g;
		T_EQ_LL(clock_getcpuclockid(pids[i], &cc), 0, i ? "clock_getcpuclockid(getpid())" : "clock_getcpuclockid(0)");
		clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c0);
		int r = clock_gettime(cc, &g);
		clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c1);
		T_CHECK(r == 0 && ns_of(&g) >= ns_of(&c0) && ns_of(&g) <= ns_of(&c1),
			"its clock %d reads the process's CPU time (%lld ns)", (int)cc, ns_of(&g));
	}
	clockid_t none = 12345;
	errno = 0;
	T_CHECK(clock_getcpuclockid(4194305, &none) == ESRCH && none == 12345 && errno == 0,
		"clock_getcpuclockid of no process: ESRCH, returned, errno untouched");

	/* C23's optional bases: each reads its POSIX clock, so its time lies between two
	   readings of that clock around it, and its resolution is that clock's. */
	static const struct { int base; clockid_t clk; const char *name; } bases[] = {
		{ TIME_UTC, CLOCK_REALTIME, "TIME_UTC" },
		{ TIME_MONOTONIC, CLOCK_MONOTONIC, "TIME_MONOTONIC" },
		{ TIME_ACTIVE, CLOCK_PROCESS_CPUTIME_ID, "TIME_ACTIVE" },
		{ TIME_THREAD_ACTIVE, CLOCK_THREAD_CPUTIME_ID, "TIME_THREAD_ACTIVE" },
	};
	for (size_t i = 0; i < sizeof bases / sizeof bases[0]; i++) {
		struct timespec a, b, g, r, rc;
		clock_gettime(bases[i].clk, &a);
		int got = timespec_get(&g, bases[i].base);
		clock_gettime(bases[i].clk, &b);
		T_CHECK(got == bases[i].base && ns_of(&g) >= ns_of(&a) && ns_of(&g) <= ns_of(&b),
			"timespec_get(%s) = %d: %lld.%09ld, between its clock's readings", bases[i].name, got,
			(long long)g.tv_sec, g.tv_nsec);
		T_CHECK(timespec_getres(&r, bases[i].base) == bases[i].base && clock_getres(bases[i].clk, &rc) == 0 &&
			r.tv_sec == rc.tv_sec && r.tv_nsec == rc.tv_nsec && ns_of(&r) > 0,
			"timespec_getres(%s): %ld ns, its clock's", bases[i].name, r.tv_nsec);
	}
	T_CHECK(timespec_get(&ts2, TIME_THREAD_ACTIVE + 1) == 0 && timespec_getres(&ts2, TIME_THREAD_ACTIVE + 1) == 0,
		"timespec_get, timespec_getres: an unknown base gives 0");

	/* The system-call path, with the vDSO switched off. */
	__t64_vdso_disable();
	raw0 = raw_realtime();
	T_EQ_LL(clock_gettime(CLOCK_REALTIME, &ts2), 0, "clock_gettime without the vDSO");
	T_EQ_LL(__t64_path[T64_FAM_GETTIME], T64_PATH_TIME64, "path is then the time64 call");
	T_CHECK(ts2.tv_sec >= raw0 && ts2.tv_sec <= raw_realtime(), "and agrees with the kernel");
	return t_done();
}
