/* The RISC-V mtime source of <t64/clocksrc.h> (the cross file's t64_board_devices) under
   QEMU's -icount (T64_ICOUNT_NS: nanoseconds of the virtual clock per instruction, 1 at
   shift=0). QEMU's CLINT derives mtime from that clock (hw/intc/riscv_aclint.c: the
   virtual ns times the 10 MHz timebase over 10^9, plus what a write set), so a tick is
   100 instructions and steps at a fixed instruction: a busy loop of known instructions
   reads as a known time, and a wrap of the low word can be put at any one instruction
   of a read. Built with -Wl,--wrap=__t64_semihost: any semihosting call t64 makes for
   the time fails. */
#include <stdint.h>
#include <t64/board.h>
#include <t64/clocksrc.h>
#include <time.h>
#include "path.h"
#include "no_semihost_time.h"
#include "t.h"

/* QEMU's hw/intc/riscv_aclint.c (the SiFive CLINT layout): mtime at the base + 0xBFF8. */
#define MTIME ((volatile uint32_t *)(T64_CLINT + 0xBFF8))
#define HZ T64_MTIME_HZ
#define TICK_NS (1000000000 / HZ)

/* n times two instructions (n >= 1). */
static inline void spin(uint32_t n)
{
	__asm__ volatile("1: addi %0, %0, -1\n\tbnez %0, 1b" : "+r"(n));
}

/* A fixed number of instructions and k more (k < 128): a jump into a run of 128 nops,
   k of them from its end. Loops move in steps of two instructions; this moves in one. */
static void __attribute__((noinline)) delay(uint32_t k)
{
	__asm__ volatile(".option push\n\t.option norvc\n\t"
			 "lla t0, 2f\n\tslli %0, %0, 2\n\tsub t0, t0, %0\n\tjr t0\n\t"
			 ".rept 128\n\tnop\n\t.endr\n2:\n\t.option pop"
			 : "+r"(k) : : "t0", "memory");
}

static void set_mtime(uint64_t v)
{
	MTIME[0] = 0;                           /* no carry into the high word meanwhile */
	MTIME[1] = (uint32_t)(v >> 32);
	MTIME[0] = (uint32_t)v;
}

/* Polls the low word until it steps, then goes on to a fixed instruction of the tick:
   the poll sees the step at the edge or one instruction past it (a poll is two
   instructions), so a load 99 instructions after that one, at the tick's 100th or
   101st instruction, is before or past the next edge; one nop more or fewer evens the
   two out. Written out, as a compiler may put more instructions in a loop. The
   probe's answers are counted in *late, to show that both happen. */
static void __attribute__((noinline)) sync_edge(uint32_t *late)
{
	uint32_t t, u, v;
	__asm__ volatile(".option push\n\t.option norvc\n\t.option norelax\n\t"
			 "lw %0, 0(%3)\n"
			 "1:\tlw %1, 0(%3)\n\t"
			 "beq %0, %1, 1b\n\t"
			 ".rept 97\n\tnop\n\t.endr\n\t"
			 "lw %2, 0(%3)\n\t"
			 "sub %2, %2, %1\n\t"
			 "slli %0, %2, 2\n\t"
			 "lla %1, 2f\n\t"
			 "add %1, %1, %0\n\t"
			 "jr %1\n"
			 "2:\tnop\n\t"
			 ".option pop"
			 : "=&r"(t), "=&r"(u), "=&r"(v) : "r"(MTIME) : "memory");
	*late += v;
}

static long long ts_ns(const struct timespec *ts)
{
	return ts->tv_sec * 1000000000LL + ts->tv_nsec;
}

/* The source's read (t64_board_ticks, mtime.c's) until the count steps: a tick's edge,
   at most one read past it. Returns that count. */
static uint64_t tick_edge(void)
{
	uint64_t e = t64_board_ticks(), t;
	while ((t = t64_board_ticks()) == e) {}
	return t;
}

/* A loop of n iterations begun at a tick's edge, then MONOTONIC: its advance over the
   edge's count, in ns. MONOTONIC takes the counter at its load, x instructions past the
   edge besides the loop's 2n (the poll's last read, the call up to the load; its
   conversion of the ticks into seconds comes after, and at -Os takes a number of
   instructions that depends on the value): the loop's whole ticks exactly when its time
   is a whole number of ticks and x is under one. */
static long long from_edge(uint32_t n)
{
	struct timespec b;
	uint64_t e = tick_edge();
	spin(n);
	clock_gettime(CLOCK_MONOTONIC, &b);
	return ts_ns(&b) - (long long)e * TICK_NS;
}

static uint64_t rng = 0x9e3779b97f4a7c15u;
static uint64_t next(void)                      /* xorshift64 */
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

/* A plain high-then-low read, to show that the scan below hits the window between two
   loads. */
static uint64_t __attribute__((noinline)) naive_read(const volatile uint32_t *w)
{
	uint32_t hi = w[1];
	return (uint64_t)hi << 32 | w[0];
}

/* The counter set to 2^32 - 1 at a fixed instruction of a tick, so that its low word
   wraps at a fixed instruction, and read k instructions later for every k < 128: the
   wrap falls before, between and after each of the read's loads, one instruction
   further on each time. Returns the reads that were neither 2^32 - 1 nor 2^32 (torn);
   *step: the k of the first read of 2^32, *back: the reads of 2^32 - 1 after it,
   *longer: the reads that took more instructions than the shortest (the cycle CSR
   counts the virtual clock's ns under -icount: instructions at shift=0). */
