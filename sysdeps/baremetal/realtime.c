#include <errno.h>
#include <t64/board.h>
#include "tick_clock.h"

/* The default, weak, in the object that calls it (ticks.c says why). */
__attribute__((weak)) int t64_board_rtc_write(const struct timespec *ts)
{
	(void)ts;
	return -ENOSYS;                         /* no board RTC: RAM only */
}

/* CLOCK_REALTIME = CLOCK_MONOTONIC + offset, the offset taken from the RTC at the first
   read (as a kernel reads the RTC at boot) and replaced by clock_settime. It has 64-bit
   seconds, so any time can be set, also past 2038 and past SYS_TIME's 2106. Whether it
   is set is kept beside it, so one address serves both (-Os Cortex-M3: 4 bytes less in
   each function that reads them). */
static struct {
	struct timespec ts;
	int valid;
} offset;

/* *r = a + b, or a - b when neg, for normalised a and b: 0, or 1 when the seconds
   overflow. One add serves both, out of line, since realtime needs each once: -b is
   (~b.tv_sec, 10^9 - b.tv_nsec), as ~s is -s - 1 and the 10^9 ns carry that second back.
   The seconds are then the three-term sum a + b' + carry (a carry of 0 or 1), which
   overflows exactly when its sign differs from the signs of both terms. */
__attribute__((__noinline__))
static int ts_add_sub(struct timespec *r, const struct timespec *a, const struct timespec *b,
                      int neg)
{
	time_t as = a->tv_sec, bs = b->tv_sec;
	/* 10^9 in one register, opaque to gcc, which otherwise builds it afresh for each
	   use (-Os Cortex-M3: 20 bytes less). */
	uint32_t bns = (uint32_t)b->tv_nsec, g = 1000000000u;
	__asm__("" : "+r"(g));
	if (neg) bs = ~bs, bns = g - bns;
	uint32_t ns = (uint32_t)a->tv_nsec + bns;
	unsigned carry = 0;
	if (ns >= g) ns -= g, carry = 1;
	r->tv_nsec = (long)ns;
	uint64_t s = (uint64_t)as + (uint64_t)bs + carry;
	r->tv_sec = (time_t)s;
	return (int)(((s ^ (uint64_t)as) & (s ^ (uint64_t)bs)) >> 63);
}

int __t64_realtime(struct timespec *ts)
{
	struct timespec mono, rtc;
	int p = __t64_monotonic(&mono);
	if (p < 0) return p;
	if (!offset.valid) {
		int q = __t64_rtc_read(&rtc);
		if (q < 0) return q;
		if (ts_add_sub(&offset.ts, &rtc, &mono, 1)) return -EOVERFLOW;
		offset.valid = 1;
		p = __t64_path_max(p, q);
	}
	return ts_add_sub(ts, &mono, &offset.ts, 0) ? -EOVERFLOW : p;
}

/* Times before 1970 are refused with EINVAL, as Linux does. The board's RTC, if it has
   one, is written first, so a failed write leaves the clock as it was. */
int __t64_realtime_set(const struct timespec *ts)
{
	struct timespec mono;
	if (ts->tv_sec < 0) return -EINVAL;
	int p = __t64_monotonic(&mono);
	if (p < 0) return p;
	int r = t64_board_rtc_write(ts);
	if (r && r != -ENOSYS) return r;
	ts_add_sub(&offset.ts, ts, &mono, 1);   /* both >= 0: no overflow */
	offset.valid = 1;
	return r ? p : T64_PATH_BOARD;
}
