/* For the tests of a board's own clock sources, linked with -Wl,--wrap=__t64_semihost:
   every semihosting call for the time is counted in time_calls and refused, so that a
   test shows t64 read the board's device, never the debugger's clock. */
#ifndef T64_TEST_NO_SEMIHOST_TIME_H
#define T64_TEST_NO_SEMIHOST_TIME_H
#include "semihost.h"

#define SYS_CLOCK 0x10          /* centiseconds since start (semihosting's own) */

static int time_calls;
long __real___t64_semihost(long op, void *arg);
long __wrap___t64_semihost(long op, void *arg);
long __wrap___t64_semihost(long op, void *arg)
{
	if (op == SYS_TIME || op == SYS_ELAPSED || op == SYS_CLOCK || op == SYS_TICKFREQ) {
		time_calls++;
		return -1;
	}
	return __real___t64_semihost(op, arg);
}
#endif
