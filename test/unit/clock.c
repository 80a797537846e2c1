/* clock()'s conversion of a processor time to clock ticks (__t64_clock_ticks), on every
   target with its own clock_t and CLOCKS_PER_SEC (t64's long and 10^6 on Linux,
   picolibc's unsigned long and 100 on the Cortex-M3): truncated to the tick below, and
   (clock_t)-1 with EOVERFLOW from the first tick that clock_t cannot hold. */
#include <errno.h>
#include <limits.h>
#include <time.h>
#include "clock.h"
#include "t.h"

/* The largest valid clock_t, from the type's own limits: below (clock_t)-1 when it is
   unsigned, LONG_MAX or LLONG_MAX when signed. */
static unsigned long long clock_t_max(void)
{
	if ((clock_t)-1 > 0) return (unsigned long long)(clock_t)-1 - 1;
	return sizeof(clock_t) == sizeof(long) ? (unsigned long long)LONG_MAX
	                                       : (unsigned long long)LLONG_MAX;
}

static long long ticks(time_t s, long ns, int *err)
{
	struct timespec ts = { s, ns };
	errno = 0;
	clock_t c = __t64_clock_ticks(&ts);
	*err = errno;
	return c == (clock_t)-1 ? -1 : (long long)c;
}

int main(void)
{
	const long cps = CLOCKS_PER_SEC, step = 1000000000L / CLOCKS_PER_SEC;
	const unsigned long long max = clock_t_max();
	const time_t top = (time_t)(max / (unsigned long long)cps);
	const long rest = (long)(max % (unsigned long long)cps);
	int err;
	t_printf("# clock_t: %d bytes, %s; CLOCKS_PER_SEC %ld; largest %llu\n", (int)sizeof(clock_t),
	         (clock_t)-1 > 0 ? "unsigned" : "signed", cps, max);

	T_EQ_LL(ticks(0, 0, &err), 0, "0 s is 0 ticks");
	T_EQ_LL(ticks(0, step - 1, &err), 0, "a tick less 1 ns truncates to 0");
	T_EQ_LL(ticks(0, step, &err), 1, "one tick's nanoseconds are 1");
	T_EQ_LL(ticks(1, 999999999, &err), 2 * cps - 1, "1.999999999 s is 2 * CLOCKS_PER_SEC - 1");
	T_EQ_LL(ticks(1000, 0, &err), 1000LL * cps, "1000 s (fits a 32-bit clock_t at 10^6 a second)");

	long long got = ticks(top, rest * step + step - 1, &err);
	T_CHECK(got >= 0 && (unsigned long long)got == max && err == 0,
	        "the largest clock_t (%lld s + %ld ticks) is returned, errno untouched", (long long)top, rest);
	if (rest + 1 < cps) {
		got = ticks(top, (rest + 1) * step, &err);
		T_CHECK(got == -1 && err == EOVERFLOW, "EP-clock: one tick more: -1, EOVERFLOW (got %lld, errno %d)", got, err);
	}
	got = ticks(top + 1, 0, &err);
	T_CHECK(got == -1 && err == EOVERFLOW, "EP-clock: a second more: -1, EOVERFLOW (got %lld, errno %d)", got, err);
	got = ticks(sizeof(time_t) == 8 ? (time_t)LLONG_MAX : (time_t)LONG_MAX, 999999999, &err);
	T_CHECK(got == -1 && err == EOVERFLOW, "the largest time_t: -1, EOVERFLOW");
	got = ticks(-1, 999999999, &err);
	T_CHECK(got == -1 && err == EOVERFLOW, "a negative time: -1, EOVERFLOW");
	return t_done();
}
