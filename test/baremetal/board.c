/* A firmware with its own clocks: the four board hooks of <t64/board.h> are defined
   here, so t64 must use them and never ask semihosting for the time. */
#include <errno.h>
#include <stdint.h>
#include <t64/board.h>
#include <time.h>
#include "path.h"
#include "semihost.h"
#include "t.h"

#define HZ 32768                                /* a watch crystal */
static uint64_t ticks;                          /* moves 3 ticks per read */
static struct timespec rtc = { 2214129600LL, 500000000 };
static int rtc_reads, rtc_writes, rtc_write_error, semihost_time_calls;

uint32_t t64_board_tick_hz(void) { return HZ; }
uint64_t t64_board_ticks(void) { return ticks += 3; }

int t64_board_rtc_read(struct timespec *ts)
{
	rtc_reads++;
	*ts = rtc;
	return 0;
}

int t64_board_rtc_write(const struct timespec *ts)
{
	if (rtc_write_error) return -rtc_write_error;
	rtc_writes++;
	rtc = *ts;
	return 0;
}

long __real___t64_semihost(long op, void *arg);
long __wrap___t64_semihost(long op, void *arg)
{
	semihost_time_calls++;
	return __real___t64_semihost(op, arg);
}

static long long ns_between(const struct timespec *a, const struct timespec *b)
{
	return (b->tv_sec - a->tv_sec) * 1000000000LL + (b->tv_nsec - a->tv_nsec);
}

int main(void)
{
	struct timespec ts, rt, res;

	ticks = 100ULL * HZ + HZ / 2 - 3;
	T_CHECK(clock_gettime(CLOCK_MONOTONIC, &ts) == 0 && ts.tv_sec == 100 &&
		ts.tv_nsec == 500000000, "MONOTONIC = the board's ticks: %lld.%09ld, want 100.5",
		(long long)ts.tv_sec, ts.tv_nsec);
	T_EQ_LL(__t64_path[T64_FAM_GETTIME], T64_PATH_BOARD, "gettime path: board-hook");
	T_CHECK(clock_getres(CLOCK_REALTIME, &res) == 0 && res.tv_sec == 0 &&
		res.tv_nsec == 30518, "resolution one 32768 Hz tick: %ld ns", res.tv_nsec);
	T_EQ_LL(__t64_path[T64_FAM_GETRES], T64_PATH_BOARD, "getres path: board-hook");

	T_CHECK(clock_gettime(CLOCK_REALTIME, &rt) == 0 && rt.tv_sec == rtc.tv_sec &&
		rt.tv_nsec == rtc.tv_nsec, "REALTIME starts at the RTC: %lld.%09ld",
		(long long)rt.tv_sec, rt.tv_nsec);
	T_CHECK(clock_gettime(CLOCK_REALTIME, &ts) == 0, "REALTIME again");
	long long d = ns_between(&rt, &ts);
	T_CHECK(d > 0 && d < 1000000, "then runs on the ticks (+%lld ns)", d);
	T_EQ_LL(rtc_reads, 1, "the RTC is read once");

	struct timespec m0, m1, nap = { 0, 20000000 };
	clock_gettime(CLOCK_MONOTONIC, &m0);
	T_CHECK(nanosleep(&nap, 0) == 0, "nanosleep(20 ms) on the board's ticks");
	clock_gettime(CLOCK_MONOTONIC, &m1);
	d = ns_between(&m0, &m1);
	T_CHECK(d >= 20000000 && d < 21000000, "slept %lld ns", d);
	T_EQ_LL(__t64_path[T64_FAM_SLEEP], T64_PATH_BOARD, "sleep path: board-hook");

	struct timespec set = { 4294967296LL + 5, 0 };
	T_CHECK(clock_settime(CLOCK_REALTIME, &set) == 0, "clock_settime(REALTIME, 2^32 + 5)");
	T_CHECK(rtc_writes == 1 && rtc.tv_sec == set.tv_sec, "wrote the RTC (%d writes)",
		rtc_writes);
	T_EQ_LL(__t64_path[T64_FAM_SETTIME], T64_PATH_BOARD, "settime path: board-hook");
	clock_gettime(CLOCK_REALTIME, &ts);
	d = ns_between(&set, &ts);
	T_CHECK(d >= 0 && d < 1000000, "REALTIME follows: +%lld ns", d);

	rtc_write_error = EIO;
	struct timespec other = { 2214129600LL, 0 };
	errno = 0;
	T_CHECK(clock_settime(CLOCK_REALTIME, &other) == -1 && errno == EIO,
		"a failing RTC write is reported (errno %d)", errno);
	clock_gettime(CLOCK_REALTIME, &ts);
	T_CHECK(ts.tv_sec == set.tv_sec, "and leaves the clock as it was (%lld)",
		(long long)ts.tv_sec);

	/* A long uptime: 2^62 ticks at 32768 Hz is 2^47 s, converted without overflow. */
	ticks = (1ULL << 62) - 3;
	T_CHECK(clock_gettime(CLOCK_MONOTONIC, &ts) == 0 && ts.tv_sec == (1LL << 47) &&
		ts.tv_nsec == 0, "MONOTONIC after 2^62 ticks: %lld.%09ld", (long long)ts.tv_sec,
		ts.tv_nsec);

	T_EQ_LL(semihost_time_calls, 0, "no semihosting call for the time");
	return t_done();
}
