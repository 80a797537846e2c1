#include <errno.h>
#include <t64/board.h>
#include "clocksrc.h"

/* CLOCK_REALTIME = CLOCK_MONOTONIC + offset, the offset taken from the RTC at the first
   read (as a kernel reads the RTC at boot) and replaced by clock_settime. It has 64-bit
   seconds, so any time can be set, also past 2038 and past SYS_TIME's 2106. */
static struct timespec offset;
static int offset_valid;

/* *r = a + b, or a - b when sub: __t64_ts_add and __t64_ts_sub (clocksrc.h) in one
   body, out of line, since realtime needs each once: the nanoseconds carry +1 or -1
   into the seconds, and both steps detect the overflow as those do. */
__attribute__((__noinline__))
static int ts_add_sub(struct timespec *r, const struct timespec *a, const struct timespec *b,
                      int sub)
{
	long ns = a->tv_nsec + (sub ? -b->tv_nsec : b->tv_nsec);
	int carry = (ns >= 1000000000L) - (ns < 0);
	r->tv_nsec = ns - carry * 1000000000L;
	time_t s;
	int o = sub ? __builtin_sub_overflow(a->tv_sec, b->tv_sec, &s)
	            : __builtin_add_overflow(a->tv_sec, b->tv_sec, &s);
	return o | __builtin_add_overflow(s, carry, &r->tv_sec);
}

int __t64_realtime(struct timespec *ts)
{
	struct timespec mono, rtc;
	int p = __t64_monotonic(&mono);
	if (p < 0) return p;
	if (!offset_valid) {
		int q = __t64_rtc_read(&rtc);
		if (q < 0) return q;
		if (ts_add_sub(&offset, &rtc, &mono, 1)) return -EOVERFLOW;
		offset_valid = 1;
		p = __t64_path_max(p, q);
	}
	return ts_add_sub(ts, &mono, &offset, 0) ? -EOVERFLOW : p;
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
	ts_add_sub(&offset, ts, &mono, 1);      /* both >= 0: no overflow */
	offset_valid = 1;
	return r ? p : T64_PATH_BOARD;
}
