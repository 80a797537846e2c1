/* The clocks through QEMU's semihosting: argv[1] is the host's `date +%s`. */
#include <errno.h>
#include <stdlib.h>
#include <time.h>
#include "path.h"
#include "t.h"

/* How late a sleep may end, or how far the clock may run on between two readings:
   generous, for QEMU on a loaded 2-core machine. Lower bounds are exact. */
#define LATE_S 5
#define LATE (LATE_S * 1000000000LL)

static long long ns_between(const struct timespec *a, const struct timespec *b)
{
	return (b->tv_sec - a->tv_sec) * 1000000000LL + (b->tv_nsec - a->tv_nsec);
}

/* Sets REALTIME to `when` + 0.25 s, which is the UTC day `ymd` at `hms`. */
static void check_set(time_t when, long ymd, long hms)
{
	struct timespec set = { when, 250000000 }, now;
	struct tm tm;
	T_CHECK(clock_settime(CLOCK_REALTIME, &set) == 0, "clock_settime(REALTIME, %lld)",
		(long long)when);
	T_CHECK(clock_gettime(CLOCK_REALTIME, &now) == 0, "clock_gettime after set");
	long long d = ns_between(&set, &now);
	T_CHECK(d >= 0 && d <= LATE, "reads back %lld.%09ld (+%lld ns)",
		(long long)now.tv_sec, now.tv_nsec, d);
	time_t t = time(0);
	T_CHECK(t >= now.tv_sec && t <= now.tv_sec + LATE_S, "time() = %lld", (long long)t);
	T_CHECK(gmtime_r(&when, &tm) != 0, "gmtime_r(%lld)", (long long)when);
	T_EQ_LL((tm.tm_year + 1900L) * 10000 + (tm.tm_mon + 1) * 100 + tm.tm_mday, ymd, "date");
	T_EQ_LL(tm.tm_hour * 10000L + tm.tm_min * 100 + tm.tm_sec, hms, "time of day");
	/* An absolute sleep on the set clock ends at its own deadline. */
	struct timespec end = { when, 400000000 }, after;
	T_CHECK(clock_nanosleep(CLOCK_REALTIME, TIMER_ABSTIME, &end, 0) == 0,
		"clock_nanosleep(REALTIME, ABSTIME, %lld.4)", (long long)when);
	clock_gettime(CLOCK_REALTIME, &after);
	T_CHECK(ns_between(&end, &after) >= 0, "woke at or after the deadline");
}

