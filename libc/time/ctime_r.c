#include <time.h>

/* picolibc 1.8.10's <time.h> declares the buffer an array of at least 26 bytes (char
   [restrict static 26]), POSIX.1-2024 and t64's own <time.h> a pointer: this definition
   serves both, which gcc's -Warray-parameter would call a mismatch. */
#if defined __GNUC__ && !defined __clang__ && __GNUC__ >= 11
#pragma GCC diagnostic ignored "-Warray-parameter"
#endif

/* asctime_r of the local time (C23 7.29.3.2, POSIX). */
char *ctime_r(const time_t *t, char *buf)
{
	struct tm tm;
	return localtime_r(t, &tm) ? asctime_r(&tm, buf) : 0;
}
