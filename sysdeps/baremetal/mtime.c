#include <t64/board.h>
#include <t64/clocksrc.h>

/* The RISC-V mtime counter as the board's tick counter (the privileged spec, "Machine
   Timer Registers": a 64-bit real-time counter, memory-mapped; QEMU's
   hw/intc/riscv_aclint.c maps it at the CLINT's base + 0xBFF8). This member defines the
   two tick hooks of <t64/board.h>, so it wins over the weak defaults (ticks.c), and it
   is linked only when the firmware calls t64_clock_use_mtime. */
static const volatile uint32_t *mtime;
static uint32_t mtime_hz;

void t64_clock_use_mtime(volatile void *counter, uint32_t hz)
{
	mtime = (const volatile uint32_t *)counter;
	mtime_hz = counter ? hz : 0;
}

/* A word of the counter: a volatile load. test/unit/hilo.c compiles this file with a
   load of its own that moves the counter between the loads as the test chooses, on
   every target: on hardware a wrap lands in the one instruction between two loads,
   where a read can tear, too rarely to test. */
#ifndef T64_HILO_LOAD
#define T64_HILO_LOAD(w, i) ((w)[i])
#endif

/* rv32 reads the counter a word at a time, so the low word may wrap between the two
   reads: read the high word again and start over when it moved (the spec's rv32 idiom,
   with the low word taken under an unchanged high word). */
uint64_t t64_read_u64_hilo(const volatile uint32_t *w)
{
	uint32_t hi, lo;
	do {
		hi = T64_HILO_LOAD(w, 1);
		lo = T64_HILO_LOAD(w, 0);
	} while (T64_HILO_LOAD(w, 1) != hi);
	return (uint64_t)hi << 32 | lo;
}

uint32_t t64_board_tick_hz(void)
{
	return mtime_hz;
}

uint64_t t64_board_ticks(void)
{
	return t64_read_u64_hilo(mtime);
}
