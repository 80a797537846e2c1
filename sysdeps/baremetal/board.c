#include <errno.h>
#include <t64/board.h>

/* The defaults: nothing supplied, so semihosting is used. Weak, so a firmware's own
   definitions win; this archive member is not even linked when it defines all four. */
__attribute__((weak)) int t64_board_rtc_read(struct timespec *ts)
{
	(void)ts;
	return -ENOSYS;
}

__attribute__((weak)) int t64_board_rtc_write(const struct timespec *ts)
{
	(void)ts;
	return -ENOSYS;
}

__attribute__((weak)) uint32_t t64_board_tick_hz(void)
{
	return 0;
}

__attribute__((weak)) uint64_t t64_board_ticks(void)
{
	return 0;
}
