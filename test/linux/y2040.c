/* Inside a 2040 machine only (it sets CLOCK_REALTIME): the clocks cross 2^31 s, an
   absolute sleep with a deadline past 2^31 wakes on time, 2040-02-29 reads right, and
   with TZ unset local time is the system zone's (/etc/localtime: test/run-all puts
   Europe/Berlin there), whose table ends in 2037: its footer rule gives 2040. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/time.h>
#include <time.h>
#include "t.h"

#define T2038 2147483638LL  /* 2038-01-19T03:13:58Z */
#define T2040 2214129600LL  /* 2040-02-29T12:00:00Z */
/* How late a sleep may end, or how far the clock may have run past a time just set:
   generous, for a 2040 machine under emulation on a loaded 2-core host. How early: never. */
#define LATE_S 5
#define LATE (LATE_S * 1000000000LL)

static long long ns_of(const struct timespec *ts) { return ts->tv_sec * 1000000000LL + ts->tv_nsec; }

static long long mono_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ns_of(&ts);
}

static void check_now(long long lo, long long hi, const char *when)
{
	struct timespec ts;
	struct timeval tv;
	int r = clock_gettime(CLOCK_REALTIME, &ts);
	T_CHECK(r == 0 && ts.tv_sec >= lo && ts.tv_sec <= hi,
		"%s: clock_gettime %lld in [%lld, %lld]", when, (long long)ts.tv_sec, lo, hi);
	time_t t = time(0);
	T_CHECK(t >= lo && t <= hi, "%s: time %lld", when, (long long)t);
	r = gettimeofday(&tv, 0);
	T_CHECK(r == 0 && tv.tv_sec >= lo && tv.tv_sec <= hi, "%s: gettimeofday %lld", when, (long long)tv.tv_sec);
}

/* Sleeps until `deadline` on CLOCK_REALTIME; checks it woke after it and on time. The
   sleep is measured on CLOCK_MONOTONIC from before CLOCK_REALTIME is read: it cannot be
   shorter than the deadline less that reading (the two clocks run at one rate; their
   readings are a resolution apart at most). */
static void sleep_until(struct timespec deadline, const char *what)
{
	struct timespec res, start, now;
	clock_getres(CLOCK_REALTIME, &res);
	long long m0 = mono_ns();
	clock_gettime(CLOCK_REALTIME, &start);
	long long want_ns = ns_of(&deadline) - ns_of(&start);
	int r = clock_nanosleep(CLOCK_REALTIME, TIMER_ABSTIME, &deadline, 0);
	long long slept = mono_ns() - m0;
	clock_gettime(CLOCK_REALTIME, &now);
	T_EQ_LL(r, 0, what);
	T_CHECK(ns_of(&now) >= ns_of(&deadline), "woke after the deadline (%lld.%ld)", (long long)now.tv_sec, now.tv_nsec);
	T_CHECK(slept >= want_ns - ns_of(&res) && slept <= want_ns + LATE,
		"slept %lld us, %lld us asked", slept / 1000, want_ns / 1000);
}

int main(void)
{
	struct timespec set = { T2038, 0 };
	T_EQ_LL(clock_settime(CLOCK_REALTIME, &set), 0, "set 2038-01-19T03:13:58Z");
	check_now(T2038, T2038 + LATE_S, "before 2^31");
	struct timespec deadline = { 2147483648LL, 500000000 };
	sleep_until(deadline, "absolute clock_nanosleep until 2^31 + 0.5 s");
	check_now(2147483648LL, 2147483648LL + LATE_S, "after 2^31");
	struct tm tm;
	time_t t = time(0);
	T_CHECK(gmtime_r(&t, &tm) && tm.tm_year == 138 && tm.tm_mon == 0 && tm.tm_mday == 19 && tm.tm_hour == 3
		&& tm.tm_min == 14, "gmtime of now is 2038-01-19 03:14");

	set.tv_sec = T2040;
	T_EQ_LL(clock_settime(CLOCK_REALTIME, &set), 0, "set 2040-02-29T12:00:00Z");
	check_now(T2040, T2040 + LATE_S, "2040");
	t = time(0);
	T_CHECK(gmtime_r(&t, &tm) && tm.tm_year == 140 && tm.tm_mon == 1 && tm.tm_mday == 29 && tm.tm_hour == 12
		&& tm.tm_min == 0 && tm.tm_wday == 3, "gmtime of now is Wednesday 2040-02-29 12:00");
	deadline.tv_sec = time(0) + 2;
	deadline.tv_nsec = 0;
	sleep_until(deadline, "absolute clock_nanosleep 2 s into 2040");
	struct timespec req = { 0, 100000000 };
	long long m0 = mono_ns();
	int r = nanosleep(&req, 0);
	long long slept = mono_ns() - m0;
	T_CHECK(r == 0 && slept >= 100000000 && slept <= 100000000 + LATE, "relative nanosleep 100 ms in 2040 (%lld us)",
		slept / 1000);

	/* Local time now, TZ unset: 2040-02-29 12:00:0x UTC is 13:00 CET; 2040-07-01
	   11:00 UTC is 13:00 CEST (the last Sundays of March and October). */
	int fd = open("/etc/localtime", O_RDONLY);
	T_CHECK(fd >= 0 && !getenv("TZ"), "needs /etc/localtime (test/vm/run T64_VM_FILES) and TZ unset");
	if (fd >= 0) close(fd);
	tzset();
	t = time(0);
	struct tm *lt = localtime_r(&t, &tm);  /* before T_CHECK: its arguments' order is open */
	T_CHECK(lt && tm.tm_mday == 29 && tm.tm_hour == 13 && tm.tm_min == 0 &&
	        tm.tm_isdst == 0 && tm.tm_gmtoff == 3600 && !strcmp(tm.tm_zone, "CET"),
	        "TZ unset, /etc/localtime Berlin: now is 2040-02-29 13:00 CET (got %d %02d:%02d %s)",
	        tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_zone);
	set.tv_sec = 2224753200LL;
	T_EQ_LL(clock_settime(CLOCK_REALTIME, &set), 0, "set 2040-07-01T11:00:00Z");
	t = time(0);
	lt = localtime_r(&t, &tm);
	T_CHECK(lt && tm.tm_mon == 6 && tm.tm_mday == 1 && tm.tm_hour == 13 &&
	        tm.tm_isdst == 1 && tm.tm_gmtoff == 7200 && !strcmp(tm.tm_zone, "CEST"),
	        "TZ unset, /etc/localtime Berlin: now is 2040-07-01 13:00 CEST (got %d-%d %02d:%02d %s)",
	        tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_zone);
	return t_done();
}
