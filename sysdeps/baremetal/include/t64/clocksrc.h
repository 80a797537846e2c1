/* Built-in clock sources for t64 on bare metal: one call in the firmware's start-up
   code instead of writing the board hooks of <t64/board.h>. Each source is its own
   archive member, linked only when its function is called, and each replaces the pair
   of board hooks it stands for (a firmware calling one must not define that pair).

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
   nanoseconds since 1970, so times up to 2554 fit. NULL goes back to semihosting. */
void t64_rtc_use_goldfish(volatile void *base);

/* One read of a 64-bit counter made of two 32-bit words (low word first in memory):
   high, low, high, retried while the high word changes. t64_clock_use_mtime's read. */
uint64_t t64_read_u64_hilo(const volatile uint32_t *w);

#ifdef __cplusplus
}
#endif
#endif
