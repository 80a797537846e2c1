#include <errno.h>
#include <t64/board.h>
#include <t64/clocksrc.h>
#include "tick_clock.h"

/* The DWT cycle counter of Cortex-M3 and up (ARMv7-M ARM, C1.8): CYCCNT, a 32-bit
   up-counter at the processor clock, running once DEMCR.TRCENA and DWT_CTRL.CYCCNTENA
   are set. No interrupt marks its wrap, so it is extended to 64 bits by what the reads
   saw (__t64_extend32): a read at least once every 2^31 cycles keeps it exact. This
   member defines the two tick hooks of <t64/board.h>, winning over the weak defaults
   (ticks.c); it is linked only when the firmware calls t64_clock_use_dwt. */
#define DEMCR (*(volatile uint32_t *)0xE000EDFC)
#define DWT_CTRL (*(volatile uint32_t *)0xE0001000)
#define DWT_CYCCNT (*(volatile uint32_t *)0xE0001004)
#define DEMCR_TRCENA (1u << 24)
#define CTRL_CYCCNTENA 1u

static uint32_t dwt_hz, dwt_half;

/* A part without the counter (DWT_CTRL.NOCYCCNT) or without a DWT keeps CYCCNTENA
   clear, and so does an emulator that leaves the DWT out (QEMU 7.2's M-profile
   boards): -ENODEV then, the clocks left as they were. */
int t64_clock_use_dwt(uint32_t hz)
{
	dwt_hz = 0;
	if (!hz) return 0;
	DEMCR |= DEMCR_TRCENA;
	DWT_CTRL |= CTRL_CYCCNTENA;
	if (!(DWT_CTRL & CTRL_CYCCNTENA)) return -ENODEV;
	dwt_half = 0;
	DWT_CYCCNT = 0;
	dwt_hz = hz;
	return 0;
}

uint32_t t64_board_tick_hz(void)
{
	return dwt_hz;
}

uint64_t t64_board_ticks(void)
{
	uint32_t h = __atomic_load_n(&dwt_half, __ATOMIC_RELAXED);   /* before the counter */
	return __t64_extend32(&dwt_half, h, DWT_CYCCNT);
}
