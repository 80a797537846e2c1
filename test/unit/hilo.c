/* The reads of the bare-metal sources that make one 64-bit count of two words or of a
   32-bit counter, with every interleaving the test chooses, where a board's timing
   would hit the one-instruction windows rarely:
   - t64_read_u64_hilo (sysdeps/baremetal/mtime.c, the rv32 read of mtime: high, low,
     high again) against a counter the test moves between its loads: mtime.c compiled
     here with the test's load (T64_HILO_LOAD), every schedule of small steps and
     whole high-word steps around a wrap of the low word. A read's value must be one the
     counter held while it read, never a torn one (the high word from before a wrap
     with the low word from after it, or the other way round).
   - __t64_extend32 (sysdeps/baremetal/extend32.c) with an interrupt's read, and its
     update of the shared state, between a read's load of the state and its own update,
     on either side of the read's counter read (test/baremetal/tick_count.c has the
     interrupt after it only): the read's compare-and-swap finds the state moved, and
     the state stays where the later count puts it.
   Both files' external names are renamed here, so the program links beside any
   target's libt64 and runs on every target. */
#include <stdint.h>

static uint32_t fake_load(const volatile uint32_t *w, int i);
#define T64_HILO_LOAD(w, i) fake_load(w, i)
#define t64_clock_use_mtime test_clock_use_mtime
#define t64_board_tick_hz test_board_tick_hz
#define t64_board_ticks test_board_ticks
#define t64_read_u64_hilo test_read_u64_hilo
#include "../../sysdeps/baremetal/mtime.c"
#define __t64_extend32 test_extend32
#include "../../sysdeps/baremetal/extend32.c"
#include "t.h"

/* The counter: before load n of a read (from 0, its retries included) it moves by
   step[n], and holds still after the last step. held[n]: its value at load n,
   word[n]: the word loaded (0 low, 1 high). */
#define MAX_LOADS 64
static uint64_t counter;
static const uint64_t *step;
static int steps, loads;
static uint64_t held[MAX_LOADS];
static int word[MAX_LOADS];

static uint32_t fake_load(const volatile uint32_t *w, int i)
{
	(void)w;
	if (loads < steps) counter += step[loads];
	if (loads < MAX_LOADS) {
		held[loads] = counter;
		word[loads] = i;
	}
	loads++;
	return i ? (uint32_t)(counter >> 32) : (uint32_t)counter;
}

static const volatile uint32_t any_address[2];

/* read() with the counter from start moving by s[0..n-1]: its value; *ok: whether that
   is one the counter held at one of the loads (while the read ran). */
static uint64_t play(uint64_t (*read)(const volatile uint32_t *), uint64_t start,
		     const uint64_t *s, int n, int *ok)
{
	counter = start, step = s, steps = n, loads = 0;
	uint64_t v = read(any_address);
	*ok = 0;
	for (int k = 0; k < loads && k < MAX_LOADS; k++) *ok |= held[k] == v;
	return v;
}

/* The reads without the retry, to show that a schedule reaches a window. */
static uint64_t high_then_low(const volatile uint32_t *w)
{
	uint32_t hi = fake_load(w, 1);
	return (uint64_t)hi << 32 | fake_load(w, 0);
}
static uint64_t low_then_high(const volatile uint32_t *w)
{
	uint32_t lo = fake_load(w, 0);
	return (uint64_t)fake_load(w, 1) << 32 | lo;
}

#define H 0x12345678ULL

/* One named schedule from H:FFFFFFFF: the value must be H:FFFFFFFF or (H+1):00000000,
   never H:00000000 or (H+1):FFFFFFFF; want_loads: the loads of the reads it takes. */
static void named(const char *what, const uint64_t *s, int n, int want_loads)
{
	int ok;
	uint64_t v = play(test_read_u64_hilo, H << 32 | 0xffffffffu, s, n, &ok);
	int order = 1;
	for (int k = 0; k < loads && k < MAX_LOADS; k++) order &= word[k] == (k % 3 != 1);
	T_CHECK(ok && (v == (H << 32 | 0xffffffffu) || v == (H + 1) << 32) &&
		order && loads == want_loads, "%s: %08lx:%08lx after %d loads (high, low, high "
		"each time)", what, (unsigned long)(v >> 32), (unsigned long)(uint32_t)v, loads);
}

static uint64_t rng = 0x9e3779b97f4a7c15u;
static uint64_t next(void)                      /* xorshift64 */
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

