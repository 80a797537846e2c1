#include <sys/timex.h>
#include <time.h>

/* The system clock's NTP state is CLOCK_REALTIME's: through clock_adjtime, which has a
   time64 call (adjtimex has none). */
int adjtimex(struct timex *tx)
{
	return clock_adjtime(CLOCK_REALTIME, tx);
}
