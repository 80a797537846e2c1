/* SYS_TIME answers 32 bits, read unsigned: a host past 2038-01-19 is not a time before
   1970. The host is played by a stand-in for __t64_semihost (-Wl,--wrap). */
#include <stdint.h>
#include <time.h>
#include "tick_clock.h"
#include "semihost.h"
#include "t.h"

static uint32_t host_time = 0x80000005u;       /* 2038-01-19T03:14:13Z */

long __real___t64_semihost(long op, void *arg);
long __wrap___t64_semihost(long op, void *arg)
{
	return op == SYS_TIME ? (long)host_time : __real___t64_semihost(op, arg);
}

int main(void)
{
	struct timespec ts;
	T_CHECK(clock_gettime(CLOCK_REALTIME, &ts) == 0 && ts.tv_sec == 2147483653LL,
		"REALTIME from SYS_TIME 0x80000005 is %lld, want 2147483653", (long long)ts.tv_sec);
	T_CHECK(time(0) == 2147483653LL, "time() = %lld", (long long)time(0));
	struct tm tm;
	time_t t = time(0);
	T_CHECK(gmtime_r(&t, &tm) && tm.tm_year == 138 && tm.tm_sec == 13, "it is 2038, after the edge");
	host_time = 0xffffffffu;
	T_EQ_LL(__t64_rtc_read(&ts), T64_PATH_SEMIHOST, "rtc read through semihosting");
	T_EQ_LL(ts.tv_sec, 4294967295LL, "SYS_TIME 0xffffffff: the last second of 2106-02-07");
	return t_done();
}
