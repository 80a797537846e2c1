#include <t64/board.h>
#include <t64/clocksrc.h>
#include "tick_clock.h"

/* An RTOS's own tick count (FreeRTOS's xTaskGetTickCount, say) as the board's tick
   counter, for a firmware whose RTOS owns SysTick and may skip its interrupts (tickless
   idle). The count is 32 bits and wraps (at 1 kHz, after 49.7 days), so it is extended
   to 64 bits by what the reads saw (__t64_extend32). This member defines the two tick
   hooks of <t64/board.h>, winning over the weak defaults (ticks.c); it is linked only
   when the firmware calls t64_clock_use_tick_count. */
static uint32_t (*count_fn)(void);
static uint32_t count_hz, count_half;

void t64_clock_use_tick_count(uint32_t (*count)(void), uint32_t hz)
{
	count_hz = 0;
	count_fn = count;
	count_half = count ? count() >> 31 : 0;         /* the count need not start at 0 */
	count_hz = count ? hz : 0;
}

uint32_t t64_board_tick_hz(void)
{
	return count_hz;
}

uint64_t t64_board_ticks(void)
{
	uint32_t h = __atomic_load_n(&count_half, __ATOMIC_RELAXED);  /* before the count */
	return __t64_extend32(&count_half, h, count_fn());
}
