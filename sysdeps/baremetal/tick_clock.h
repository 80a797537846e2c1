/* The bare-metal clocks: one tick counter (a board hook or semihosting) and offsets.
   Each function returns the path it took (T64_PATH_SEMIHOST or T64_PATH_BOARD; the
   larger one when both took part) or a negative errno value. */
#ifndef T64_TICK_CLOCK_H
#define T64_TICK_CLOCK_H
#include <stdint.h>
#include <time.h>
#include "path.h"

void __t64_ticks_to_ts(uint64_t ticks, uint32_t hz, struct timespec *ts);
int __t64_tick_hz(uint32_t *hz);
int __t64_monotonic(struct timespec *ts);
int __t64_rtc_read(struct timespec *ts);
int __t64_realtime(struct timespec *ts);
int __t64_realtime_set(const struct timespec *ts);
int __t64_clock_now(clockid_t clk, struct timespec *ts);

/* A 32-bit counter's reading now as 64 bits, from *half (h: *half as loaded before the
   counter was read); right while reads come less than 2^31 counts apart (extend32.c). */
uint64_t __t64_extend32(uint32_t *half, uint32_t h, uint32_t now);

static inline int __t64_path_max(int a, int b)
{
	return a > b ? a : b;
}

/* *r = a + b for normalised a and b: 0, or 1 when the seconds overflow. */
static inline int __t64_ts_add(struct timespec *r, const struct timespec *a,
                               const struct timespec *b)
{
	long ns = a->tv_nsec + b->tv_nsec;
	int carry = ns >= 1000000000L;
	r->tv_nsec = ns - carry * 1000000000L;
	time_t s;
	int o = __builtin_add_overflow(a->tv_sec, b->tv_sec, &s);
	return o | __builtin_add_overflow(s, carry, &r->tv_sec);
}

/* *r = a - b for normalised a and b: 0, or 1 when the seconds overflow. */
static inline int __t64_ts_sub(struct timespec *r, const struct timespec *a,
                               const struct timespec *b)
{
	long ns = a->tv_nsec - b->tv_nsec;
	int borrow = ns < 0;
	r->tv_nsec = ns + borrow * 1000000000L;
	time_t s;
	int o = __builtin_sub_overflow(a->tv_sec, b->tv_sec, &s);
	return o | __builtin_sub_overflow(s, borrow, &r->tv_sec);
}

static inline int __t64_ts_before(const struct timespec *a, const struct timespec *b)
{
	return a->tv_sec < b->tv_sec || (a->tv_sec == b->tv_sec && a->tv_nsec < b->tv_nsec);
}
#endif