static int scan(uint64_t (*read)(const volatile uint32_t *), int *step, int *back,
		int *longer, uint32_t *late)
{
	static uint32_t took[128];
	int bad = 0;
	*step = -1, *back = 0, *longer = 0;
	for (uint32_t k = 0; k < 128; k++) {
		sync_edge(late);
		set_mtime((1ULL << 32) - 1);
		delay(k);
		uint32_t c0, c1;
		__asm__ volatile("rdcycle %0" : "=r"(c0) : : "memory");
		uint64_t v = read(MTIME);
		__asm__ volatile("rdcycle %0" : "=r"(c1) : : "memory");
		took[k] = c1 - c0;
		bad += v != (1ULL << 32) - 1 && v != 1ULL << 32;
		if (v == 1ULL << 32 && *step < 0) *step = (int)k;
		*back += v == (1ULL << 32) - 1 && *step >= 0;
	}
	uint32_t least = took[0];
	for (int k = 1; k < 128; k++)
		if (took[k] < least) least = took[k];
	for (int k = 0; k < 128; k++) *longer += took[k] > least;
	return bad;
}

int main(void)
{
	struct timespec res;

	t64_clock_use_mtime((volatile void *)MTIME, HZ);
	T_CHECK(clock_getres(CLOCK_MONOTONIC, &res) == 0 && res.tv_sec == 0 &&
		res.tv_nsec == TICK_NS, "resolution one mtime tick: %ld ns", res.tv_nsec);
	struct timespec ts;
	T_CHECK(clock_gettime(CLOCK_MONOTONIC, &ts) == 0, "MONOTONIC read");
	T_EQ_LL(__t64_path[T64_FAM_GETTIME], T64_PATH_BOARD, "gettime path: board (mtime)");

	/* (a) A busy loop timed from a tick's edge. MONOTONIC read at the edge is the edge's
	   count, and x is under a tick: after 2 ns of loop it still is. A reading is then
	   the loop's time plus x, rounded down to a tick: a loop of a whole number of ticks
	   reads as exactly that, and any other as its time to within a tick. */
	uint64_t e = tick_edge();
	clock_gettime(CLOCK_MONOTONIC, &ts);
	T_EQ_LL(ts_ns(&ts) - (long long)e * TICK_NS, 0, "MONOTONIC at a tick's edge: the edge's "
		"count");
	long long d = from_edge(1);
	T_EQ_LL(d, 0, "a loop of 2 ns from a tick's edge: the same tick");
	static const uint32_t ticks[] = { 1, 10, 1000, 50000 };
	for (unsigned i = 0; i < sizeof ticks / sizeof ticks[0]; i++) {
		long long want = (long long)ticks[i] * TICK_NS;
		d = from_edge((uint32_t)(want / (2 * T64_ICOUNT_NS)));
		T_CHECK(d == want, "a loop of %lld ns from a tick's edge: MONOTONIC +%lld ns", want, d);
	}
	int far = 0;
	long long lo = TICK_NS, hi = -TICK_NS;
	for (int i = 0; i < 200; i++) {
		uint32_t n = 1 + (uint32_t)(next() >> 47);             /* < 2^17 */
		long long want = 2LL * n * T64_ICOUNT_NS, err = from_edge(n) - want;
		far += err <= -TICK_NS || err >= TICK_NS || (err + want) % TICK_NS;
		if (err < lo) lo = err;
		if (err > hi) hi = err;
	}
	T_CHECK(far == 0, "200 loops of 2 to 262,144 ns from a tick's edge: each read within "
		"a tick of its time, in whole ticks (%lld to %lld ns), %d not", lo, hi, far);
	/* Across the low word's wrap, which the division of the ticks into seconds and ns
	   meets in 32-bit halves: 5 ms of loop, 2.5 ms of it past 2^32 ticks. */
	set_mtime((1ULL << 32) - 25000);
	d = from_edge(2500000 / T64_ICOUNT_NS);
	clock_gettime(CLOCK_MONOTONIC, &ts);
	T_CHECK(d == 5000000 && ts.tv_sec == (long long)((1ULL << 32) / HZ),
		"5,000,000 ns of loop across 2^32 ticks: MONOTONIC +%lld ns, now %lld.%09ld", d,
		(long long)ts.tv_sec, ts.tv_nsec);

	/* (b) t64_read_u64_hilo with the wrap put at every instruction around it: never a
	   torn value (2^32 ticks off: 0 or 2^33 - 1), and 2^32 from one read on. The same
	   scan of a plain high-then-low read tears it where the wrap falls between its two
	   loads. */
	uint32_t late = 0;
	int step, back, longer, bad = scan(t64_read_u64_hilo, &step, &back, &longer, &late);
	T_CHECK(bad == 0 && step > 0 && back == 0, "128 reads, the low word's wrap one "
		"instruction further into each: %d torn, 2^32 from k = %d on, %d back", bad, step,
		back);
	T_EQ_LL(longer, 2, "two of them read again: the wrap between the first high load and "
		"the low one, and between the low one and the second high one");
	int naive_step, naive_back, naive_longer;
	int naive_bad = scan(naive_read, &naive_step, &naive_back, &naive_longer, &late);
	T_CHECK(naive_bad > 0, "the same scan tears a high-then-low read without the retry "
		"%d times (2^32 from k = %d on): the wrap falls between two loads", naive_bad,
		naive_step);
	t_printf("# the poll's last read was one instruction past the edge %lu times of 256\n",
		 (unsigned long)late);

	/* (c) */
	T_EQ_LL(time_calls, 0, "no semihosting call for the time");
	return t_done();
}
