/* CLOCK_MONOTONIC from an RTOS's 32-bit tick count (t64_clock_use_tick_count), the count
   played by this test, so its wraps come when the test says; and the extension under it
   (__t64_extend32) with the reads an interrupt would interleave. */
#include <stdint.h>
#include <t64/board.h>
#include <t64/clocksrc.h>
#include <time.h>
#include "tick_clock.h"
#include "path.h"
#include "t.h"

#define HZ 1000
static uint32_t count;
static uint32_t rtos_count(void) { return count; }

static uint64_t rng = 0x9e3779b97f4a7c15u;
static uint64_t next(void)                      /* xorshift64 */
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

/* MONOTONIC against the 64-bit count the test keeps, *want. */
static int mono_is(uint64_t want)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec == want / HZ && (uint64_t)ts.tv_nsec == want % HZ * 1000000;
}

int main(void)
{
	/* The count starts near its top, as after 49 days of an RTOS, and wraps 3 times in
	   steps up to 2^31 - 1 ticks (24.8 days): the longest gap the extension keeps. */
	count = 0xfffff000u;
	uint64_t want = count;
	t64_clock_use_tick_count(rtos_count, HZ);
	T_CHECK(mono_is(want), "MONOTONIC is the count at the start: %lu", (unsigned long)count);
	T_EQ_LL(__t64_path[T64_FAM_GETTIME], T64_PATH_BOARD, "gettime path: board (tick count)");
	int bad = 0, n = 0;
	static const uint32_t steps[] = { 0xfff, 1, 2, 0x7fffffff, 0x7fffffff, 0x7fffffff, 1,
		0x7fffffff, 0x80000000u - 2, 0x7fffffff, 0 };
	for (unsigned i = 0; i < sizeof steps / sizeof steps[0]; i++, n++) {
		count += steps[i], want += steps[i];
		bad += !mono_is(want);
	}
	for (int i = 0; i < 2000; i++, n++) {
		unsigned shift = 33 + (unsigned)(next() & 15);
		uint32_t s = (uint32_t)(next() >> shift);                       /* < 2^31 */
		count += s, want += s;
		bad += !mono_is(want);
	}
	T_CHECK(bad == 0 && want >> 32 >= 4, "%d reads over %llu wraps of the count: %d wrong",
		n, (unsigned long long)(want >> 32), bad);

	/* The limit: reads 2^32 ticks apart see the same count, so one wrap is lost. */
	count += 0x80000000u;
	mono_is(want += 0x80000000u);
	count += 0x80000000u;
	mono_is(want += 0x80000000u);
	count += 0xffffffffu, want += 0xffffffffu;
	T_CHECK(!mono_is(want) && mono_is(want - (1ULL << 32)), "a gap of 2^32 - 1 ticks after "
		"a read at a half period loses a wrap, as documented (2^31 is the longest gap)");

	/* An interrupt's read between a reader's load of the state and its own update:
	   the reader, with the older state, still places its count right, and the state
	   never goes back. */
	uint32_t half = 0;
	uint64_t v = 0;
	bad = 0;
	for (int i = 0; i < 1000; i++) {
		uint32_t d1 = (uint32_t)(next() >> 34), d2 = (uint32_t)(next() >> 34);
		uint32_t h = __atomic_load_n(&half, __ATOMIC_RELAXED);
		uint64_t mine = v + d1, theirs = mine + d2;
		uint32_t h2 = __atomic_load_n(&half, __ATOMIC_RELAXED);
		bad += __t64_extend32(&half, h2, (uint32_t)theirs) != theirs;
		uint32_t after_theirs = half;
		bad += __t64_extend32(&half, h, (uint32_t)mine) != mine;
		bad += half != after_theirs || half != (uint32_t)(theirs >> 31);
		v = theirs;
	}
	T_CHECK(bad == 0 && v >> 32 >= 100, "1000 interleaved reads over %llu wraps: %d wrong",
		(unsigned long long)(v >> 32), bad);
	return t_done();
}
