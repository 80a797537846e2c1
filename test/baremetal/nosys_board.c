/* The board side of a firmware without a debugger (newlib's nosys.specs: no semihosting):
   the clock from the core's SysTick (<t64/clocksrc.h>), chosen before main, and its
   exception handler under CMSIS's name (the firmware's own vector table). The core clock
   is the board's (the cross file's t64_board_devices: T64_SYSTICK_HZ). */
#include <t64/clocksrc.h>

__attribute__((constructor)) static void board_clock(void)
{
	t64_clock_use_systick(T64_SYSTICK_HZ, T64_SYSTICK_HZ / 1000 - 1);
}

void SysTick_Handler(void)
{
	t64_systick_tick();
}
