/* The tick-to-timespec conversion (32-bit divisions only) against plain 64-bit
   division (libgcc's __aeabi_uldivmod or __udivdi3, used here only), over edge and
   random values. */
#include <stdint.h>
#include "tick_clock.h"
#include "t.h"

static uint64_t rng = 0x9e3779b97f4a7c15u;
static uint64_t next(void)                      /* xorshift64 */
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

static int bad;
static void check(uint64_t ticks, uint32_t hz)
{
	struct timespec ts;
	__t64_ticks_to_ts(ticks, hz, &ts);
	uint64_t s = ticks / hz, r = ticks % hz;
	uint64_t ns = r * 1000000000u / hz;        /* r < 2^32: no overflow */
	if ((uint64_t)ts.tv_sec != s || (uint64_t)ts.tv_nsec != ns) {
		if (bad++ < 5)
			t_printf("# %llu ticks at %lu Hz: got %llu.%09ld, want %llu.%09llu\n",
				(unsigned long long)ticks, (unsigned long)hz,
				(unsigned long long)ts.tv_sec, ts.tv_nsec,
				(unsigned long long)s, (unsigned long long)ns);
	}
}

int main(void)
{
	static const uint32_t rates[] = { 1, 2, 3, 7, 100, 1000, 32768, 1000000, 48000000,
		72000000, 999999999, 1000000000, 1000000001, 0x7fffffff, 0x80000000u,
		0x80000001u, 0xfffffffeu, 0xffffffffu };
	int n = 0;
	for (unsigned i = 0; i < sizeof rates / sizeof rates[0]; i++) {
		uint32_t hz = rates[i];
		const uint64_t edges[] = { 0, 1, hz - 1, hz, hz + 1ULL, 2ULL * hz - 1,
			0xffffffffu, 0x100000000u, (uint64_t)hz << 32, ((uint64_t)hz << 32) - 1,
			1ULL << 63, UINT64_MAX, UINT64_MAX - hz };
		for (unsigned j = 0; j < sizeof edges / sizeof edges[0]; j++, n++)
			check(edges[j], hz);
		for (int j = 0; j < 200; j++, n++)
			check(next() >> (next() & 63), hz);
	}
	for (int j = 0; j < 5000; j++, n++) {
		uint32_t hz = (uint32_t)(next() >> (32 + (next() & 31)));
		check(next() >> (next() & 63), hz ? hz : 1);
	}
	T_EQ_LL(bad, 0, "ticks to timespec: mismatches");
	T_CHECK(n > 8000, "%d conversions checked", n);
	return t_done();
}
