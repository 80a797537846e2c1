/* The clock functions on an "old kernel": a seccomp filter answers ENOSYS to every time64
   call and the vDSO is switched off, so t64 must fall back to the old 32-bit calls, read
   their seconds right (unsigned: until 2106) and refuse what they cannot express.
   With the argument "2040" (in the 2040 machines) the clock is first set to
   2040-02-29T12:00:00Z through the time64 call, before the filter is installed. */
#include <errno.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#include "path.h"
#include "seccomp_time64.h"
#include "t.h"
#include "vdso.h"

#define T2040 2214129600LL
/* How far the clock may run on between two readings, or a sleep end late: generous, for
   a loaded 2-core machine and the 2040 machines under emulation. Lower bounds are exact. */
#define LATE_S 5
#define LATE (LATE_S * 1000000000LL)

static long long mono_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

int main(int argc, char **argv)
{
	int in2040 = argc > 1 && !strcmp(argv[1], "2040");
	struct timespec ts, ref;

	if (in2040) {
		struct timespec set = { T2040, 0 };
		T_EQ_LL(clock_settime(CLOCK_REALTIME, &set), 0, "set the clock to 2040-02-29T12:00:00Z (time64 call)");
	}
	clock_gettime(CLOCK_REALTIME, &ref);

	int e = t_deny_time64();
	T_EQ_LL(e, 0, "seccomp filter installed (errno)");
	if (e) return t_done();
	__t64_vdso_disable();
	errno = 0;
	T_CHECK(syscall(SYS_clock_gettime64, CLOCK_REALTIME, &ts) == -1 && errno == ENOSYS,
		"the kernel now answers ENOSYS to clock_gettime64");

	T_EQ_LL(clock_gettime(CLOCK_REALTIME, &ts), 0, "EP-clock-get: clock_gettime works through the old call");
	T_EQ_LL(__t64_path[T64_FAM_GETTIME], T64_PATH_OLD, "clock_gettime path is the old call");
	T_CHECK(ts.tv_sec >= ref.tv_sec && ts.tv_sec - ref.tv_sec <= LATE_S,
		"old-call time %lld matches the time64 reading %lld", (long long)ts.tv_sec, (long long)ref.tv_sec);
	if (in2040)
		T_CHECK(ts.tv_sec >= T2040 && ts.tv_sec < T2040 + 60,
			"EP-clock-get: 2040 read back through the old call, unsigned (%lld)", (long long)ts.tv_sec);
	time_t t = time(0);
	T_CHECK(t >= ts.tv_sec && t - ts.tv_sec <= LATE_S, "EP-clock-get: time() through the old call (%lld)", (long long)t);
	struct timeval tv;
	int r = gettimeofday(&tv, 0);
	T_CHECK(r == 0 && tv.tv_sec >= t && tv.tv_sec - t <= LATE_S,
		"gettimeofday through the old call (%lld)", (long long)tv.tv_sec);
	struct timespec c0, c1;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c0);
	clock_t k = clock();
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c1);
	T_CHECK(k != (clock_t)-1 && k >= c0.tv_sec * 1000000LL + c0.tv_nsec / 1000 &&
		k <= c1.tv_sec * 1000000LL + c1.tv_nsec / 1000,
		"EP-clock: clock() through the old call (%ld us)", (long)k);

	T_EQ_LL(clock_getres(CLOCK_MONOTONIC, &ts), 0, "EP-clock-get: clock_getres through the old call");
	T_CHECK(ts.tv_sec == 0 && ts.tv_nsec > 0, "resolution %ld ns", ts.tv_nsec);
	T_EQ_LL(__t64_path[T64_FAM_GETRES], T64_PATH_OLD, "clock_getres path is the old call");

	struct timespec req = { 0, 20000000 };
	long long m0 = mono_ns();
	T_EQ_LL(nanosleep(&req, 0), 0, "EP-sleep: nanosleep through the old call");
	long long slept = mono_ns() - m0;
	T_CHECK(slept >= 20000000 && slept <= 20000000 + LATE, "slept %lld ns (20 ms asked)", slept);
	T_EQ_LL(__t64_path[T64_FAM_SLEEP], T64_PATH_OLD, "clock_nanosleep path is the old call");

	/* Deadlines and settings the old calls cannot express: EOVERFLOW, never a wrap. */
	struct timespec past2106 = { 4294967296LL + 5, 0 }, past2038 = { 2147483648LL + 10, 0 };
	m0 = mono_ns();
	T_EQ_LL(clock_nanosleep(CLOCK_REALTIME, TIMER_ABSTIME, &past2106, 0), EOVERFLOW,
		"EP-sleep: absolute sleep until 2106 gives EOVERFLOW");
	T_EQ_LL(clock_nanosleep(CLOCK_REALTIME, TIMER_ABSTIME, &past2038, 0), EOVERFLOW,
		"EP-sleep: absolute sleep until past 2038 gives EOVERFLOW");
	T_CHECK(mono_ns() - m0 < LATE, "EP-sleep: and returns at once");
	errno = 0;
	T_CHECK(clock_settime(CLOCK_REALTIME, &past2106) == -1 && errno == EOVERFLOW,
		"EP-clock-set: clock_settime past 2106 gives EOVERFLOW");
	errno = 0;
	T_CHECK(clock_settime(CLOCK_REALTIME, &past2038) == -1 && errno == EOVERFLOW,
		"EP-clock-set: clock_settime past 2038 gives EOVERFLOW");
	T_EQ_LL(__t64_path[T64_FAM_SETTIME], T64_PATH_OLD, "clock_settime path is the old call");
	clock_gettime(CLOCK_REALTIME, &ts);
	T_CHECK(ts.tv_sec >= ref.tv_sec && ts.tv_sec - ref.tv_sec <= LATE_S, "EP-clock-set: the clock was not changed (%lld)",
		(long long)ts.tv_sec);
	return t_done();
}
