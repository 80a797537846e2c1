/* t64's <unistd.h> on bare metal: picolibc's (its sysconf names and declarations), plus
   the POSIX options t64 implements here (POSIX.1-2024 values). picolibc defines no
   option macro for a bare-metal target. As on Linux, no _POSIX_VERSION: t64 and
   picolibc together are not a POSIX system.
   Defined: the monotonic clock and clock_nanosleep (clock selection), which t64's
   clocks give. Left undefined, not -1, as POSIX allows (sysconf answers -1): timers,
   CPU-time clocks, timeouts and message passing, which bare metal does not have,
   because picolibc's <time.h> declares timer_create, clock_getcpuclockid, ... whenever
   _POSIX_TIMERS or _POSIX_CPUTIME is defined at all, and a program would then fail at
   link time instead of at compile time.
   picolibc's <time.h> defines CLOCK_MONOTONIC when _POSIX_MONOTONIC_CLOCK is defined,
   with the value t64's <time.h> gives it otherwise: either include order works. */
#pragma GCC system_header
#include_next <unistd.h>

#ifndef T64_BAREMETAL_UNISTD_H
#define T64_BAREMETAL_UNISTD_H
#ifndef _POSIX_MONOTONIC_CLOCK
#define _POSIX_MONOTONIC_CLOCK 202405L
#endif
#ifndef _POSIX_CLOCK_SELECTION
#define _POSIX_CLOCK_SELECTION 202405L
#endif
#endif
