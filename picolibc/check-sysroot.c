/* A firmware built with nothing but the sysroot's picolibc-t64.specs and the target's CPU
   flags (tools/picolibc): its <time.h> must be t64's, its time functions t64's, past 2038.
   Exit status 0 and one line "check-sysroot: ok ..." when they are. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifndef T64_BAREMETAL_TIME_H
#error "<time.h> is not t64's: picolibc-t64.specs must put t64's headers first"
#endif
_Static_assert(sizeof(time_t) == 8, "a 64-bit time_t");

static int fails;
static void expect(const char *what, const char *got, const char *want)
{
	if (strcmp(got, want) != 0) {
		printf("check-sysroot: %s: got \"%s\", want \"%s\"\n", what, got, want);
		fails++;
	}
}

int main(void)
{
	char buf[64];
	struct tm tm;
	time_t t = 2215000000;   /* 2040-03-10T13:46:40Z */

	gmtime_r(&t, &tm);
	strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
	expect("gmtime_r, strftime", buf, "2040-03-10T13:46:40Z");

	setenv("TZ", "CET-1CEST,M3.5.0,M10.5.0/3", 1);
	tzset();
	t = 2223000000;          /* 2040-06-11T04:00:00Z, summer time in Berlin */
	localtime_r(&t, &tm);
	strftime(buf, sizeof buf, "%Y-%m-%d %H:%M:%S %Z %z", &tm);
	expect("localtime_r", buf, "2040-06-11 06:00:00 CEST +0200");
	snprintf(buf, sizeof buf, "%lld", (long long)mktime(&tm));
	expect("mktime", buf, "2223000000");

	/* clock_gettime is t64's alone: picolibc has none on bare metal. */
	struct timespec ts;
	if (clock_gettime(CLOCK_MONOTONIC, &ts) != 0) {
		printf("check-sysroot: clock_gettime(CLOCK_MONOTONIC) failed\n");
		fails++;
	}
	if (fails) return 1;
	printf("check-sysroot: ok (t64's <time.h>, 64-bit time_t, 2040 in UTC and CET)\n");
	return 0;
}
