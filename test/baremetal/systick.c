/* The Cortex-M built-in source of <t64/clocksrc.h> on a board that has it (the cross
   file's t64_board_devices): CLOCK_MONOTONIC from SysTick, CLOCK_REALTIME as the offset
   over it (no RTC selected), with semihosting for output and exit only. Built with
   -Wl,--wrap=__t64_semihost: any semihosting call t64 makes for the time fails. Run
   under QEMU's -icount (T64_ICOUNT_NS: nanoseconds of the virtual clock per
   instruction), so a busy loop of known instructions takes a known time. */
#include <stdint.h>
#include <t64/board.h>
#include <t64/clocksrc.h>
#include <time.h>
#include "path.h"
#include "no_semihost_time.h"
#include "t.h"

#define HZ T64_SYSTICK_HZ
#define ICSR (*(volatile uint32_t *)0xE000ED04)
#define ICSR_PENDSTSET (1u << 26)

/* The SysTick exception handler under picolibc's name (its crt0's vector table) and
   CMSIS's (a newlib firmware's own table: test/baremetal/board/cortex-m-vectors.c). */
static volatile uint32_t handled;
void arm_systick_isr(void)
{
	t64_systick_tick();
	handled++;
}
void SysTick_Handler(void) __attribute__((alias("arm_systick_isr")));

/* n times two instructions (n >= 1): 2n ns of the virtual clock at -icount shift=0. */
static void spin(uint32_t n)
{
	__asm__ volatile("1: subs %0, #1\n\tbne 1b" : "+r"(n) : : "cc");
}

static long long ns_between(const struct timespec *a, const struct timespec *b)
{
	return (b->tv_sec - a->tv_sec) * 1000000000LL + (b->tv_nsec - a->tv_nsec);
}

/* MONOTONIC's advance over spin(n), in ns. */
static long long over_spin(uint32_t n)
{
	struct timespec a, b;
	clock_gettime(CLOCK_MONOTONIC, &a);
	spin(n);
	clock_gettime(CLOCK_MONOTONIC, &b);
	return ns_between(&a, &b);
}

/* A busy loop of 2n instructions against MONOTONIC: its advance less that of spin(1) (the
   cost of the reads) is the loop's own 2(n - 1) instructions of virtual time, plus the
   handler's instructions at each wrap, within a tick at each end. */
static void check_exact(uint32_t n, const char *what)
{
	uint32_t h0 = handled;
	long long d0 = over_spin(1);
	long long d = over_spin(n) - d0, want = 2LL * (n - 1) * T64_ICOUNT_NS;
	long long wraps = handled - h0;
	long long slack = 2 * (1000000000 / HZ) + wraps * 40 * T64_ICOUNT_NS;
	T_CHECK(d >= want - 2 * (1000000000 / HZ) && d <= want + slack,
		"%s: MONOTONIC +%lld ns over a loop of %lld ns (reads %lld ns, %lld wraps)",
		what, d, want, d0, wraps);
}

static void check_set(long long sec, const char *what)
{
	struct timespec set = { sec, 250000000 }, ts, m0, m1, r0, r1;
	T_CHECK(clock_settime(CLOCK_REALTIME, &set) == 0, "clock_settime(REALTIME, %s)", what);
	T_CHECK(clock_gettime(CLOCK_REALTIME, &ts) == 0, "REALTIME read");
	long long d = ns_between(&set, &ts);
	T_CHECK(d >= 0 && d < 1000000, "REALTIME reads %s back (+%lld ns)", what, d);
	clock_gettime(CLOCK_MONOTONIC, &m0);
	clock_gettime(CLOCK_REALTIME, &r0);
	spin(500000);
	clock_gettime(CLOCK_REALTIME, &r1);
	clock_gettime(CLOCK_MONOTONIC, &m1);
	long long dr = ns_between(&r0, &r1), dm = ns_between(&m0, &m1);
	T_CHECK(dr >= 1000000 && dr <= dm, "and moves with MONOTONIC over a loop of 1 ms: "
		"+%lld ns, MONOTONIC around it +%lld ns", dr, dm);
	T_EQ_LL(time(0), sec, "time()");
}

