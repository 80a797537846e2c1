/* Clock ticks to a timespec, inline in __t64_monotonic (ticks.c), which a firmware reading
   a clock links anyway; ticks_to_ts.c has the out-of-line copy. */
#ifndef T64_TICKS_TO_TS_H
#define T64_TICKS_TO_TS_H
#include <stdint.h>
#include <time.h>
#include "t64_config.h"

#if T64_TIME_SIZE              /* size: 128 bytes less (Cortex-M3) */
/* Size-optimised builds (firmware): seconds = ticks / hz, the high word by the 32-bit
   division, then the low word and the nanoseconds (the remainder times 10^9, < 10^9 hz,
   divided by hz) by one quotient bit per step, shift and subtract, in one loop of 64
   steps. A tenth of the code of the algorithm below, and the same results. */
static inline __attribute__((__always_inline__))
void __t64_ticks_to_ts_inline(uint64_t ticks, uint32_t hz, struct timespec *ts)
{
	uint32_t hi = (uint32_t)(ticks >> 32), qhi = hi / hz, lo = (uint32_t)ticks, qlo = 0;
	hi -= qhi * hz;                         /* (hi:lo) / hz then fits 32 bits */
	for (int i = 0; i < 64; i++) {
		if (i == 32) {
			uint64_t n = (uint64_t)hi * 1000000000u;
			qlo = lo, hi = (uint32_t)(n >> 32), lo = (uint32_t)n;
		}
		/* hi < hz, so d >= 0, and the doubled remainder 2 * hi + bit, which may not
		   fit 32 bits, is >= hz exactly when hi >= d: then it minus hz is hi - d, else
		   it is hi + (hz - d). No bit shifted out to keep (-Os Cortex-M3: 8 bytes
		   less). */
		uint32_t d = hz - hi - (lo >> 31);
		lo <<= 1;
		if (hi >= d) hi -= d, lo++;
		else hi += hz - d;
	}
	ts->tv_sec = (time_t)((uint64_t)qhi << 32 | qlo);
	ts->tv_nsec = (long)lo;
}
#else
/* (hi:lo) / v for hi < v, so the quotient fits 32 bits: Knuth's algorithm D in base 2^16
   (Hacker's Delight, divlu). Only 32-bit divisions, which the Cortex-M3 has in hardware,
   so no __aeabi_uldivmod is linked; the result is exact for any tick rate. */
static inline uint32_t divlu(uint32_t hi, uint32_t lo, uint32_t v, uint32_t *rem)
{
	const uint32_t b = 65536;
	int s = __builtin_clz(v);
	v <<= s;
	uint32_t vn1 = v >> 16, vn0 = v & 0xffff;
	uint32_t un32 = s ? hi << s | lo >> (32 - s) : hi;
	uint32_t un10 = lo << s, un1 = un10 >> 16, un0 = un10 & 0xffff;

	uint32_t q1 = un32 / vn1, rhat = un32 - q1 * vn1;
	while (q1 >= b || q1 * vn0 > (rhat << 16) + un1) {
		q1--;
		rhat += vn1;
		if (rhat >= b) break;
	}
	uint32_t un21 = (un32 << 16) + un1 - q1 * v;      /* exact modulo 2^32: it is < v */

	uint32_t q0 = un21 / vn1;
	rhat = un21 - q0 * vn1;
	while (q0 >= b || q0 * vn0 > (rhat << 16) + un0) {
		q0--;
		rhat += vn1;
		if (rhat >= b) break;
	}
	*rem = ((un21 << 16) + un0 - q0 * v) >> s;
	return q1 << 16 | q0;
}

/* Seconds = ticks / hz as two 32-bit quotient words; nanoseconds = the remainder times
   10^9 / hz, which is < 10^9 so one more divlu. Nothing overflows for any 64-bit count. */
static inline __attribute__((__always_inline__))
void __t64_ticks_to_ts_inline(uint64_t ticks, uint32_t hz, struct timespec *ts)
{
	uint32_t hi = (uint32_t)(ticks >> 32), qhi = hi / hz, r;
	uint32_t qlo = divlu(hi - qhi * hz, (uint32_t)ticks, hz, &r);
	uint64_t n = (uint64_t)r * 1000000000u;
	ts->tv_sec = (time_t)((uint64_t)qhi << 32 | qlo);
	ts->tv_nsec = (long)divlu((uint32_t)(n >> 32), (uint32_t)n, hz, &r);
}
#endif
#endif
