/* The ARM PL031 RTC of <t64/clocksrc.h> on a board that has one (the cross file's
   t64_board_devices): CLOCK_REALTIME from the PL031, CLOCK_MONOTONIC from SysTick, with
   semihosting for output and exit only. Built with -Wl,--wrap=__t64_semihost: any
   semihosting call t64 makes for the time fails. argv[1] is the host's `date +%s`, taken
   as the firmware starts (test/baremetal/with-host-time). QEMU's PL031 (hw/rtc/pl031.c)
   starts at the host's time and counts the host's seconds. */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <t64/board.h>
#include <t64/clocksrc.h>
#include <time.h>
#include "path.h"
#include "no_semihost_time.h"
#include "t.h"

#define RTC ((volatile uint32_t *)T64_PL031)
#define RTCDR 0                         /* data: the seconds, read */
#define RTCLR 2                         /* load: the seconds, written */

/* picolibc's name for the SysTick exception handler (CMSIS's is SysTick_Handler). */
void arm_systick_isr(void)
{
	t64_systick_tick();
}

static long long ns_between(const struct timespec *a, const struct timespec *b)
{
	return (b->tv_sec - a->tv_sec) * 1000000000LL + (b->tv_nsec - a->tv_nsec);
}

/* The register holds sec, or the second after it: QEMU's PL031 steps at the host's
   whole seconds, and one may fall between the write and the read. */
static int holds(uint32_t r, uint32_t sec)
{
	return r == sec || r == sec + 1;
}

/* clock_settime to sec (2038 and after): the PL031 holds it, its read gives it unsigned,
   and REALTIME reads it back. */
static void check_set(long long sec, const char *what)
{
	struct timespec set = { sec, 250000000 }, ts;
	T_CHECK(clock_settime(CLOCK_REALTIME, &set) == 0, "clock_settime(REALTIME, %s)", what);
	T_EQ_LL(__t64_path[T64_FAM_SETTIME], T64_PATH_BOARD, "settime path: board (RTC written)");
	uint32_t r = RTC[RTCDR];
	T_CHECK(holds(r, (uint32_t)sec), "RTCDR holds %s: %lu", what, (unsigned long)r);
	T_CHECK(t64_board_rtc_read(&ts) == 0 && ts.tv_sec >= sec && ts.tv_sec <= sec + 1 &&
		ts.tv_nsec == 0, "the PL031 read gives it, unsigned: %lld.%09ld",
		(long long)ts.tv_sec, ts.tv_nsec);
	T_CHECK(clock_gettime(CLOCK_REALTIME, &ts) == 0, "REALTIME read");
	long long d = ns_between(&set, &ts);
	T_CHECK(d >= 0 && d < 100000000, "REALTIME reads %s back (+%lld ns)", what, d);
	T_EQ_LL(time(0), sec, "time()");
}

int main(int argc, char **argv)
{
	struct timespec ts, res;

	T_CHECK(argc == 2, "the host's time is argv[1] (argc %d)", argc);
	long long host = argc == 2 ? strtoll(argv[1], 0, 10) : 0;

	t64_clock_use_systick(T64_SYSTICK_HZ, 0xffffff);
	t64_rtc_use_pl031((volatile void *)RTC);

	/* (a) The device: QEMU starts it at the host's time and counts the host's seconds.
	   The emulator's own SYS_TIME (asked directly, not through t64) is the host's now. */
	uint32_t r0 = RTC[RTCDR];
	uint32_t now = (uint32_t)__real___t64_semihost(SYS_TIME, 0);
	T_CHECK(r0 >= host && r0 <= host + 60, "RTCDR %lu is the host's %lld as QEMU started, "
		"or up to a minute later", (unsigned long)r0, host);
	T_CHECK(r0 <= now + 1 && now <= r0 + 1, "RTCDR %lu is the host's time now, within a "
		"second: SYS_TIME %lu",
		(unsigned long)r0, (unsigned long)now);

	/* (b) REALTIME's first read takes the PL031's seconds, no semihosting. */
	T_CHECK(clock_getres(CLOCK_REALTIME, &res) == 0 && res.tv_sec == 0 &&
		res.tv_nsec == 1000000000 / T64_SYSTICK_HZ,
		"REALTIME steps by the SysTick under it: %ld ns", res.tv_nsec);
	r0 = RTC[RTCDR];
	T_CHECK(clock_gettime(CLOCK_REALTIME, &ts) == 0, "REALTIME read");
	uint32_t r1 = RTC[RTCDR];
	T_CHECK(ts.tv_sec >= r0 && ts.tv_sec <= r1, "REALTIME %lld.%09ld is the PL031's second "
		"(RTCDR %lu, then %lu)", (long long)ts.tv_sec, ts.tv_nsec, (unsigned long)r0,
		(unsigned long)r1);
	T_EQ_LL(__t64_path[T64_FAM_GETTIME], T64_PATH_BOARD, "gettime path: board (PL031, SysTick)");

	/* (c) A value written through RTCLR is what RTCDR and the PL031 read give back. */
	RTC[RTCLR] = 1234567890u;
	uint32_t r = RTC[RTCDR];
	T_CHECK(holds(r, 1234567890u), "RTCLR 1234567890, RTCDR %lu", (unsigned long)r);
	T_CHECK(t64_board_rtc_read(&ts) == 0 && ts.tv_sec >= 1234567890 &&
		ts.tv_sec <= 1234567891 && ts.tv_nsec == 0, "the PL031 read gives it: %lld.%09ld",
		(long long)ts.tv_sec, ts.tv_nsec);

	/* (d) Past 2038 through clock_settime; past the counter's 2106 EOVERFLOW, the RTC
	   and the clock kept. */
	check_set(2214129600LL, "2040-02-29T12:00:00.25Z");
	struct timespec late = { 4294967296LL, 0 }, before, after;     /* 2106-02-07T06:28:16Z */
	clock_gettime(CLOCK_REALTIME, &before);
	errno = 0;
	T_CHECK(clock_settime(CLOCK_REALTIME, &late) == -1 && errno == EOVERFLOW,
		"clock_settime(REALTIME, 2106-02-07T06:28:16Z): EOVERFLOW (errno %d)", errno);
	clock_gettime(CLOCK_REALTIME, &after);
	r = RTC[RTCDR];
	T_CHECK(holds(r, 2214129600u), "and RTCDR still holds 2040: %lu", (unsigned long)r);
	long long d = ns_between(&before, &after);
	T_CHECK(d >= 0 && d < 100000000, "and REALTIME is kept (+%lld ns)", d);
	/* The counter's last seconds: read unsigned, never before 1970. */
	check_set(4294967294LL, "2106-02-07T06:28:14.25Z");

	/* (e) */
	T_EQ_LL(time_calls, 0, "no semihosting call for the time");
	return t_done();
}
