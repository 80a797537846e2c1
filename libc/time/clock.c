#include <errno.h>
#include <time.h>
#include "clock.h"

/* CLOCKS_PER_SEC divides a second's nanoseconds: 10^6 in t64's <time.h>, 100 in
   picolibc's on ARM (machine/time.h), which firmware compiles this file with. */
_Static_assert(1000000000 % CLOCKS_PER_SEC == 0, "CLOCKS_PER_SEC divides 10^9");

/* The largest clock_t that is not (clock_t)-1, the error value: signed (t64's long) or
   unsigned (picolibc's unsigned long). */
#define CLOCK_T_MAX ((clock_t)-1 > 0 ? (unsigned long long)(clock_t)-2 \
                                     : ~0ULL >> (65 - 8 * sizeof(clock_t)))

/* A processor time in clock ticks, truncated, or (clock_t)-1 with EOVERFLOW when it does
   not fit clock_t (POSIX clock()): a 32-bit long at 10^6 a second ends after 2147 s of
   processor time, where glibc's clock() wraps. */
clock_t __t64_clock_ticks(const struct timespec *ts)
{
	unsigned long long s = (unsigned long long)ts->tv_sec;
	if (ts->tv_sec < 0 || s > CLOCK_T_MAX / CLOCKS_PER_SEC) goto overflow;
	unsigned long long v = s * CLOCKS_PER_SEC +
	                       (unsigned long)ts->tv_nsec / (1000000000 / CLOCKS_PER_SEC);
	if (v > CLOCK_T_MAX) goto overflow;
	return (clock_t)v;
overflow:
	errno = EOVERFLOW;
	return (clock_t)-1;
}

clock_t clock(void)
{
	struct timespec ts;
	int r = __t64_clock_gettime(__t64_cpu_clock, &ts);
	if (r) {
		errno = -r;
		return (clock_t)-1;
	}
	return __t64_clock_ticks(&ts);
}
