/* Every header t64 installs for bare metal, compiled together with the libc's own time
   headers and those that declare or use time types (picolibc's or newlib's, through
   t64's wrappers where t64 has one), under the feature macros the build gives
   (test/baremetal/meson.build: strict C, POSIX, XSI, GNU, BSD; both orders). With
   -Wall -Wextra -Werror a second definition of a macro, a conflicting declaration or a
   type of the libc that t64 redefines fails the compile. T64_LIBC_FIRST puts the libc's
   headers first. */
#ifdef T64_LIBC_FIRST
#include <sys/types.h>
#include <sys/time.h>
#include <sys/times.h>
#include <sys/stat.h>
#include <utime.h>
#include <stdlib.h>
#include <locale.h>
#include <wchar.h>
#include <signal.h>
#include <sched.h>
#endif
#include <time.h>
#include <unistd.h>
#include <t64/board.h>
#include <t64/clocksrc.h>
#include <t64/tz.h>
#include <sys/types.h>
#include <sys/time.h>
#include <sys/times.h>
#include <sys/stat.h>
#include <utime.h>
#include <stdlib.h>
#include <locale.h>
#include <wchar.h>
#include <signal.h>
#include <sched.h>
#include <time.h>

/* The names t64 defines over the libc's, with the values both give. */
_Static_assert(CLOCK_REALTIME == 1 && CLOCK_MONOTONIC == 4 && TIMER_ABSTIME == 4, "clock ids");
_Static_assert(sizeof(time_t) == 8 && (time_t)-1 < 0, "a signed 64-bit time_t");
_Static_assert(_POSIX_MONOTONIC_CLOCK > 0 && _POSIX_CLOCK_SELECTION > 0, "the options t64 gives");

int main(void)
{
	/* Each declaration used, so that a prototype that differs from its definition's
	   type would be seen by the compiler. */
	int (*gettime)(clockid_t, struct timespec *) = clock_gettime;
	int (*sleep)(clockid_t, int, const struct timespec *, struct timespec *) = clock_nanosleep;
	time_t (*tg)(struct tm *) = timegm;
	struct tm *(*lt)(const time_t *, struct tm *) = localtime_r;
	char *(*sp)(const char *, const char *, struct tm *) = strptime;
	int (*tsg)(struct timespec *, int) = timespec_get;
	return (gettime != 0) + (sleep != 0) + (tg != 0) + (lt != 0) + (sp != 0) + (tsg != 0) +
	       (tzname[0] != 0) - 7;
}
