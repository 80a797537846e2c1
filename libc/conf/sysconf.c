#include <limits.h>
#include <unistd.h>
#include "conf.h"

/* An option <unistd.h> leaves undefined on this target is not supported here (bare
   metal leaves them undefined rather than -1: picolibc's <time.h> declares the
   option's functions when the macro is defined at all). */
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

/* POSIX sysconf: an option's value is its <unistd.h> macro's, and 0 there means the
   running system decides, so the system answers it (as it does every other name). */
static long option(int name, long value)
{
	return value ? value : __t64_sysconf_os(name);
}

long sysconf(int name)
{
	switch (name) {
	case _SC_CLOCK_SELECTION: return option(name, _POSIX_CLOCK_SELECTION);
	case _SC_CPUTIME: return option(name, _POSIX_CPUTIME);
	case _SC_MESSAGE_PASSING: return option(name, _POSIX_MESSAGE_PASSING);
	case _SC_MONOTONIC_CLOCK: return option(name, _POSIX_MONOTONIC_CLOCK);
	case _SC_THREAD_CPUTIME: return option(name, _POSIX_THREAD_CPUTIME);
	case _SC_TIMEOUTS: return option(name, _POSIX_TIMEOUTS);
	case _SC_TIMERS: return option(name, _POSIX_TIMERS);
#ifdef TZNAME_MAX
	/* The bound TZ strings' names are held to (libc/time/__tz_posix.c). */
	case _SC_TZNAME_MAX: return TZNAME_MAX;
#else
	case _SC_TZNAME_MAX: return -1;         /* no bound: -1, errno untouched */
#endif
	}
	return __t64_sysconf_os(name);
}
