#include <sys/time.h>
#include <unistd.h>
#include "timers.h"

/* Over setitimer (arm EABI has no alarm call). alarm cannot fail: a request that does
   not fit the kernel's 32-bit itimerval is clamped to 2^31-1 s (68 years), as the
   kernel's own alarm does. The time left is rounded like the kernel's alarm: up from
   half a second, and never 0 while an alarm is pending. */
unsigned alarm(unsigned seconds)
{
	long long s = seconds;
	struct itimerval v = { { 0, 0 }, { s, 0 } }, old = { { 0, 0 }, { 0, 0 } };
	if (__t64_setitimer(ITIMER_REAL, &v, &old)) {
		v.it_value.tv_sec = 0x7fffffff;
		__t64_setitimer(ITIMER_REAL, &v, &old);
	}
	long long left = old.it_value.tv_sec;
	if ((!left && old.it_value.tv_usec) || old.it_value.tv_usec >= 500000) left++;
	return (unsigned)left;
}
