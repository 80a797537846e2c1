#include <errno.h>
#include <t64/board.h>
#include <t64/clocksrc.h>
#include "tick_clock.h"

/* The ARM PrimeCell PL031 RTC (its TRM, DDI 0224) as the board's RTC hooks, strong,
   winning over the weak defaults (rtc.c, realtime.c); linked only when the firmware
   calls t64_rtc_use_pl031. RTCDR (+0x00) counts seconds, 32 bits; RTCLR (+0x08) loads
   it. The count is read unsigned, as SYS_TIME's is, so it is right until
   2106-02-07T06:28:15Z; the register has no nanoseconds. */
#define RTCDR 0
#define RTCLR 2
static volatile uint32_t *rtc;

void t64_rtc_use_pl031(volatile void *base)
{
	rtc = (volatile uint32_t *)base;
}

int t64_board_rtc_read(struct timespec *ts)
{
	if (!rtc) return -ENOSYS;
	ts->tv_sec = (time_t)rtc[RTCDR];
	ts->tv_nsec = 0;
	return 0;
}

/* A second past 2^32 - 1 does not fit the register: EOVERFLOW, as a time that does not
   fit is everywhere in t64 (docs/error-policy.md), the register and the clock kept. */
int t64_board_rtc_write(const struct timespec *ts)
{
	if (!rtc) return -ENOSYS;
	if ((uint64_t)ts->tv_sec > UINT32_MAX) return -EOVERFLOW;
	rtc[RTCLR] = (uint32_t)ts->tv_sec;
	return 0;
}
