#include <t64/board.h>
#include <t64/clocksrc.h>
#include "tick_clock.h"

/* Cortex-M SysTick (ARMv7-M ARM, B3.3) as the board's tick counter: a 24-bit
   down-counter at the processor clock that pends its exception on the step from 1 to 0
   and reloads from SYST_RVR on the next clock. The exception handler counts the wraps
   (t64_systick_tick); a read adds the position in the current period. This member
   defines the two tick hooks of <t64/board.h>, so it wins over the weak defaults
   (ticks.c), and it is linked only when the firmware calls t64_clock_use_systick. */
#define SYST_CSR (*(volatile uint32_t *)0xE000E010)
#define SYST_RVR (*(volatile uint32_t *)0xE000E014)
#define SYST_CVR (*(volatile uint32_t *)0xE000E018)
#define ICSR (*(volatile uint32_t *)0xE000ED04)
#define CSR_ENABLE 1u
#define CSR_TICKINT 2u
#define CSR_CLKSOURCE 4u                /* the processor clock, not the reference clock */
#define ICSR_PENDSTSET (1u << 26)       /* a wrap the handler has not counted yet */

static uint32_t systick_hz, period;    /* period: SYST_RVR + 1 counts */
static volatile uint32_t wraps[2];     /* 64-bit count of wraps, low word first */

void t64_clock_use_systick(uint32_t hz, uint32_t reload)
{
	systick_hz = 0;
	if (!hz) return;
	if (reload) {
		SYST_CSR = 0;
		SYST_RVR = reload;
		SYST_CVR = 0;                   /* counts from the reload value at the next clock */
		SYST_CSR = CSR_CLKSOURCE | CSR_TICKINT | CSR_ENABLE;
	}
	period = (SYST_RVR & 0xffffff) + 1;     /* the hardware keeps 24 bits */
	wraps[0] = wraps[1] = 0;
	systick_hz = hz;
}

/* Only the exception handler writes the count, and on one core it runs between two
   instructions of a reader, never during one: the low word changes at every tick. */
void t64_systick_tick(void)
{
	uint32_t lo = wraps[0] + 1;
	wraps[1] += lo == 0;
	wraps[0] = lo;
}

uint32_t t64_board_tick_hz(void)
{
	return systick_hz;
}

/* A value of 0 is the start of the next period: the exception is pended as the counter
   reaches it. A wrap pended but not yet counted (the handler held off by a masked or
   higher-priority interrupt) is added, with the counter read again after the pending
   bit, so that both belong to the new period. The handler running at any point of the
   read changes the low word of the count: read again. */
uint64_t t64_board_ticks(void)
{
	uint32_t lo, hi, cvr, pend;
	do {
		lo = wraps[0];
		cvr = SYST_CVR;
		pend = ICSR & ICSR_PENDSTSET;
		if (pend) cvr = SYST_CVR;
		hi = wraps[1];
	} while (wraps[0] != lo);
	uint32_t in_period = cvr ? period - cvr : 0;
	return ((uint64_t)hi << 32 | lo) * period + (pend ? period : 0) + in_period;
}
