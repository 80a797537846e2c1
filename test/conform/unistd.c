/* <unistd.h>: POSIX.1-2024, the part that is t64's (docs/headers.md lists the rest):
   the options of the clocks, timers and message queues with the values t64 claims on
   the target, sysconf and its names for them, and the runtime functions. */
#include <unistd.h>
#include "conform.h"

/* Options: defined with a value usable in #if, -1, 0 or greater. */
#ifndef T64_CONFORM_BAREMETAL
#if _POSIX_CLOCK_SELECTION != 202405L || _POSIX_CPUTIME != 202405L || \
    _POSIX_MONOTONIC_CLOCK != 202405L || _POSIX_THREAD_CPUTIME != 202405L || \
    _POSIX_TIMEOUTS != 202405L || _POSIX_TIMERS != 202405L
#error "an option t64 implements on Linux is not 202405L"
#endif
#if !defined(_POSIX_MESSAGE_PASSING) || _POSIX_MESSAGE_PASSING != 0
#error "_POSIX_MESSAGE_PASSING is not 0 (the kernel decides)"
#endif
#else
#if _POSIX_CLOCK_SELECTION != 202405L || _POSIX_MONOTONIC_CLOCK != 202405L
#error "an option t64 implements on bare metal is not 202405L"
#endif
#if defined(_POSIX_TIMERS) || defined(_POSIX_CPUTIME) || defined(_POSIX_THREAD_CPUTIME) || \
    defined(_POSIX_TIMEOUTS) || defined(_POSIX_MESSAGE_PASSING)
#error "an option bare metal does not have is defined"
#endif
#endif
/* t64 is not a whole POSIX system: it claims no version. */
#if defined(_POSIX_VERSION) || defined(_POSIX2_VERSION) || defined(_XOPEN_VERSION)
#error "a version test macro is defined"
#endif

CONSTANT(_SC_CLOCK_SELECTION);
CONSTANT(_SC_CPUTIME);
CONSTANT(_SC_MESSAGE_PASSING);
CONSTANT(_SC_MONOTONIC_CLOCK);
CONSTANT(_SC_THREAD_CPUTIME);
CONSTANT(_SC_TIMEOUTS);
CONSTANT(_SC_TIMERS);
CONSTANT(_SC_CLK_TCK);
CONSTANT(_SC_TZNAME_MAX);
CONSTANT(_SC_PAGESIZE);
CONSTANT(_SC_PAGE_SIZE);
#ifndef T64_CONFORM_BAREMETAL
CONSTANT(_SC_DELAYTIMER_MAX);
CONSTANT(_SC_MQ_OPEN_MAX);
CONSTANT(_SC_MQ_PRIO_MAX);
CONSTANT(_SC_TIMER_MAX);
#endif

#ifndef NULL
#error "NULL"
#endif
CONSTANT(STDIN_FILENO);
CONSTANT(STDOUT_FILENO);
CONSTANT(STDERR_FILENO);

TYPE(size_t);
TYPE(ssize_t);
TYPE(uid_t);
TYPE(gid_t);
TYPE(off_t);
TYPE(pid_t);
TYPE(intptr_t);

FUNCTION(long, sysconf, (int));
FUNCTION(unsigned, alarm, (unsigned));
FUNCTION(int, close, (int));
FUNCTION(pid_t, getpid, (void));
FUNCTION(ssize_t, read, (int, void *, size_t));
FUNCTION(int, unlink, (const char *));
FUNCTION(ssize_t, write, (int, const void *, size_t));
FUNCTION(void, _exit, (int));
OBJECT(char **, environ);
