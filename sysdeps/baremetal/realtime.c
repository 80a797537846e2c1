#include <errno.h>
#include <t64/board.h>
#include "clocksrc.h"

/* CLOCK_REALTIME = CLOCK_MONOTONIC + offset, the offset taken from the RTC at the first
   read (as a kernel reads the RTC at boot) and replaced by clock_settime. It has 64-bit
   seconds, so any time can be set, also past 2038 and past SYS_TIME's 2106. */
static struct timespec offset;
static int offset_valid;

int __t64_realtime(struct timespec *ts)
{
	struct timespec mono, rtc;
	int p = __t64_monotonic(&mono);
	if (p < 0) return p;
	if (!offset_valid) {
		int q = __t64_rtc_read(&rtc);
		if (q < 0) return q;
		if (__t64_ts_sub(&offset, &rtc, &mono)) return -EOVERFLOW;
		offset_valid = 1;
		p = __t64_path_max(p, q);
	}
	return __t64_ts_add(ts, &mono, &offset) ? -EOVERFLOW : p;
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
	__t64_ts_sub(&offset, ts, &mono);       /* both >= 0: no overflow */
	offset_valid = 1;
	return r ? p : T64_PATH_BOARD;
}
