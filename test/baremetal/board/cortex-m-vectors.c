/* A Cortex-M firmware's own vector table and reset handler, as a newlib project has them
   (CMSIS's handler names, each a weak alias of a loop that a firmware replaces by
   defining the name): the initial stack pointer at the top of RAM, then the reset
   handler, which copies .data from flash to RAM (mps2-an385.ld) and enters newlib's
   crt0 (_start: .bss, the constructors, main's argc and argv, exit). */
#include <stdint.h>

extern uint32_t __data_start__[], __data_end__[], __data_load__[], __stack[];
void _start(void) __attribute__((noreturn));

void Reset_Handler(void) __attribute__((noreturn));
void Reset_Handler(void)
{
	uint32_t *d = __data_start__;
	const uint32_t *s = __data_load__;
	/* A word loop, not memcpy: nothing of the C library runs before its crt0. */
	while (d < __data_end__)
		*d++ = *s++;
	_start();
}

static void Default_Handler(void)
{
	for (;;)
		;
}
void NMI_Handler(void) __attribute__((weak, alias("Default_Handler")));
void HardFault_Handler(void) __attribute__((weak, alias("Default_Handler")));
void MemManage_Handler(void) __attribute__((weak, alias("Default_Handler")));
void BusFault_Handler(void) __attribute__((weak, alias("Default_Handler")));
void UsageFault_Handler(void) __attribute__((weak, alias("Default_Handler")));
void SVC_Handler(void) __attribute__((weak, alias("Default_Handler")));
void DebugMon_Handler(void) __attribute__((weak, alias("Default_Handler")));
void PendSV_Handler(void) __attribute__((weak, alias("Default_Handler")));
void SysTick_Handler(void) __attribute__((weak, alias("Default_Handler")));

/* The ARMv7-M exception table (ARM DDI 0403, B1.5.3): the 16 system entries; the board's
   interrupts are not used. */
__attribute__((section(".vectors"), used))
void (*const board_vectors[16])(void) = {
	(void (*)(void))__stack, Reset_Handler, NMI_Handler, HardFault_Handler,
	MemManage_Handler, BusFault_Handler, UsageFault_Handler, 0, 0, 0, 0,
	SVC_Handler, DebugMon_Handler, 0, PendSV_Handler, SysTick_Handler,
};
