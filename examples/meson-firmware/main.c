/* A firmware that uses t64 for its clock, calendar and local time, and picolibc for
   the rest (printf over semihosting). Prints TAP; exits 0 when every check passes.
   CLOCK_MONOTONIC, clock_gettime and timegm are declared by t64's <time.h> only (picolibc
   declares them for POSIX systems): this builds only when t64's <time.h> is the one
   read, before picolibc's. */
#define _POSIX_C_SOURCE 200809L         /* setenv, gmtime_r, localtime_r under -std=c11 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int n, failed;
static void ok(int cond, const char *what)
{
	printf("%sok %d - %s\n", cond ? "" : "not ", ++n, what);
	failed += !cond;
}

int main(void)
{
	/* The host's clock through semihosting: some time after 2023. */
	time_t now = time(0);
	ok(now > 1700000000, "time() is the host's");

	/* The monotonic clock never goes back. */
	struct timespec m0, m1;
	ok(clock_gettime(CLOCK_MONOTONIC, &m0) == 0 && clock_gettime(CLOCK_MONOTONIC, &m1) == 0 &&
	   (m1.tv_sec > m0.tv_sec || (m1.tv_sec == m0.tv_sec && m1.tv_nsec >= m0.tv_nsec)) &&
	   m0.tv_nsec >= 0 && m0.tv_nsec < 1000000000, "clock_gettime(CLOCK_MONOTONIC) goes forward");

	/* Past 2038: 2040-02-29T12:00:00Z. */
	time_t t = 2214129600LL;
	struct tm utc, local;
	ok(gmtime_r(&t, &utc) && utc.tm_year == 140 && utc.tm_mon == 1 && utc.tm_mday == 29 &&
	   utc.tm_hour == 12, "gmtime_r past 2038");
	ok(timegm(&utc) == t, "timegm past 2038");

	/* Central Europe: UTC+1 in winter. */
	setenv("TZ", "CET-1CEST,M3.5.0,M10.5.0/3", 1);
	tzset();
	char buf[64];
	ok(localtime_r(&t, &local) && local.tm_hour == 13 && !local.tm_isdst &&
	   strftime(buf, sizeof buf, "%Y-%m-%d %H:%M:%S %Z %z", &local) &&
	   !strcmp(buf, "2040-02-29 13:00:00 CET +0100"), "localtime_r and strftime with a TZ string");
	printf("# %s\n", buf);
	printf("1..%d\n", n);
	return failed != 0;
}