int main(void)
{
	struct timespec ts, res;

	/* (a) The whole 24-bit range: a wrap every 2^24 counts. */
	t64_clock_use_systick(HZ, 0xffffff);
	T_CHECK(clock_getres(CLOCK_MONOTONIC, &res) == 0 && res.tv_sec == 0 &&
		res.tv_nsec == 1000000000 / HZ, "resolution one SysTick count: %ld ns", res.tv_nsec);
	T_CHECK(clock_gettime(CLOCK_MONOTONIC, &ts) == 0 && ts.tv_sec == 0 &&
		ts.tv_nsec < 1000000, "MONOTONIC from 0 at the call: %lld.%09ld",
		(long long)ts.tv_sec, ts.tv_nsec);
	T_EQ_LL(__t64_path[T64_FAM_GETTIME], T64_PATH_BOARD, "gettime path: board (SysTick)");
	check_exact(2500000, "reload 0xffffff");

	/* (b) A forced wrap: reload 2499, a wrap every 2500 counts (100 us at 25 MHz, 62.5 us
	   at 40 MHz), so 50 or 80 of them in the loop. */
	t64_clock_use_systick(HZ, 2499);
	const long long period_ns = 2500LL * (1000000000 / HZ);
	check_exact(2500000, "reload 2499");

	/* Read back to back across 200 wraps: never back, never more than a read ahead. */
	struct timespec prev, now;
	uint32_t h0 = handled;
	long long back = 0, jump = 0, reads = 0, maxstep = 0;
	clock_gettime(CLOCK_MONOTONIC, &prev);
	while (handled - h0 < 200 && reads < 10000000) {
		clock_gettime(CLOCK_MONOTONIC, &now);
		long long step = ns_between(&prev, &now);
		reads++;
		back += step < 0;
		jump += step > period_ns / 4;
		if (step > maxstep) maxstep = step;
		prev = now;
	}
	T_CHECK(back == 0 && jump == 0 && handled - h0 == 200, "200 wraps, %lld reads: %lld "
		"back, %lld ahead by over a quarter period; steps up to %lld ns", reads, back, jump,
		maxstep);

	/* The wrap the handler has not counted yet: interrupts masked, the counter read as
	   it reaches 0 and reloads, pending; then the handler counts it. Done 8 times, so
	   the reads fall at different places around the wrap. */
	long long bad = 0, seen_pending = 0;
	for (int k = 0; k < 8; k++) {
		spin(1000 + 97 * k);
		__asm__ volatile("cpsid i" ::: "memory");
		uint64_t t0 = t64_board_ticks(), p = t0, t;
		int pend = 0;
		while (!pend && t64_board_ticks() - t0 < 2 * 2500) {
			pend = (ICSR & ICSR_PENDSTSET) != 0;
			t = t64_board_ticks();
			bad += t < p || t - p > 200;
			p = t;
		}
		seen_pending += pend;
		spin(1000);                      /* pending for 2000 instructions, 50 counts at 25 MHz */
		t = t64_board_ticks();
		bad += t < p + 45 || t - p > 200;
		uint32_t h = handled;
		__asm__ volatile("cpsie i" ::: "memory");
		uint64_t after = t64_board_ticks();
		bad += handled != h + 1 || after < t || after - t > 200;
		bad += t0 / 2500 + 1 != after / 2500;   /* one wrap between, as counted */
	}
	T_CHECK(bad == 0 && seen_pending == 8, "a pending wrap with interrupts masked, 8 times: "
		"%lld reads out of line, pending seen %lld times", bad, seen_pending);

	/* (c) REALTIME set past 2038 and 2106, on the offset over MONOTONIC (no RTC selected). */
	check_set(2214129600LL, "2040-02-29T12:00:00.25Z");
	check_set(4323283200LL, "2107-01-01T00:00:00.25Z");

	/* (d) */
	T_EQ_LL(time_calls, 0, "no semihosting call for the time");
	return t_done();
}
