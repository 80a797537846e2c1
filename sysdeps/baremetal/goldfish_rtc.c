#include <errno.h>
#include <t64/board.h>
#include <t64/clocksrc.h>
#include "tick_clock.h"

/* The Goldfish RTC as the board's RTC hooks, strong, winning over the weak defaults
   (rtc.c, realtime.c); linked only when the firmware calls t64_rtc_use_goldfish.
   Registers as QEMU's hw/rtc/goldfish_rtc.c (and Linux's drivers/rtc/rtc-goldfish.c)
   have them: TIME_LOW at +0x00, TIME_HIGH at +0x04, the time
   in nanoseconds since 1970. Reading TIME_LOW latches the high word for TIME_HIGH, so
   the low word is read first. Writing: goldfish_rtc.c keeps a TIME_HIGH write and sets
   the whole time at the TIME_LOW write, so the high word goes first, as Linux writes it
   (test/baremetal/mtime_goldfish.c reads the registers back on QEMU). */
#define TIME_LOW 0
#define TIME_HIGH 1
static volatile uint32_t *rtc;

void t64_rtc_use_goldfish(volatile void *base)
{
	rtc = (volatile uint32_t *)base;
}

int t64_board_rtc_read(struct timespec *ts)
{
	if (!rtc) return -ENOSYS;
	uint32_t lo = rtc[TIME_LOW];
	uint64_t ns = (uint64_t)rtc[TIME_HIGH] << 32 | lo;
	__t64_ticks_to_ts(ns, 1000000000u, ts);  /* 32-bit divisions, no __udivdi3 */
	return 0;
}

/* Seconds past 2^64 ns (2554-07-21) do not fit the register: EOVERFLOW, as a time that
   does not fit is everywhere in t64 (docs/error-policy.md), the register and the clock
   kept. */
int t64_board_rtc_write(const struct timespec *ts)
{
	if (!rtc) return -ENOSYS;
	if ((uint64_t)ts->tv_sec > UINT64_MAX / 1000000000u - 1) return -EOVERFLOW;
	uint64_t ns = (uint64_t)ts->tv_sec * 1000000000u + (uint32_t)ts->tv_nsec;
	rtc[TIME_HIGH] = (uint32_t)(ns >> 32);
	rtc[TIME_LOW] = (uint32_t)ns;
	return 0;
}
