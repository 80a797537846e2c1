/* CLOCK_MONOTONIC from the DWT cycle counter (t64_clock_use_dwt) on a Cortex-M board.
   A board model without the counter (QEMU 7.2 has no DWT: it reads 0 and ignores writes)
   must be found out by t64_clock_use_dwt; the test then says so and runs no clock check,
   failing only when the cross file lists dwt-cyccnt (T64_DWT_CLAIMED). Run under
   -icount (T64_ICOUNT_NS per instruction), like systick.c. */
#include <errno.h>
#include <stdint.h>
#include <t64/board.h>
#include <t64/clocksrc.h>
#include <time.h>
#include "path.h"
#include "semihost.h"
#include "t.h"

#define HZ T64_CORE_HZ
#define DWT_CTRL (*(volatile uint32_t *)0xE0001000)
#define DWT_CYCCNT (*(volatile uint32_t *)0xE0001004)

/* Built with -Wl,--wrap=__t64_semihost: a semihosting call for the time fails. */
static int time_calls;
long __real___t64_semihost(long op, void *arg);
long __wrap___t64_semihost(long op, void *arg)
{
	if (op == SYS_TIME || op == SYS_ELAPSED || op == 0x10 || op == SYS_TICKFREQ) {
		time_calls++;
		return -1;
	}
	return __real___t64_semihost(op, arg);
}

static void spin(uint32_t n)
{
	__asm__ volatile("1: subs %0, #1\n\tbne 1b" : "+r"(n) : : "cc");
}

static long long ns_between(const struct timespec *a, const struct timespec *b)
{
	return (b->tv_sec - a->tv_sec) * 1000000000LL + (b->tv_nsec - a->tv_nsec);
}

int main(void)
{
	int r = t64_clock_use_dwt(HZ);
	if (r == -ENODEV) {
		uint32_t c0 = DWT_CYCCNT;
		spin(100000);
		uint32_t c1 = DWT_CYCCNT;
		t_printf("# DWT CYCCNT is absent on this board model: CYCCNTENA does not stick "
			"(DWT_CTRL 0x%lx) and CYCCNT does not advance (%lu, then %lu); "
			"the DWT clock's checks did not run\n",
			(unsigned long)DWT_CTRL, (unsigned long)c0, (unsigned long)c1);
		T_CHECK(!T64_DWT_CLAIMED, "the cross file %s dwt-cyccnt",
			T64_DWT_CLAIMED ? "lists, yet the board lacks," : "does not list");
		T_CHECK(!(DWT_CTRL & 1) && c0 == c1, "t64_clock_use_dwt gives -ENODEV only "
			"where CYCCNTENA does not stick and CYCCNT stands still");
		T_EQ_LL(t64_board_tick_hz(), 0, "and leaves the tick source unset (rate 0)");
		return t_done();
	}
	T_EQ_LL(r, 0, "t64_clock_use_dwt");
	if (!T64_DWT_CLAIMED)
		t_printf("# the board has DWT CYCCNT, which the cross file does not list\n");

	/* The counter against the virtual clock: 2 instructions a loop step. */
	struct timespec a, b, res;
	T_CHECK(clock_getres(CLOCK_MONOTONIC, &res) == 0 && res.tv_nsec == 1000000000 / HZ,
		"resolution one cycle: %ld ns", res.tv_nsec);
	clock_gettime(CLOCK_MONOTONIC, &a);
	spin(2500000);
	clock_gettime(CLOCK_MONOTONIC, &b);
	long long d = ns_between(&a, &b), want = 5000000LL * T64_ICOUNT_NS;
	T_CHECK(d >= want && d < want + 100000, "MONOTONIC +%lld ns over a loop of %lld ns", d,
		want);
	T_EQ_LL(__t64_path[T64_FAM_GETTIME], T64_PATH_BOARD, "gettime path: board (DWT)");

	/* Forced wraps: the counter set 1 ms below 2^32, 4 times, read across each. */
	long long back = 0;
	struct timespec prev = b, now;
	for (int k = 0; k < 4; k++) {
		DWT_CYCCNT = 0u - HZ / 1000;
		for (int i = 0; i < 100; i++) {
			spin(HZ / 100000);
			clock_gettime(CLOCK_MONOTONIC, &now);
			back += ns_between(&prev, &now) < 0;
			prev = now;
		}
	}
	T_CHECK(back == 0 && now.tv_sec >= 4LL * 0x100000000LL / HZ - 1,
		"4 forced wraps: %lld steps back, MONOTONIC at %lld s", back,
		(long long)now.tv_sec);
	T_EQ_LL(time_calls, 0, "no semihosting call for the time");
	return t_done();
}
