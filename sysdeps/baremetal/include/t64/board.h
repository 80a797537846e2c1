/* Board clock hooks for t64 on bare metal.

   By default t64 asks the debugger (ARM or RISC-V semihosting) for the time: SYS_TIME
   for the wall clock, SYS_ELAPSED and SYS_TICKFREQ for the tick counter. Without a
   debugger a semihosting call stops the core (a HardFault on Cortex-M, a breakpoint
   exception on RISC-V), so firmware that runs on its own defines
   these functions in one of its object files: t64's defaults are weak and lose to them.
   Each pair may be supplied alone; the other keeps using semihosting.
   <t64/clocksrc.h> has them written for a RISC-V mtime counter, the Cortex-M SysTick
   and DWT cycle counter, an RTOS's tick count, QEMU's Goldfish RTC and the ARM PL031:
   one call each selects them.

   Every clock is the tick counter plus an offset: CLOCK_MONOTONIC is the counter, and
   CLOCK_REALTIME is the counter plus an offset taken from the RTC at its first read (as
   a kernel reads the RTC at boot) and moved by clock_settime. */
#ifndef T64_BOARD_H
#define T64_BOARD_H
#include <stdint.h>
#include <time.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Read the wall clock (seconds since 1970, UTC) into *ts: 0, or a negative errno value
   that clock_gettime(CLOCK_REALTIME) reports. -ENOSYS means "no RTC": use semihosting. */
int t64_board_rtc_read(struct timespec *ts);

/* Store the time given to clock_settime(CLOCK_REALTIME) so that it survives a reset: 0,
   or a negative errno value that clock_settime reports (the clock is then not changed).
   -ENOSYS means "no writable RTC": the new time is kept in RAM only. */
int t64_board_rtc_write(const struct timespec *ts);

/* A free-running counter and its rate. t64_board_tick_hz() returning nonzero means the
   board supplies the counter; t64_board_ticks() must then never go backwards or wrap
   (extend a narrow hardware timer to 64 bits). 0 means "use semihosting". */
uint32_t t64_board_tick_hz(void);
uint64_t t64_board_ticks(void);

#ifdef __cplusplus
}
#endif
#endif
