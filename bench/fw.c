/* The firmware of bench/size, for any target on picolibc or newlib. FW_SET picks what it uses:
   0 nothing (the start code alone, subtracted from the others), 1 gmtime_r and timegm,
   2 time, gmtime_r, mktime, localtime_r with a POSIX TZ string, and strftime, 3 the same
   with TZ unset and a TZif image installed with t64_tzif_install (t64 only: picolibc
   reads no TZif), 4 every function whose stack depth bench/size reports (localtime_r,
   mktime, strftime, strptime, tzset, and t64_tzif_install with FW_T64): a firmware
   that links them all, so that their callees in picolibc can be read from it. The same
   source is linked once with libt64.a before picolibc's -lc (FW_T64 defined) and once
   with the libc alone. TZ is set through environ (setenv would pull malloc into both). */
#define _GNU_SOURCE             /* picolibc and newlib declare strptime for XSI or GNU */
#include <time.h>
/* newlib has no timegm: alone, its set 1 converts back with mktime, with TZ unset (UTC),
   the nearest it has (bench/size says so). */
#if !defined FW_T64 && defined __NEWLIB__ && !defined __PICOLIBC__
#define timegm mktime
#endif
#if FW_SET >= 3 && defined FW_T64
#include <t64/tz.h>
#include "../test/unit/tzif_berlin.h"
#endif

#ifndef FW_SET
#define FW_SET 2
#endif

extern char **environ;
volatile long long fw_in = 2000000000;
volatile int fw_out;

int main(void)
{
#if FW_SET >= 1
	time_t t = fw_in;
	struct tm tm;
	gmtime_r(&t, &tm);
	fw_out = (int)timegm(&tm);
#endif
#if FW_SET >= 2
	static char *env[] = { "TZ=CET-1CEST,M3.5.0,M10.5.0/3", 0 };
	environ = env;
#if FW_SET >= 3 && defined FW_T64
	/* Set 3: no TZ, so the zone is the installed image. Set 4 keeps both ways. */
	if (FW_SET == 3)
		environ = env + 1;
	fw_out += t64_tzif_install(tzif_berlin, sizeof tzif_berlin);
#endif
	char buf[64];
	t = time(0);
	localtime_r(&t, &tm);
	tm.tm_isdst = -1;
	fw_out += (int)mktime(&tm);
	fw_out += (int)strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S%z %c", &tm);
	fw_out += buf[3];
#endif
#if FW_SET >= 4
	tzset();
	fw_out += strptime(buf, "%Y-%m-%dT%H:%M:%S%z", &tm) != 0;
	fw_out += tm.tm_hour;
#endif
	return 0;
}
