#include <errno.h>
#include <t64/board.h>
#include "tick_clock.h"
#include "semihost.h"
#include "ticks_to_ts.h"

/* The default, weak: a firmware's own definition wins, and so does a built-in source's
   (<t64/clocksrc.h>) when the firmware selects one. It sits in the object that calls it
   so that the hook is already defined when this object is linked: were it in an object
   of its own, the linker could resolve the call with the first archive member it meets
   that defines the hook, a built-in source the firmware never selected (mtime.c and
   goldfish_rtc.c define the hooks strongly). */
__attribute__((weak)) uint32_t t64_board_tick_hz(void)
{
	return 0;                               /* no board counter: semihosting */
}

__attribute__((weak)) uint64_t t64_board_ticks(void)
{
	return 0;
}

/* The tick rate: the board's, or SYS_TICKFREQ, which cannot change and is asked once
   (a semihosting call stops the core for the debugger). 0 or -1 from the host means it
   has no tick counter, so there is no clock: EINVAL, as for an unknown clock. Inline in
   __t64_monotonic, so that a firmware reading the clocks links no separate function for
   it (clock_getres has the out-of-line copy). */
static inline __attribute__((__always_inline__)) int tick_hz(uint32_t *hz)
{
	static uint32_t semihost_hz;
	*hz = t64_board_tick_hz();
	if (*hz) return T64_PATH_BOARD;
	if (!semihost_hz) {
		uint32_t f = (uint32_t)__t64_semihost(SYS_TICKFREQ, 0);
		if (f == 0 || f == UINT32_MAX) return -EINVAL;
		semihost_hz = f;
	}
	*hz = semihost_hz;
	return T64_PATH_SEMIHOST;
}

int __t64_tick_hz(uint32_t *hz)
{
	return tick_hz(hz);
}

/* CLOCK_MONOTONIC is the tick count since start: the board's counter, or SYS_ELAPSED
   (QEMU counts host nanoseconds since it started, at 10^9 Hz). */
int __t64_monotonic(struct timespec *ts)
{
	uint32_t hz;
	uint64_t ticks;
	int p = tick_hz(&hz);
	if (p == T64_PATH_BOARD) {
		ticks = t64_board_ticks();
	} else if (p == T64_PATH_SEMIHOST) {
		uint32_t block[2];                      /* low word, high word */
		if (__t64_semihost(SYS_ELAPSED, block)) return -EINVAL;
		ticks = (uint64_t)block[1] << 32 | block[0];
	} else {
		return p;
	}
	__t64_ticks_to_ts_inline(ticks, hz, ts);
	return p;
}
