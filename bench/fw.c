/* The firmware of bench/size, for Cortex-M3 on picolibc. FW_SET picks what it uses:
   0 nothing (the start code alone, subtracted from the others), 1 gmtime_r and timegm,
   2 time, gmtime_r, mktime, localtime_r with a POSIX TZ string, and strftime. The same
   source is linked once with libt64.a before picolibc's -lc and once with picolibc
   alone. TZ is set through environ (setenv would pull malloc into both). */
#include <time.h>

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
	char buf[64];
	t = time(0);
	localtime_r(&t, &tm);
	tm.tm_isdst = -1;
	fw_out += (int)mktime(&tm);
	fw_out += (int)strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S%z %c", &tm);
	fw_out += buf[3];
#endif
	return 0;
}
