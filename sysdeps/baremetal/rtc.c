#include <errno.h>
#include <t64/board.h>
#include "tick_clock.h"
#include "semihost.h"

/* The default, weak, in the object that calls it (ticks.c says why). */
__attribute__((weak)) int t64_board_rtc_read(struct timespec *ts)
{
	(void)ts;
	return -ENOSYS;                         /* no board RTC: semihosting */
}

/* The wall clock: the board's RTC, or SYS_TIME. SYS_TIME answers one 32-bit word (QEMU
   truncates the host's time(NULL)); it is read unsigned, so it is right until
   2106-02-07T06:28:15Z instead of turning negative in 2038. The ARM spec defines no
   error value for it: an all-ones answer is taken as that 2106 second. */
int __t64_rtc_read(struct timespec *ts)
{
	int r = t64_board_rtc_read(ts);
	if (r != -ENOSYS) return r ? r : T64_PATH_BOARD;
	ts->tv_sec = (time_t)(uint32_t)__t64_semihost(SYS_TIME, 0);
	ts->tv_nsec = 0;
	return T64_PATH_SEMIHOST;
}
