#include <sys/timex.h>
#include <time.h>

/* The system clock's NTP state is CLOCK_REALTIME's: through clock_adjtime, which has a
   time64 call (adjtimex has none). */
int adjtimex(struct timex *tx)
{
	return clock_adjtime(CLOCK_REALTIME, tx);
}

/* The NTP API's name for it (glibc's ntp_adjtime is adjtimex too). A call, not a copy of
   the body: gcc would fold two identical bodies into one symbol, and its DWARF would then
   describe only one of them (abi/<target>.abixml records both). */
int ntp_adjtime(struct timex *tx)
{
	return adjtimex(tx);
}
