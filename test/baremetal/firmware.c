/* A firmware as a user writes it: only <time.h>, <wchar.h>, the libc's stdio and
   <locale.h>, linked with -lt64 before the libc's -lc (picolibc's or newlib's). Its calendar and clocks must be t64's
   (linked-from checks the link map); here they must also be right past 2038 and 2106. */
#define _GNU_SOURCE                     /* strptime_l, wcsftime_l */
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#include <wchar.h>

static int n, failed;
static void ok(int cond, const char *what)
{
	printf("%sok %d - %s\n", cond ? "" : "not ", ++n, what);
	failed += !cond;
}

int main(void)
{
	struct tm tm;
	time_t t = 4294967296LL;                /* 2106-02-07T06:28:16Z */
	ok(gmtime_r(&t, &tm) && tm.tm_year == 206 && tm.tm_mon == 1 && tm.tm_mday == 7 &&
	   tm.tm_hour == 6 && tm.tm_min == 28 && tm.tm_sec == 16, "gmtime_r(2^32)");
	struct tm leap = { .tm_year = 140, .tm_mon = 1, .tm_mday = 29, .tm_hour = 12 };
	ok(timegm(&leap) == 2214129600LL, "timegm(2040-02-29T12:00:00Z)");
	struct tm lt;
	time_t t2040 = 2214129600LL;
	ok(localtime_r(&t2040, &lt) && lt.tm_hour == 12 && lt.tm_mday == 29, "localtime_r without TZ is UTC");
	lt.tm_isdst = -1;
	ok(mktime(&lt) == t2040, "mktime undoes it");
	ok(time(0) > 1700000000, "time() is the host's, after 2023");
	struct timespec ts;
	ok(clock_gettime(CLOCK_MONOTONIC, &ts) == 0, "clock_gettime(CLOCK_MONOTONIC)");
	ok(timespec_get(&ts, TIME_UTC) == TIME_UTC, "timespec_get(TIME_UTC)");
	struct timeval tv;
	ok(gettimeofday(&tv, 0) == 0 && tv.tv_sec >= ts.tv_sec, "gettimeofday");
	ok(clock() != (clock_t)-1, "clock()");
	struct timespec nap = { 0, 1000000 };
	ok(nanosleep(&nap, 0) == 0, "nanosleep(1 ms)");
	ok(clock_getres(CLOCK_MONOTONIC, &ts) == 0 && ts.tv_sec == 0 && ts.tv_nsec > 0, "clock_getres(CLOCK_MONOTONIC)");
	struct timespec later = { 4294967296LL + 5, 0 };   /* past 2106: the offset is 64-bit */
	ok(clock_settime(CLOCK_REALTIME, &later) == 0 && time(0) >= later.tv_sec && time(0) < later.tv_sec + 5,
	   "clock_settime(CLOCK_REALTIME) past 2106");
	char buf[64];
	ok(strftime(buf, sizeof buf, "%FT%T%z %a", &tm) == 28 && !strcmp(buf, "2106-02-07T06:28:16+0000 Sun"),
	   "strftime past 2106");
	struct tm back = { 0 };
	ok(strptime(buf, "%FT%T%z", &back) && back.tm_year == 206 && back.tm_wday == 0, "strptime past 2106");
	ok(asctime_r(&tm, buf) && !strcmp(buf, "Sun Feb  7 06:28:16 2106\n"), "asctime_r past 2106");
	/* The locale twins are the C locale's, whatever locale they are given. */
	ok(strftime_l(buf, sizeof buf, "%FT%T%z %a", &tm, LC_GLOBAL_LOCALE) == 28 &&
	   !strcmp(buf, "2106-02-07T06:28:16+0000 Sun"), "strftime_l past 2106");
	struct tm back_l = { 0 };
	ok(strptime_l(buf, "%FT%T%z %a", &back_l, LC_GLOBAL_LOCALE) && back_l.tm_year == 206 &&
	   back_l.tm_wday == 0, "strptime_l past 2106");
	/* The wide twins: strftime's conversions widened, the rest of the format as it is. */
	wchar_t w[64];
	ok(wcsftime(w, 64, L"%FT%T%z \x00e9%a %%", &tm) == 31 &&
	   !wcscmp(w, L"2106-02-07T06:28:16+0000 \x00e9Sun %"), "wcsftime past 2106");
	ok(wcsftime(w, 19, L"%FT%T", &tm) == 0, "wcsftime: 0 when the result and its end do not fit");
	ok(wcsftime_l(w, 20, L"%FT%T", &tm, LC_GLOBAL_LOCALE) == 19 && !wcscmp(w, L"2106-02-07T06:28:16"),
	   "wcsftime_l, the result and its end just fit");
	printf("1..%d\n", n);
	return failed != 0;
}
