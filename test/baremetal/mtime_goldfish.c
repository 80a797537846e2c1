/* The built-in sources of <t64/clocksrc.h> on a board that has them (the cross file's
   t64_board_devices): CLOCK_MONOTONIC from the CLINT's mtime, CLOCK_REALTIME from the
   Goldfish RTC, with semihosting for output and exit only. Built with
   -Wl,--wrap=__t64_semihost: any semihosting call t64 makes for the time fails. */
#include <errno.h>
#include <stdint.h>
#include <t64/board.h>
#include <t64/clocksrc.h>
#include <time.h>
#include "path.h"
#include "no_semihost_time.h"
#include "t.h"

/* QEMU's hw/intc/riscv_aclint.c (the SiFive CLINT layout): mtime at the base + 0xBFF8. */
#define MTIME ((volatile uint32_t *)(T64_CLINT + 0xBFF8))
#define RTC ((volatile uint32_t *)T64_GOLDFISH_RTC)
#define HZ T64_MTIME_HZ

static uint64_t ts_ticks(const struct timespec *ts)
{
	return (uint64_t)ts->tv_sec * HZ + (uint64_t)ts->tv_nsec / (1000000000 / HZ);
}

static long long ns_between(const struct timespec *a, const struct timespec *b)
{
	return (b->tv_sec - a->tv_sec) * 1000000000LL + (b->tv_nsec - a->tv_nsec);
}

/* The emulator's own clock, asked directly (not through t64): host nanoseconds. */
static uint64_t host_ns(void)
{
	uint32_t block[2];
	__real___t64_semihost(SYS_ELAPSED, block);
	uint64_t t = (uint64_t)block[1] << 32 | block[0];
	uint64_t f = (uint32_t)__real___t64_semihost(SYS_TICKFREQ, 0);
	return t / f * 1000000000u + t % f * 1000000000u / f;
}

static void set_mtime(uint64_t v)
{
	MTIME[0] = 0;                           /* no carry into the high word meanwhile */
	MTIME[1] = (uint32_t)(v >> 32);
	MTIME[0] = (uint32_t)v;
}

static uint64_t rtc_ns(void)
{
	uint32_t lo = RTC[0];                   /* latches TIME_HIGH */
	return (uint64_t)RTC[1] << 32 | lo;
}

static void check_set(long long sec, const char *what)
{
	struct timespec set = { sec, 250000000 }, ts;
	T_CHECK(clock_settime(CLOCK_REALTIME, &set) == 0, "clock_settime(REALTIME, %s)", what);
	T_EQ_LL(__t64_path[T64_FAM_SETTIME], T64_PATH_BOARD, "settime path: board (RTC written)");
	uint64_t ns = rtc_ns();
	long long want = sec * 1000000000LL + 250000000;
	T_CHECK(ns >= (uint64_t)want && ns - want < 100000000, "the RTC holds %s in ns (+%lld ns)",
		what, (long long)(ns - want));
	T_CHECK(clock_gettime(CLOCK_REALTIME, &ts) == 0, "REALTIME read");
	long long d = ns_between(&set, &ts);
	T_CHECK(d >= 0 && d < 100000000, "REALTIME reads %s back (+%lld ns)", what, d);
	T_CHECK(t64_board_rtc_read(&ts) == 0 && ts.tv_sec == sec &&
		ts.tv_nsec >= 250000000 && ts.tv_nsec < 350000000,
		"the Goldfish read gives it too: %lld.%09ld", (long long)ts.tv_sec, ts.tv_nsec);
}

