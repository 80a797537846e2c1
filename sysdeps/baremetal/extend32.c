#include "tick_clock.h"

/* A 32-bit counter read now, extended to 64 bits by *half, the 64-bit value of the
   latest read shifted right by 31 (its half-periods), where h is *half loaded before the
   counter was read. The value is the first one at or after h * 2^31 whose low word is
   now, which is right while reads come less than 2^31 counts apart: half the period, so
   that the state is one word, moved by compare-and-swap. An interrupt reading the clock
   between this reader's load and its update can only move *half further, and this
   reader's value, taken under the older h, is still right; without the load first, a
   newer h would put a counter value read before it 2^32 counts ahead. */
uint64_t __t64_extend32(uint32_t *half, uint32_t h, uint32_t now)
{
	uint64_t v = (uint64_t)(h >> 1) << 32 | now;
	if ((h & 1) && !(now >> 31)) v += 1ULL << 32;
	uint32_t nh = (uint32_t)(v >> 31);
	while (nh > h && !__atomic_compare_exchange_n(half, &h, nh, 1, __ATOMIC_RELAXED,
	                                               __ATOMIC_RELAXED)) {}
	return v;
}
