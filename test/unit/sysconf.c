/* sysconf: every option <unistd.h> defines answers its own value (0 there: the system's
   answer, -1 or 202405L), an option left undefined answers -1 without touching errno,
   the Linux limits and aux-vector values are there, and an unknown name is EINVAL. */
#include <errno.h>
#include <limits.h>
#include <unistd.h>
#include "t.h"

static void option(const char *what, int name, long want)
{
	errno = 1234;
	long v = sysconf(name);
	if (want == 0)
		T_CHECK((v == -1 || v == 202405L) && errno == 1234,
		        "%s: %ld, errno untouched (the system decides)", what, v);
	else
		T_CHECK(v == want && errno == 1234, "%s: %ld (want %ld), errno untouched", what, v, want);
}

#ifndef _POSIX_CPUTIME
#define _POSIX_CPUTIME (-1L)
#endif
#ifndef _POSIX_MESSAGE_PASSING
#define _POSIX_MESSAGE_PASSING (-1L)
#endif
#ifndef _POSIX_THREAD_CPUTIME
#define _POSIX_THREAD_CPUTIME (-1L)
#endif
#ifndef _POSIX_TIMEOUTS
#define _POSIX_TIMEOUTS (-1L)
#endif
#ifndef _POSIX_TIMERS
#define _POSIX_TIMERS (-1L)
#endif

int main(void)
{
	option("_SC_CLOCK_SELECTION", _SC_CLOCK_SELECTION, _POSIX_CLOCK_SELECTION);
	option("_SC_CPUTIME", _SC_CPUTIME, _POSIX_CPUTIME);
	option("_SC_MESSAGE_PASSING", _SC_MESSAGE_PASSING, _POSIX_MESSAGE_PASSING);
	option("_SC_MONOTONIC_CLOCK", _SC_MONOTONIC_CLOCK, _POSIX_MONOTONIC_CLOCK);
	option("_SC_THREAD_CPUTIME", _SC_THREAD_CPUTIME, _POSIX_THREAD_CPUTIME);
	option("_SC_TIMEOUTS", _SC_TIMEOUTS, _POSIX_TIMEOUTS);
	option("_SC_TIMERS", _SC_TIMERS, _POSIX_TIMERS);
	/* TZ names are held to the TZNAME_MAX <limits.h> states, else to none. */
#ifdef TZNAME_MAX
	enum { tzname_max = TZNAME_MAX };
#else
	enum { tzname_max = -1 };
#endif
	option("_SC_TZNAME_MAX", _SC_TZNAME_MAX, tzname_max);
#ifdef T64_BAREMETAL
	errno = 0;
	long v = sysconf(_SC_PAGESIZE);
	T_CHECK(v == -1 && errno == EINVAL, "_SC_PAGESIZE: -1, EINVAL (no MMU) (got %ld, errno %d)",
	        v, errno);
#else
	long page = sysconf(_SC_PAGESIZE), tck = sysconf(_SC_CLK_TCK);
	T_CHECK(page >= 4096 && !(page & (page - 1)), "_SC_PAGESIZE: %ld, a power of 2", page);
	T_EQ_LL(sysconf(_SC_PAGE_SIZE), page, "_SC_PAGE_SIZE is _SC_PAGESIZE");
	T_CHECK(tck > 0, "_SC_CLK_TCK: %ld", tck);
	T_EQ_LL(sysconf(_SC_MQ_PRIO_MAX), 32768, "_SC_MQ_PRIO_MAX");
	T_CHECK(sysconf(_SC_DELAYTIMER_MAX) == 2147483647, "_SC_DELAYTIMER_MAX: INT_MAX");
	errno = 1234;
	T_CHECK(sysconf(_SC_TIMER_MAX) == -1 && sysconf(_SC_MQ_OPEN_MAX) == -1 && errno == 1234,
	        "_SC_TIMER_MAX, _SC_MQ_OPEN_MAX: -1 (no limit), errno untouched");
	/* glibc's numbers of names t64 does not answer: _SC_ARG_MAX, _SC_VERSION. */
	errno = 0;
	T_CHECK(sysconf(0) == -1 && errno == EINVAL, "_SC_ARG_MAX (0): -1, EINVAL");
	errno = 0;
	T_CHECK(sysconf(29) == -1 && errno == EINVAL, "_SC_VERSION (29): -1, EINVAL");
#endif
	errno = 0;
	T_CHECK(sysconf(-1) == -1 && errno == EINVAL, "name -1: -1, EINVAL");
	errno = 0;
	T_CHECK(sysconf(100000) == -1 && errno == EINVAL, "name 100000: -1, EINVAL");
	return t_done();
}
