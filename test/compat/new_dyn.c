/* A new program, dynamically linked against the real libt64.so.1 with t64's own headers:
   every time function binds to name@T64_1.0 and gives right times, past 2038 too. */
#include <errno.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>
#include "fmt.h"

static int n, failed;
static void check(int ok, const char *what)
{
	t64_printf("%sok %d - new ABI, dynamic: %s\n", ok ? "" : "not ", ++n, what);
	failed += !ok;
}

int main(int argc, char **argv)
{
	int in2040 = argc > 1 && !strcmp(argv[1], "2040");
	struct timespec ts, raw;
	struct timeval tv;
	check(clock_gettime(CLOCK_REALTIME, &ts) == 0, "clock_gettime");
#ifdef SYS_clock_gettime64
	syscall(SYS_clock_gettime64, CLOCK_REALTIME, &raw);
#else
	syscall(SYS_clock_gettime, CLOCK_REALTIME, &raw);
#endif
	check(ts.tv_sec - raw.tv_sec <= 1 && raw.tv_sec - ts.tv_sec <= 1, "agrees with the kernel");
	if (in2040) check(ts.tv_sec >= 2214129600LL, "the time is past 2040-02-29T12:00:00Z");
	time_t t = time(0);
	check(t - ts.tv_sec >= 0 && t - ts.tv_sec <= 1, "time");
	check(gettimeofday(&tv, 0) == 0 && tv.tv_sec - ts.tv_sec >= 0 && tv.tv_sec - ts.tv_sec <= 1, "gettimeofday");
	struct tm tm;
	time_t big = 4294967296LL;
	check(gmtime_r(&big, &tm) && tm.tm_year == 206 && timegm(&tm) == big, "gmtime_r/timegm of 2^32");
	t64_printf("1..%d\n", n);
	return failed != 0;
}
