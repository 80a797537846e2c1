/* Built-in clock sources for t64 on bare metal: one call in the firmware's start-up
   code instead of writing the board hooks of <t64/board.h>. Each source is its own
   archive member, linked only when its function is called, and each replaces the pair
   of board hooks it stands for (a firmware calling one must not define that pair, nor
   call a second source of the same pair: the link fails with both defined).

   Until the call, t64 keeps to semihosting (or the firmware's own hooks), so call it
   before the first clock read. */
#ifndef T64_CLOCKSRC_PUBLIC_H
#define T64_CLOCKSRC_PUBLIC_H
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* CLOCK_MONOTONIC (and the ticks under CLOCK_REALTIME) from a RISC-V `mtime` counter:
   64 bits, memory-mapped, counting at hz (the platform's timebase; QEMU virt: the CLINT
   at 0x2000000, mtime at 0x2000000 + 0xBFF8, 10 MHz). Resolution 1/hz (100 ns at 10 MHz);
   a 64-bit counter does not wrap in practice (2^64 ticks at 10 MHz is about 58,455 years).
   Read as high, low, high words on rv32, again when the high word changed. hz 0 goes back
   to semihosting. */
void t64_clock_use_mtime(volatile void *mtime, uint32_t hz);

/* The Goldfish RTC (QEMU's hw/rtc/goldfish_rtc.c; QEMU virt: at 0x101000) as the wall
   clock read at the first CLOCK_REALTIME read and written by clock_settime: 64-bit
   nanoseconds since 1970, so times up to 2554 fit (later ones: EOVERFLOW from
   clock_settime, the RTC and the clock kept). NULL goes back to semihosting. */
void t64_rtc_use_goldfish(volatile void *base);

/* CLOCK_MONOTONIC from the Cortex-M SysTick, counting the processor clock (hz: the
   core's frequency; QEMU mps2-an385: 25 MHz). reload (1 to 0xFFFFFF) sets it up to wrap
   every reload + 1 counts and interrupt then; 0 takes it as it runs (an RTOS's), its
   period from SYST_RVR. The firmware's SysTick exception handler (CMSIS's
   SysTick_Handler, picolibc's arm_systick_isr; an RTOS's tick hook) calls
   t64_systick_tick() first, at every wrap: so the clock is 64 bits, at resolution 1/hz,
   exact as long as no wrap's interrupt is held off for a whole period, and no interrupt
   that reads the clock preempts that handler before its call (give SysTick the higher
   priority). hz 0 goes back to semihosting. */
void t64_clock_use_systick(uint32_t hz, uint32_t reload);
void t64_systick_tick(void);

/* CLOCK_MONOTONIC from the DWT cycle counter CYCCNT (Cortex-M3 and up; hz: the core's
   frequency), extended to 64 bits by the reads: exact while the clocks are read at least
   once every 2^31 cycles (2^31 / hz: 21.4 s at 100 MHz). Resolution 1/hz. 0, or -ENODEV
   where the counter does not run (no DWT or no CYCCNT: QEMU has none), the clocks then
   left as they were. Cortex-M7 parts lock the DWT: unlock it (DWT_LAR) first. hz 0 goes
   back to semihosting. */
int t64_clock_use_dwt(uint32_t hz);

/* CLOCK_MONOTONIC from an RTOS's 32-bit tick count (an RTOS that owns SysTick):
   count() at hz (FreeRTOS: xTaskGetTickCount, configTICK_RATE_HZ), extended to 64
   bits by the reads: exact while the clocks are read at least once every 2^31 ticks
   (24.8 days at 1 kHz). count must be callable wherever the clocks are read. NULL goes
   back to semihosting. */
void t64_clock_use_tick_count(uint32_t (*count)(void), uint32_t hz);

/* The ARM PL031 RTC at base as the wall clock read at the first CLOCK_REALTIME read and
   written by clock_settime: 32-bit seconds since 1970, read unsigned, so times up to
   2106-02-07T06:28:15Z fit (later ones: EOVERFLOW from clock_settime, the RTC and the
   clock kept; QEMU musca-b1: at 0x5010d000). NULL goes back to semihosting. */
void t64_rtc_use_pl031(volatile void *base);

/* One read of a 64-bit counter made of two 32-bit words (low word first in memory):
   high, low, high, retried while the high word changes. t64_clock_use_mtime's read. */
uint64_t t64_read_u64_hilo(const volatile uint32_t *w);

#ifdef __cplusplus
}
#endif
#endif
