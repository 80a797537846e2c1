/* t64probe: what t64 does on this target. Prints the target, the size of time_t, the
   path each clock function takes here (vDSO, time64 call, old call after ENOSYS,
   semihosting, board hook), the time now, and the calendar at the 2038 and 2106 edges. */
#include <errno.h>
#include <time.h>
#include "fmt.h"
#include "path.h"

#ifndef T64_TARGET
#error "T64_TARGET names the build target"
#endif

static void put_tm(const char *label, time_t t)
{
	struct tm tm;
	if (!gmtime_r(&t, &tm)) {
		t64_printf("%-26s %lld -> error %d\n", label, (long long)t, errno);
		return;
	}
	t64_printf("%-26s %lld -> %04lld-%02d-%02dT%02d:%02d:%02dZ\n", label, (long long)t,
		tm.tm_year + 1900LL, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec);
}

static void put_path(const char *fn, int fam)
{
	t64_printf("%-26s %s\n", fn, __t64_path_name(__t64_path[fam]));
}

int main(void)
{
	struct timespec now, res;
	int ok = 1;

	t64_printf("t64probe: target %s\n", T64_TARGET);
	t64_printf("%-26s %d\n", "sizeof(time_t)", (int)sizeof(time_t));

	if (clock_gettime(CLOCK_REALTIME, &now)) {
		t64_printf("clock_gettime failed: errno %d\n", errno);
		ok = 0;
	}
	if (clock_getres(CLOCK_REALTIME, &res)) ok = 0;
	struct timespec nap = { 0, 1000000 };
	if (nanosleep(&nap, 0)) ok = 0;
	/* CLOCK_MONOTONIC cannot be set: the kernel refuses with EINVAL, so this shows the
	   path clock_settime takes without changing any clock. */
	struct timespec one = { 1, 0 };
	clock_settime(CLOCK_MONOTONIC, &one);

	put_path("clock_gettime", T64_FAM_GETTIME);
	put_path("time, gettimeofday", T64_FAM_GETTIME);
	put_path("clock_getres", T64_FAM_GETRES);
	put_path("clock_nanosleep, nanosleep", T64_FAM_SLEEP);
	put_path("clock_settime", T64_FAM_SETTIME);
	put_tm("now (UTC)", now.tv_sec);
	put_tm("gmtime(2^31-1)", 2147483647);
	put_tm("gmtime(2^31)", 2147483648LL);
	put_tm("gmtime(2^32)", 4294967296LL);
	return ok ? 0 : 1;
}