int main(int argc, char **argv)
{
	struct timespec rt, m0, m1, res;

	/* The wall clock comes from SYS_TIME: not before the host's time taken as QEMU was
	   started, and not long after (QEMU starts slowly on a loaded machine: a minute). */
	T_CHECK(argc == 2, "the host's time is argv[1] (argc %d)", argc);
	long long host = argc == 2 ? strtoll(argv[1], 0, 10) : 0;
	T_CHECK(clock_gettime(CLOCK_REALTIME, &rt) == 0, "clock_gettime(REALTIME)");
	T_CHECK(rt.tv_sec >= host && rt.tv_sec <= host + 60,
		"REALTIME %lld is the host's %lld, or up to a minute later", (long long)rt.tv_sec, host);
	T_EQ_LL(__t64_path[T64_FAM_GETTIME], T64_PATH_SEMIHOST, "gettime path: semihosting");

	/* The monotonic clock is SYS_ELAPSED at SYS_TICKFREQ (10^9 in QEMU). */
	T_CHECK(clock_gettime(CLOCK_MONOTONIC, &m0) == 0, "clock_gettime(MONOTONIC)");
	T_CHECK(clock_getres(CLOCK_MONOTONIC, &res) == 0 && res.tv_sec == 0 &&
		res.tv_nsec >= 1 && res.tv_nsec <= 1000000, "resolution %ld ns", res.tv_nsec);
	T_EQ_LL(__t64_path[T64_FAM_GETRES], T64_PATH_SEMIHOST, "getres path: semihosting");
	struct timespec nap = { 0, 20000000 };
	T_CHECK(nanosleep(&nap, 0) == 0, "nanosleep(20 ms)");
	T_CHECK(clock_gettime(CLOCK_MONOTONIC, &m1) == 0, "clock_gettime(MONOTONIC) again");
	long long slept = ns_between(&m0, &m1);
	T_CHECK(slept >= 20000000 && slept <= 20000000 + LATE, "monotonic advanced %lld ns (20 ms asked)", slept);
	T_EQ_LL(__t64_path[T64_FAM_SLEEP], T64_PATH_SEMIHOST, "sleep path: semihosting");
	struct timespec end = { m1.tv_sec, m1.tv_nsec + 5000000 };
	if (end.tv_nsec >= 1000000000) end.tv_sec++, end.tv_nsec -= 1000000000;
	T_CHECK(clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &end, 0) == 0 &&
		clock_gettime(CLOCK_MONOTONIC, &m1) == 0 && ns_between(&end, &m1) >= 0,
		"clock_nanosleep(MONOTONIC, ABSTIME, +5 ms)");

	/* clock() is the time since start in picolibc's CLOCKS_PER_SEC (100 on ARM),
	   truncated: between two monotonic readings around it. */
	struct timespec k0, k1;
	clock_gettime(CLOCK_MONOTONIC, &k0);
	clock_t k = clock();
	clock_gettime(CLOCK_MONOTONIC, &k1);
	long long per = 1000000000LL / CLOCKS_PER_SEC;
	long long lo = (k0.tv_sec * 1000000000LL + k0.tv_nsec) / per, hi = (k1.tv_sec * 1000000000LL + k1.tv_nsec) / per;
	T_CHECK(k != (clock_t)-1 && (long long)k >= lo && (long long)k <= hi,
		"clock() = %lld ticks of 1/%ld s, between %lld and %lld", (long long)k, (long)CLOCKS_PER_SEC, lo, hi);

	/* C23's optional bases: TIME_MONOTONIC and TIME_ACTIVE (the processor time, which is
	   the time since start here) read the monotonic clock; no thread base without
	   threads. */
	struct timespec g, r;
	clock_gettime(CLOCK_MONOTONIC, &k0);
	int gm = timespec_get(&g, TIME_MONOTONIC);
	clock_gettime(CLOCK_MONOTONIC, &k1);
	T_CHECK(gm == TIME_MONOTONIC && ns_between(&k0, &g) >= 0 && ns_between(&g, &k1) >= 0,
		"timespec_get(TIME_MONOTONIC) between two monotonic readings");
	int ga = timespec_get(&g, TIME_ACTIVE);
	clock_gettime(CLOCK_MONOTONIC, &k0);
	T_CHECK(ga == TIME_ACTIVE && ns_between(&k1, &g) >= 0 && ns_between(&g, &k0) >= 0,
		"timespec_get(TIME_ACTIVE) between two monotonic readings");
	T_CHECK(timespec_getres(&r, TIME_ACTIVE) == TIME_ACTIVE && r.tv_sec == res.tv_sec && r.tv_nsec == res.tv_nsec,
		"timespec_getres(TIME_ACTIVE) is the monotonic resolution (%ld ns)", r.tv_nsec);
#ifdef TIME_THREAD_ACTIVE
	T_CHECK(0, "TIME_THREAD_ACTIVE is defined on bare metal, which has no threads");
#endif
	T_CHECK(timespec_get(&g, TIME_ACTIVE + 1) == 0, "timespec_get of the next base (a thread's time) gives 0");

	/* Setting REALTIME keeps a 64-bit offset over MONOTONIC: past 2038 and past 2106. */
	check_set(2214129600LL, 20400229, 120000);    /* the leap day of 2040 */
	T_EQ_LL(__t64_path[T64_FAM_SETTIME], T64_PATH_SEMIHOST, "settime path: semihosting");
	check_set(4294967296LL + 5, 21060207, 62821);

	/* What cannot be done. */
	struct timespec one = { 1, 0 }, neg = { -1, 0 };
	errno = 0;
	T_CHECK(clock_settime(CLOCK_MONOTONIC, &one) == -1 && errno == EINVAL,
		"clock_settime(MONOTONIC): EINVAL (errno %d)", errno);
	errno = 0;
	T_CHECK(clock_settime(CLOCK_REALTIME, &neg) == -1 && errno == EINVAL,
		"clock_settime(REALTIME, -1): EINVAL (errno %d)", errno);
	errno = 0;
	T_CHECK(clock_gettime((clockid_t)2, &rt) == -1 && errno == EINVAL,
		"clock_gettime(CPUTIME): EINVAL (errno %d)", errno);
	T_CHECK(clock_nanosleep((clockid_t)2, 0, &nap, 0) == EINVAL, "clock_nanosleep(2): EINVAL");
	return t_done();
}
