#include <errno.h>
#include <time.h>
#include "clock.h"

/* errno out of line: the vDSO's way then needs no GOT pointer (on i686, a call to a PC
   thunk on every call). */
__attribute__((__noinline__, __cold__))
static int fail(int r)
{
	errno = -r;
	return -1;
}

int clock_gettime(clockid_t clk, struct timespec *ts)
{
	int r = __t64_clock_gettime(clk, ts);
	return r ? fail(r) : 0;
}