int main(void)
{
	/* (a) The counter at H:FFFFFFFF, wrapping to (H+1):00000000 at one load. */
	static const uint64_t before_low[] = { 0, 1 }, after_low[] = { 0, 0, 1 },
		before_first[] = { 1 }, after_all[] = { 0, 0, 0, 1 };
	named("the low word wraps between the high read and the low read (torn: H:00000000)",
	      before_low, 2, 6);
	named("the high word changes after the low read (torn: (H+1):FFFFFFFF)", after_low, 3, 6);
	named("the wrap before the first read", before_first, 1, 3);
	named("the wrap after the read", after_all, 4, 3);
	/* The high word moving before the low load of one read, before the second high load
	   of the next, and before the first high load of the third, which keeps it. */
	static const uint64_t every[] = { 0, 1ULL << 32, 0, 0, 0, 1ULL << 32, 1ULL << 32, 0, 0 };
	int ok;
	uint64_t v = play(test_read_u64_hilo, H << 32 | 0xffffffffu, every, 9, &ok);
	T_CHECK(ok && v == ((H + 3) << 32 | 0xffffffffu) && loads == 9, "the high word moving "
		"inside two reads in a row: %08lx:%08lx after %d loads", (unsigned long)(v >> 32),
		(unsigned long)(uint32_t)v, loads);

	/* (b) Every schedule of 6 steps, each 0, 1, 2, 2^32 - 1 or 2^32 (a high word alone),
	   from each low word 0xFFFFFFFC to 0xFFFFFFFF: 62,500 reads. */
	static const uint64_t sizes[] = { 0, 1, 2, 0xffffffffu, 1ULL << 32 };
	long reads = 0, bad = 0, torn_hl = 0, torn_lh = 0, retried = 0;
	for (uint32_t below = 0; below < 4; below++) {
		uint64_t start = H << 32 | (0xffffffffu - below);
		for (int code = 0; code < 5 * 5 * 5 * 5 * 5 * 5; code++) {
			uint64_t s[6];
			for (int k = 0, c = code; k < 6; k++, c /= 5) s[k] = sizes[c % 5];
			play(test_read_u64_hilo, start, s, 6, &ok);
			bad += !ok;
			retried += loads > 3;
			play(high_then_low, start, s, 6, &ok);
			torn_hl += !ok;
			play(low_then_high, start, s, 6, &ok);
			torn_lh += !ok;
			reads++;
		}
	}
	T_CHECK(bad == 0 && retried > 0, "%ld schedules around a wrap: %ld reads not a value "
		"the counter held; %ld retried", reads, bad, retried);
	T_CHECK(torn_hl > 0 && torn_lh > 0, "the same schedules tear a high-then-low read "
		"%ld times, a low-then-high one %ld", torn_hl, torn_lh);

	/* (c) __t64_extend32: a read (mine) and an interrupt's read (theirs) of a counter
	   extended over 2^32; the interrupt comes after this read's load of the state and
	   before its update, and before its counter read (theirs the earlier count) or
	   after it (theirs the later one). */
	uint32_t half = 0;
	uint64_t now = 0;
	int wrong = 0, moved[2] = { 0, 0 };
	for (int i = 0; i < 2000; i++) {
		uint32_t d1 = (uint32_t)(next() >> 34), d2 = (uint32_t)(next() >> 34);
		int mine_first = i & 1;
		uint32_t h = __atomic_load_n(&half, __ATOMIC_RELAXED);
		uint64_t early = now + d1, late = early + d2;
		uint64_t mine = mine_first ? early : late, theirs = mine_first ? late : early;
		uint32_t h2 = __atomic_load_n(&half, __ATOMIC_RELAXED);
		wrong += test_extend32(&half, h2, (uint32_t)theirs) != theirs;
		/* This read swaps from h when its count is past h's half-period: it fails
		   when the interrupt moved the state. */
		moved[mine_first] += (uint32_t)(mine >> 31) > h && half != h;
		wrong += test_extend32(&half, h, (uint32_t)mine) != mine;
		wrong += half != (uint32_t)(late >> 31);
		now = late;
	}
	T_CHECK(wrong == 0 && now >> 32 >= 100 && moved[0] > 0 && moved[1] > 0, "2000 reads "
		"with an interrupt's between the state's load and the update, over %llu wraps: %d "
		"wrong; the swap met the moved state %d times with the interrupt's count the "
		"earlier, %d the later", (unsigned long long)(now >> 32), wrong, moved[0], moved[1]);
	return t_done();
}