int main(void)
{
	struct timespec ts, m0, m1, res;

	t64_clock_use_mtime((volatile void *)MTIME, HZ);
	t64_rtc_use_goldfish((volatile void *)RTC);

	T_CHECK(clock_getres(CLOCK_MONOTONIC, &res) == 0 && res.tv_sec == 0 &&
		res.tv_nsec == 1000000000 / HZ, "resolution one mtime tick: %ld ns", res.tv_nsec);

	/* (a) MONOTONIC is the counter: bracketed by raw reads, and over a busy loop it
	   moves as much as the counter and as the emulator's clock. */
	uint64_t r0 = t64_read_u64_hilo(MTIME);
	T_CHECK(clock_gettime(CLOCK_MONOTONIC, &m0) == 0, "MONOTONIC read");
	uint64_t r1 = t64_read_u64_hilo(MTIME);
	T_CHECK(r0 <= ts_ticks(&m0) && ts_ticks(&m0) <= r1, "MONOTONIC = mtime: %llu in [%llu, %llu]",
		(unsigned long long)ts_ticks(&m0), (unsigned long long)r0, (unsigned long long)r1);
	T_EQ_LL(__t64_path[T64_FAM_GETTIME], T64_PATH_BOARD, "gettime path: board (mtime)");
	uint64_t h0 = host_ns();
	r0 = t64_read_u64_hilo(MTIME);
	clock_gettime(CLOCK_MONOTONIC, &m0);
	for (volatile uint32_t i = 0; i < 5000000; i++) {}
	clock_gettime(CLOCK_MONOTONIC, &m1);
	r1 = t64_read_u64_hilo(MTIME);
	uint64_t h1 = host_ns();
	long long dm = ns_between(&m0, &m1), dr = (long long)(r1 - r0) * (1000000000 / HZ);
	long long dh = (long long)(h1 - h0);
	T_CHECK(r0 <= ts_ticks(&m0) && ts_ticks(&m1) <= r1 && dm > 0, "a busy loop: MONOTONIC "
		"+%lld ns within mtime's +%lld ns", dm, dr);
	/* QEMU's mtime runs on its virtual clock, which (without -icount) follows the host's
	   and never runs ahead of it; the semihosting calls around it cost little. */
	T_CHECK(dr <= dh + 1000000 && dr > dh / 2, "and the emulator's clock +%lld ns", dh);

	/* (b) Across a low-word wrap: the counter set 1 ms below 2^32 (QEMU's mtime is
	   writable) and read back to back until past it, 8 times; a torn high/low read would
	   jump by 2^32 ticks one way or the other. Between them, a plain high-then-low read
	   shows how often the wrap fell between two word reads (the window the retry is for:
	   reported, not checked, as it depends on timing). */
	long reads = 0, moved = 0, bad = 0, naive_torn = 0, unset = 0;
	for (int k = 0; k < 8; k++) {
		uint64_t prev, v;
		int tries = 0;
		do {                            /* again if the host held the core 1 ms */
			set_mtime((1ULL << 32) - HZ / 1000);
			prev = v = t64_read_u64_hilo(MTIME);
		} while (prev >> 32 && ++tries < 5);
		unset += prev >> 32 != 0;
		while (v < (1ULL << 32) + HZ / 1000 && reads < 100000000) {
			uint32_t hi = MTIME[1], lo = MTIME[0];
			uint64_t naive = (uint64_t)hi << 32 | lo;
			v = t64_read_u64_hilo(MTIME);
			reads++;
			if (v < prev || v - prev > 1ULL << 31) bad++;      /* torn: 2^32 off */
			if (naive > v || v - naive > 1ULL << 31) naive_torn++;
			if (v >> 32 != prev >> 32) moved++;
			prev = v;
		}
	}
	T_CHECK(unset == 0, "mtime set below 2^32 (QEMU's mtime is writable)");
	T_CHECK(bad == 0 && moved == 8, "8 wraps, %ld reads: %ld out of order, the high word "
		"moved %ld times", reads, bad, moved);
	t_printf("# a high-then-low read without the retry was torn %ld times\n", naive_torn);
	clock_gettime(CLOCK_MONOTONIC, &ts);
	T_CHECK(ts_ticks(&ts) >= (1ULL << 32) && ts_ticks(&ts) < (1ULL << 32) + 60ULL * HZ,
		"MONOTONIC past the wrap: %lld.%09ld", (long long)ts.tv_sec, ts.tv_nsec);

	/* (c) REALTIME set and read back through the Goldfish RTC, past 2038 and 2106; past
	   2554 refused. */
	check_set(2214129600LL, "2040-02-29T12:00:00.25Z");
	check_set(4323283200LL, "2107-01-01T00:00:00.25Z");
	/* Past the register's 2^64 ns: EOVERFLOW, the RTC and the clock kept. */
	struct timespec late = { 18460828800LL, 0 }, before, after;     /* 2555-01-01 */
	uint64_t held = rtc_ns();
	clock_gettime(CLOCK_REALTIME, &before);
	errno = 0;
	T_CHECK(clock_settime(CLOCK_REALTIME, &late) == -1 && errno == EOVERFLOW,
		"clock_settime(REALTIME, 2555-01-01T00:00:00Z): EOVERFLOW (errno %d)", errno);
	clock_gettime(CLOCK_REALTIME, &after);
	uint64_t now = rtc_ns();
	T_CHECK(now >= held && now - held < 100000000, "and the RTC still holds 2107 (+%lld ns)",
		(long long)(now - held));
	long long d = ns_between(&before, &after);
	T_CHECK(d >= 0 && d < 100000000, "and REALTIME is kept (+%lld ns)", d);

	/* (d) */
	T_EQ_LL(time_calls, 0, "no semihosting call for the time");
	return t_done();
}
