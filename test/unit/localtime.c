/* Local time on every target: POSIX TZ strings (every rule form, +-167 h rule times,
   30-minute and negative DST, invalid values), mktime in gaps and overlaps, the cache
   (a zone is built once per TZ value), and TZif: Europe/Berlin (on bare metal the
   embedded image, installed with t64_tzif_install; on Linux the system's file), whose
   footer string gives CEST in 2040, and the image cut to its version 1 block. */
#ifdef T64_BAREMETAL
#define _POSIX_C_SOURCE 200809L         /* picolibc's setenv */
#endif
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "t.h"
#include "extra.h"
#include "tz.h"
#include "tzif_berlin.h"
#ifdef T64_BAREMETAL
#include <t64/tz.h>
#define timezone _timezone              /* picolibc's names */
#define daylight _daylight
#else
#include <fcntl.h>
#include <unistd.h>
#endif

/* Sets TZ (NULL: unset) and calls tzset. t64 on Linux has no setenv: a private environ. */
static void set_tz(const char *tz)
{
#ifdef T64_BAREMETAL
	if (tz) setenv("TZ", tz, 1);
	else unsetenv("TZ");
#else
	static char var[300], dir[300];
	static char *env[3];
	size_t n = strlen(tz ? tz : "");
	memcpy(var, "TZ=", 3);
	memcpy(var + 3, tz ? tz : "", n + 1);
	env[0] = tz ? var : 0;
	env[1] = 0;
	if (tz && !strncmp(tz, "TZDIR=", 6)) {    /* "TZDIR=dir TZ=name" */
		const char *sp = strchr(tz, ' ');
		memcpy(dir, tz, (size_t)(sp - tz));
		dir[sp - tz] = 0;
		memcpy(var + 3, sp + 1, strlen(sp + 1) + 1);
		env[0] = dir, env[1] = var, env[2] = 0;
	}
	environ = env;
#endif
	tzset();
}

/* localtime_r(t) is h:m local, with that isdst, offset and name. */
static void check_lt(long long t, int year, int mon, int mday, int hour, int min, int isdst,
                     long off, const char *zone, const char *what)
{
	time_t tt = t;
	struct tm tm;
	struct tm *p = localtime_r(&tt, &tm);
	int ok = p == &tm && tm.tm_year + 1900 == year && tm.tm_mon + 1 == mon && tm.tm_mday == mday &&
	         tm.tm_hour == hour && tm.tm_min == min && tm.tm_isdst == isdst;
#ifdef __TM_GMTOFF
	ok = ok && tm.__TM_GMTOFF == off;
#endif
#ifdef __TM_ZONE
	ok = ok && tm.__TM_ZONE && !strcmp(tm.__TM_ZONE, zone);
#endif
	(void)off, (void)zone;
	T_CHECK(ok, "%s: localtime_r(%lld) is %d-%d-%d %d:%d isdst %d %s (got %d-%d-%d %d:%d isdst %d)",
	        what, t, year, mon, mday, hour, min, isdst, zone, tm.tm_year + 1900, tm.tm_mon + 1,
	        tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_isdst);
}

/* mktime of y-m-d h:m with isdst gives t, then shows h2:m2 with isdst2. */
static void check_mk(int y, int mo, int d, int h, int mi, int isdst, long long want, int h2,
                     int isdst2, const char *what)
{
	struct tm tm = { .tm_year = y - 1900, .tm_mon = mo - 1, .tm_mday = d, .tm_hour = h,
	                 .tm_min = mi, .tm_isdst = isdst };
	errno = 0;
	long long t = mktime(&tm);
	T_CHECK(t == want && tm.tm_hour == h2 && tm.tm_min == mi && tm.tm_isdst == isdst2,
	        "%s: mktime(%d-%d-%d %d:%d, isdst %d) is %lld, %d:%d isdst %d (got %lld, %d:%d isdst %d)",
	        what, y, mo, d, h, mi, isdst, want, h2, mi, isdst2, t, tm.tm_hour, tm.tm_min, tm.tm_isdst);
}

/* localtime_r(t) has these fields (tm_year as is: the ends of int), and mktime of
   them gives t back. */
static void check_end(long long t, int tm_year, int mon, int mday, int hour, int min, int sec,
                      int isdst, long off, const char *what)
{
	time_t tt = t;
	struct tm tm;
	memset(&tm, 0, sizeof tm);
	errno = 0;
	int ok = localtime_r(&tt, &tm) == &tm && tm.tm_year == tm_year && tm.tm_mon + 1 == mon &&
	         tm.tm_mday == mday && tm.tm_hour == hour && tm.tm_min == min && tm.tm_sec == sec &&
	         tm.tm_isdst == isdst;
#ifdef __TM_GMTOFF
	ok = ok && tm.__TM_GMTOFF == off;
#endif
	(void)off;
	T_CHECK(ok, "%s: localtime_r(%lld) is tm_year %d, %d-%d %d:%d:%d isdst %d (got tm_year %d, "
	        "%d-%d %d:%d:%d isdst %d, errno %d)", what, t, tm_year, mon, mday, hour, min, sec, isdst,
	        tm.tm_year, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, tm.tm_isdst, errno);
	struct tm in = { .tm_year = tm_year, .tm_mon = mon - 1, .tm_mday = mday, .tm_hour = hour,
	                 .tm_min = min, .tm_sec = sec, .tm_isdst = -1 };
	errno = 0;
	long long back = mktime(&in);
	T_CHECK(back == t && in.tm_isdst == isdst, "%s: mktime of those fields is %lld (got %lld, "
	        "isdst %d, errno %d)", what, t, back, in.tm_isdst, errno);
}

static void test_posix(void)
{
	set_tz("CET-1CEST,M3.5.0,M10.5.0/3");
	T_CHECK(!strcmp(tzname[0], "CET") && !strcmp(tzname[1], "CEST"), "tzname is CET, CEST");
	T_CHECK(timezone == -3600 && daylight == 1, "timezone -3600, daylight 1 (got %ld, %d)",
	        (long)timezone, daylight);
	check_lt(1719835200, 2024, 7, 1, 14, 0, 1, 7200, "CEST", "CET rule");
	check_lt(1705320000, 2024, 1, 15, 13, 0, 0, 3600, "CET", "CET rule");
	check_lt(1711846799, 2024, 3, 31, 1, 59, 0, 3600, "CET", "CET rule, last second of CET");
	check_lt(1711846800, 2024, 3, 31, 3, 0, 1, 7200, "CEST", "CET rule, first second of CEST");
	check_lt(2224753200LL, 2040, 7, 1, 13, 0, 1, 7200, "CEST", "CET rule in 2040");
	check_lt(13569465600LL - 86400 * 200, 2399, 6, 15, 2, 0, 1, 7200, "CEST", "CET rule in 2399");
	/* POSIX rules apply before 1970 too: 1900-01-01 was a Monday, so March 31 (day 89)
	   a Saturday and the last Sunday March 25; 02:00 CET is 01:00 UTC, 83 days after
	   1900-01-01 (-2208988800). */
	check_lt(-2208988800LL + 83 * 86400 + 3599, 1900, 3, 25, 1, 59, 0, 3600, "CET", "CET rule, 1900, last second of CET");
	check_lt(-2208988800LL + 83 * 86400 + 3600, 1900, 3, 25, 3, 0, 1, 7200, "CEST", "CET rule, 1900, first second of CEST");
	check_mk(1900, 3, 25, 2, 30, -1, -2208988800LL + 83 * 86400 + 5400, 3, 1, "gap in 1900");
	/* The skipped hour: -1 and 0 read it as CET (03:30 CEST), 1 as CEST (01:30 CET). */
	check_mk(2024, 3, 31, 2, 30, -1, 1711848600, 3, 1, "gap");
	check_mk(2024, 3, 31, 2, 30, 0, 1711848600, 3, 1, "gap");
	check_mk(2024, 3, 31, 2, 30, 1, 1711845000, 1, 0, "gap");
	/* The repeated hour: -1 the earlier (CEST), else the one asked for. */
	check_mk(2024, 10, 27, 2, 30, -1, 1729989000, 2, 1, "overlap");
	check_mk(2024, 10, 27, 2, 30, 0, 1729992600, 2, 0, "overlap");
	check_mk(2024, 10, 27, 2, 30, 1, 1729989000, 2, 1, "overlap");
	/* Rules are read per local year (RFC 8536 3.3.1): "0/0,365/25" begins DST on
	   January 1 00:00 and ends it at the next January 1 00:00 (day 365 is that day in
	   a common year, and 25:00 in DST is 24:00 in standard time): DST all year, also
	   in the first hours of a UTC year. Fields with tm_isdst 0, which never occurs,
	   are read as DST an hour later, as the nearest standard time is searched for. */
	set_tz("XXX2YYY,0/0,365/25");
	struct tm ye = { .tm_year = 309, .tm_mon = 11, .tm_mday = 31, .tm_hour = 22, .tm_min = 30 };
	long long L = timegm(&ye);
	check_mk(2209, 12, 31, 22, 30, -1, L + 3600, 22, 1, "DST all year, December 31");
	check_mk(2209, 12, 31, 22, 30, 1, L + 3600, 22, 1, "DST all year, December 31");
	check_mk(2209, 12, 31, 22, 30, 0, L + 7200, 23, 1, "DST all year, tm_isdst 0");
	check_lt(L + 3600 * 3, 2210, 1, 1, 0, 30, 1, -3600, "YYY", "DST all year, the UTC year's first hour");
	/* February of a leap year takes the leap year's rule: J60/-5 begins DST at 19:00
	   on February 29 there (on the 28th in a common year), so February 28 23:30 is
	   still standard time in 2000 (a leap century year) and 2004, and daylight time in
	   2100 (a common century year). */
	set_tz("STD0DST-1,J60/-5,J300");
	for (int y = 2000; y <= 2100; y += y == 2000 ? 4 : 96) {
		struct tm f28 = { .tm_year = y - 1900, .tm_mon = 1, .tm_mday = 28, .tm_hour = 23, .tm_min = 30 };
		int dst = y == 2100;
		check_mk(y, 2, 28, 23, 30, -1, timegm(&f28) - 3600 * dst, 23, dst, "J60/-5, leap year or not");
	}
	/* M2.5.0, February's last Sunday: the 29th in 2004 (which began on a Thursday;
	   a common year that did, such as 2015, has it on the 22nd), so the 23rd is still
	   standard time. */
	set_tz("STD0DST-1,M2.5.0,M10.5.0");
	struct tm f23 = { .tm_year = 104, .tm_mon = 1, .tm_mday = 23, .tm_hour = 12 };
	check_mk(2004, 2, 23, 12, 0, -1, timegm(&f23), 12, 0, "M2.5.0 in a leap year");
	/* Fields past their range are read whole: 2198-01-01 00:59:63 is 01:00:03 WARST,
	   which exists (at 04:00 UTC the clock went from 23:59:59 WART to 01:00:00 WARST),
	   though 00:59:59 is in the skipped hour (glibc reads that, then adds 4 s: 02:00:03;
	   test/diff/ difference 8). */
	set_tz("WART4WARST,J1/0,J365/25");
	struct tm s63 = { .tm_year = 298, .tm_mday = 1, .tm_min = 59, .tm_sec = 63, .tm_isdst = -1 };
	struct tm u63 = { .tm_year = 298, .tm_mday = 1, .tm_hour = 1, .tm_sec = 3 };
	long long want63 = timegm(&u63) + 3 * 3600, got63 = mktime(&s63);
	T_CHECK(got63 == want63 && s63.tm_hour == 1 && s63.tm_min == 0 && s63.tm_sec == 3 &&
	        s63.tm_isdst == 1, "mktime(2198-01-01 00:59:63) is 01:00:03 WARST, %lld (got %lld, %d:%d:%d isdst %d)",
	        want63, got63, s63.tm_hour, s63.tm_min, s63.tm_sec, s63.tm_isdst);
	set_tz("CET-1CEST,M3.5.0,M10.5.0/3");
	/* A tm_isdst the zone does not have then: read with the nearest one that has it. */
	check_mk(2024, 7, 1, 12, 0, 0, 1719831600, 13, 1, "July, isdst 0");
	check_mk(2024, 1, 1, 12, 0, 1, 1704103200, 11, 0, "January, isdst 1");
	/* Normalisation: 2024-02-30 25:90 is 2024-03-02 02:30. */
	struct tm tm = { .tm_year = 124, .tm_mon = 1, .tm_mday = 30, .tm_hour = 25, .tm_min = 90,
	                 .tm_isdst = -1 };
	long long t = mktime(&tm);
	T_CHECK(t == 1709343000 && tm.tm_mon == 2 && tm.tm_mday == 2 && tm.tm_hour == 2 &&
	        tm.tm_min == 30 && tm.tm_wday == 6 && tm.tm_yday == 61,
	        "mktime normalises 2024-02-30 25:90 to 2024-03-02 02:30 (got %lld)", t);
	tm = (struct tm){ .tm_year = 124, .tm_mon = 6, .tm_mday = 1, .tm_isdst = -1 };
	T_EQ_LL(timelocal(&tm), 1719784800, "timelocal is mktime");

	/* Lord Howe: 30 minutes of DST, southern hemisphere; quoted names. */
	set_tz("<+1030>-10:30<+11>-11,M10.1.0,M4.1.0");
	check_lt(1705320000, 2024, 1, 15, 23, 0, 1, 39600, "+11", "Lord Howe rule, January");
	check_lt(1719835200, 2024, 7, 1, 22, 30, 0, 37800, "+1030", "Lord Howe rule, July");
	check_mk(2024, 4, 7, 1, 45, -1, 1712414700, 1, 1, "Lord Howe overlap");

	/* Negative DST (Europe/Dublin's footer): GMT is the "daylight" time, in winter. */
	set_tz("IST-1GMT0,M10.5.0,M3.5.0/1");
	check_lt(1705320000, 2024, 1, 15, 12, 0, 1, 0, "GMT", "Dublin rule, January");
	check_lt(1719835200, 2024, 7, 1, 13, 0, 0, 3600, "IST", "Dublin rule, July");
	T_CHECK(timezone == -3600 && daylight == 1, "Dublin rule: timezone -3600");

	/* Rule times of -167 h and +167 h (POSIX.1-2024), Jn days. */
	set_tz("AAA+4BBB+3,J60/-167,J300/167");
	check_lt(1677041999, 2023, 2, 22, 0, 59, 0, -14400, "AAA", "J60/-167: before");
	check_lt(1677042000, 2023, 2, 22, 2, 0, 1, -10800, "BBB", "J60/-167: 2023-02-22 05:00Z");
	check_lt(1698976799, 2023, 11, 2, 22, 59, 1, -10800, "BBB", "J300/167: before");
	check_lt(1698976800, 2023, 11, 2, 22, 0, 0, -14400, "AAA", "J300/167: 2023-11-03 02:00Z");

	/* Zero-based n days, count Feb 29: 59 is Feb 29 in 2024, Mar 1 in 2023. */
	set_tz("XXX0YYY,59/0,300/0");
	check_lt(1709164800 - 1, 2024, 2, 28, 23, 59, 0, 0, "XXX", "n rule: 2024-02-28");
	check_lt(1709164800, 2024, 2, 29, 1, 0, 1, 3600, "YYY", "n rule: 59 is 2024-02-29");
	check_lt(1677628800, 2023, 3, 1, 1, 0, 1, 3600, "YYY", "n rule: 59 is 2023-03-01");

	/* No rule: the US one, M3.2.0,M11.1.0. */
	/* A ':' value is tried as a file, then as a TZ string (glibc; POSIX leaves it to
	   the implementation). */
	set_tz(":CET-1CEST,M3.5.0,M10.5.0/3");
	check_lt(1719835200, 2024, 7, 1, 14, 0, 1, 7200, "CEST", "':' and the CET rule");
	set_tz("AAA5BBB");
	check_lt(1710054000 - 1, 2024, 3, 10, 1, 59, 0, -18000, "AAA", "default rule: before");
	check_lt(1710054000, 2024, 3, 10, 3, 0, 1, -14400, "BBB", "default rule: 2024-03-10 07:00Z");

	set_tz("<+0530>-5:30");
	check_lt(0, 1970, 1, 1, 5, 30, 0, 19800, "+0530", "quoted name, no DST");
	T_CHECK(timezone == -19800 && daylight == 0 && !strcmp(tzname[0], "+0530"), "no DST: daylight 0");

	/* Invalid: UTC, named "UTC", and nothing crashes. */
	static const char *const bad[] = { "garbage", "A", "<A>1", "ABC25", "<ABC1", "ABC1:60", "", ":",
		"ABC+", "1ABC", "ABC-25DEF" };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		set_tz(bad[i]);
		check_lt(1719835200, 2024, 7, 1, 12, 0, 0, 0, "UTC", bad[i]);
	}
	/* A valid "std offset" with an invalid rest: standard time, never UTC. */
	static const char *const bad_rest[] = { "ABC1DEF,M13.1.0,M1.1.0", "ABC1DEF,M3.2.0/168,M11.1.0",
		"ABC1DEF,J0,J365", "ABC1DEF,M3.6.0,M11.1.0", "ABC1DEF,M3.2.7,M11.1.0", "ABC1DEF,M3.2.0,M11.1.0x",
		"ABC1DEF2,M3.2.0/,M11.1.0", "ABC1DE", "ABC1DEF25", "ABC1DEF,M3.2.0,M11.1.0,", "ABC1DEF M3.2.0" };
	for (size_t i = 0; i < sizeof bad_rest / sizeof bad_rest[0]; i++) {
		set_tz(bad_rest[i]);
		check_lt(1719835200, 2024, 7, 1, 11, 0, 0, -3600, "ABC", bad_rest[i]);
		T_CHECK(!strcmp(tzname[0], "ABC") && !strcmp(tzname[1], "ABC") && timezone == 3600 && daylight == 0,
		        "EP-calendar EP-parse: TZ=%s, a valid std offset with an invalid rest, is that standard "
		        "time: tzname ABC, ABC; timezone 3600; daylight 0 (got %s, %s; %ld; %d)", bad_rest[i],
		        tzname[0], tzname[1], (long)timezone, daylight);
	}
	/* A rule left out is the US one, rule by rule (glibc): the start alone ends on
	   M11.1.0 at 02:00 (2024-11-03 06:00Z in DST at UTC-4). */
	static const char *const start_only[] = { "EST5EDT,M3.2.0", "EST5EDT,M3.2.0,", "EST5EDT,", "EST5EDT" };
	for (size_t i = 0; i < sizeof start_only / sizeof start_only[0]; i++) {
		set_tz(start_only[i]);
		check_lt(1710054000 - 1, 2024, 3, 10, 1, 59, 0, -18000, "EST", start_only[i]);
		check_lt(1710054000, 2024, 3, 10, 3, 0, 1, -14400, "EDT", start_only[i]);
		check_lt(1730613600 - 1, 2024, 11, 3, 1, 59, 1, -14400, "EDT", start_only[i]);
		check_lt(1730613600, 2024, 11, 3, 1, 0, 0, -18000, "EST", start_only[i]);
		T_CHECK(daylight == 1 && !strcmp(tzname[1], "EDT"), "%s: daylight 1, tzname[1] EDT", start_only[i]);
	}
	/* J80 (March 21) at 02:00 WMARS (05:00Z) to M11.1.0 at 02:00 SMARS (04:00Z). */
	set_tz("WMARS3SMARS,J80");
	check_lt(1710997200 - 1, 2024, 3, 21, 1, 59, 0, -10800, "WMARS", "WMARS3SMARS,J80: before J80");
	check_lt(1710997200, 2024, 3, 21, 3, 0, 1, -7200, "SMARS", "WMARS3SMARS,J80: J80 02:00");
	check_lt(1720000000, 2024, 7, 3, 7, 46, 1, -7200, "SMARS", "WMARS3SMARS,J80: July");
	check_lt(1730606400, 2024, 11, 3, 1, 0, 0, -10800, "WMARS", "WMARS3SMARS,J80: ends M11.1.0");
	check_lt(1733000000, 2024, 11, 30, 17, 53, 0, -10800, "WMARS", "WMARS3SMARS,J80: November 30");
}

/* DST across the new year and DST all year, read per local year (RFC 8536 3.3.1). */
static void test_local_year(void)
{
	/* 2031-01-01T00:00Z (1924992000): DST all year in each. */
	set_tz("XXX3EDT4,0/0,J365/23");
	check_lt(1924992000, 2030, 12, 31, 20, 0, 1, -14400, "EDT", "XXX3EDT4,0/0,J365/23 at a UTC new year");
	T_CHECK(daylight == 1, "XXX3EDT4,0/0,J365/23: daylight 1");
	set_tz("WART4WARST,J1/0,J365/25");
	check_lt(1924992000, 2030, 12, 31, 21, 0, 1, -10800, "WARST", "WART4WARST,J1/0,J365/25 at a UTC new year");
	check_lt(1924992000 + 3 * 3600, 2031, 1, 1, 0, 0, 1, -10800, "WARST", "WART4WARST,J1/0,J365/25 at its new year");
	set_tz("<-04>4<-03>,J1/0,J365/25");
	check_lt(1924992000, 2030, 12, 31, 21, 0, 1, -10800, "-03", "<-04>4<-03>,J1/0,J365/25 at a UTC new year");
	set_tz("EST5EDT,0/0,J365/25");
	check_lt(1924992000, 2030, 12, 31, 20, 0, 1, -14400, "EDT", "EST5EDT,0/0,J365/25 (RFC 8536) at a UTC new year");
	check_lt(1719835200, 2024, 7, 1, 8, 0, 1, -14400, "EDT", "EST5EDT,0/0,J365/25 (RFC 8536) in July");
	check_mk(2031, 1, 1, 0, 30, -1, 1924992000 + 4 * 3600 + 1800, 0, 1, "EST5EDT,0/0,J365/25 (RFC 8536)");
	/* DST from the last Sunday of December + 50 h to the first Sunday of January - 50 h
	   in DST: 2021-12-28 00:00Z to 2021-12-30 19:00Z, the end taken from 2022's rule. */
	set_tz("XXX-2YYY,M12.5.0/50,M1.1.0/-50");
	check_lt(1640908800, 2021, 12, 31, 2, 0, 0, 7200, "XXX", "M12.5.0/50,M1.1.0/-50 after the end from the next year");
	check_lt(1640649600, 2021, 12, 28, 3, 0, 1, 10800, "YYY", "M12.5.0/50,M1.1.0/-50 at its start");
	check_lt(1640890800 - 1, 2021, 12, 30, 21, 59, 1, 10800, "YYY", "M12.5.0/50,M1.1.0/-50 before its end");
	check_lt(1640890800, 2021, 12, 30, 21, 0, 0, 7200, "XXX", "M12.5.0/50,M1.1.0/-50 at its end");
	check_mk(2021, 12, 31, 2, 0, -1, 1640908800, 2, 0, "M12.5.0/50,M1.1.0/-50");
	check_mk(2021, 12, 29, 12, 0, -1, 1640768400, 12, 1, "M12.5.0/50,M1.1.0/-50");
}

/* The rule's type at t, read as tzcode reads a TZ string: each year's start and end
   at its own local dates (y-m-d from timegm), an end before the start swapped, and
   no change in a year whose DST spans a year or more; the last change at or before t
   of years around t's, in that order, decides (none: DST where the year is all DST).
   A second way to the answer of __tz_posix.c, here as the reference. */
struct ref_rule { char kind; int a, b, c; long time; };
struct ref_zone { const char *tz; long std, dst; struct ref_rule start, end; };

static long long ref_day(const struct ref_rule *r, long long y)
{
	int leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
	if (r->kind == 'J') return r->a - 1 + (leap && r->a >= 60);
	if (r->kind == 'D') return r->a;
	struct tm first = { .tm_year = (int)(y - 1900), .tm_mon = r->a - 1, .tm_mday = 1 }, jan = first;
	jan.tm_mon = 0;
	long long d = (timegm(&first) - timegm(&jan)) / 86400;
	gmtime_r(&(time_t){ timegm(&first) }, &first);
	long long day = d + (r->c - first.tm_wday + 7) % 7 + 7 * (r->b - 1);
	int mlen[12] = { 31, 28 + leap, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
	return day >= d + mlen[r->a - 1] ? day - 7 : day;
}

/* Year y's changes in the order tzcode's table has them: 0 when DST spans the year
   (no change), else 2 with *kind whether each begins DST. */
static int ref_changes(const struct ref_zone *z, long long y, long long ch[2], int kind[2])
{
	struct tm j = { .tm_year = (int)(y - 1900), .tm_mday = 1 };
	long long jan1 = timegm(&j), len = ((y % 4 == 0 && y % 100 != 0) || y % 400 == 0 ? 366 : 365) * 86400LL;
	long long s = jan1 + ref_day(&z->start, y) * 86400 + z->start.time - z->std;
	long long e = jan1 + ref_day(&z->end, y) * 86400 + z->end.time - z->dst;
	if (e < s) {
		ch[0] = e, ch[1] = s, kind[0] = 0, kind[1] = 1;
		return 2;
	}
	ch[0] = s, ch[1] = e, kind[0] = 1, kind[1] = 0;
	return e - s >= len ? 0 : 2;
}

static int ref_isdst(const struct ref_zone *z, long long t)
{
	struct tm u;
	time_t tt = t;
	gmtime_r(&tt, &u);
	long long last = 0, y0 = u.tm_year + 1900LL, ch[2];
	int dst = -1, all0 = 0, kind[2];
	for (long long y = y0 - 3; y <= y0 + 3; y++) {
		int n = ref_changes(z, y, ch, kind);
		if (!n && y == y0) all0 = 1;
		for (int k = 0; k < n; k++)
			if (ch[k] <= t && (dst < 0 || ch[k] >= last)) last = ch[k], dst = kind[k];
	}
	return dst < 0 ? all0 : dst;
}

/* localtime_r(t) against the reference: its tm_isdst and the fields of t + offset. */
static int ref_check(const struct ref_zone *z, long long t, long *bad)
{
	struct tm tm, u;
	time_t tt = t;
	int want = ref_isdst(z, t);
	time_t local = t + (want ? z->dst : z->std);
	gmtime_r(&local, &u);
	int ok = localtime_r(&tt, &tm) == &tm && tm.tm_isdst == want && tm.tm_hour == u.tm_hour &&
	         tm.tm_min == u.tm_min && tm.tm_mday == u.tm_mday && tm.tm_year == u.tm_year;
	if (!ok && (*bad)++ < 5)
		T_CHECK(0, "'%s' at %lld: isdst %d %d:%d (reference: isdst %d %d:%d)", z->tz, t,
		        tm.tm_isdst, tm.tm_hour, tm.tm_min, want, u.tm_hour, u.tm_min);
	return 1;
}

static void test_rule_reference(void)
{
	static const struct ref_zone zones[] = {
		{ "CET-1CEST,M3.5.0,M10.5.0/3", 3600, 7200, { 'M', 3, 5, 0, 7200 }, { 'M', 10, 5, 0, 10800 } },
		{ "NZST-12NZDT,M9.5.0,M4.1.0/3", 43200, 46800, { 'M', 9, 5, 0, 7200 }, { 'M', 4, 1, 0, 10800 } },
		{ "XXX3EDT4,0/0,J365/23", -10800, -14400, { 'D', 0, 0, 0, 0 }, { 'J', 365, 0, 0, 23 * 3600 } },
		{ "WART4WARST,J1/0,J365/25", -14400, -10800, { 'J', 1, 0, 0, 0 }, { 'J', 365, 0, 0, 25 * 3600 } },
		{ "XXX2YYY,0/0,365/25", -7200, -3600, { 'D', 0, 0, 0, 0 }, { 'D', 365, 0, 0, 25 * 3600 } },
		{ "XXX-2YYY,M12.5.0/50,M1.1.0/-50", 7200, 10800, { 'M', 12, 5, 0, 50 * 3600 }, { 'M', 1, 1, 0, -50 * 3600 } },
		{ "AAA-24:59BBB+24:59,M1.1.0/-167,M12.5.6/167", 89940, -89940, { 'M', 1, 1, 0, -167 * 3600 },
		  { 'M', 12, 5, 6, 167 * 3600 } },
		{ "AAA-10BBB-14,J365/0,J1/2", 36000, 50400, { 'J', 365, 0, 0, 0 }, { 'J', 1, 0, 0, 7200 } },
		{ "STD0DST-1,J60/-5,J300", 0, 3600, { 'J', 60, 0, 0, -5 * 3600 }, { 'J', 300, 0, 0, 7200 } },
		{ "XXX0YYY,J365/0,0/-1", 0, 3600, { 'J', 365, 0, 0, 0 }, { 'D', 0, 0, 0, -3600 } },
		/* Changes a week past each end of the year: -Os's walk ends early only where
		   no earlier year's change can come after the last one it found. */
		{ "AAA-24BBB24,365/167,0/-167", 86400, -86400, { 'D', 365, 0, 0, 167 * 3600 },
		  { 'D', 0, 0, 0, -167 * 3600 } },
		{ "AAA3BBB,0/-167,365/167", -10800, -7200, { 'D', 0, 0, 0, -167 * 3600 },
		  { 'D', 365, 0, 0, 167 * 3600 } },
		/* Instants before both of their year's changes: -Os takes the year before's
		   order from their year's when the two are more than 2^21 s apart (southern
		   and northern, a DST offset of 30 min and of 1 h, changes 20 and 26 days
		   apart, and changes whose order differs from year to year, 15 to 27 days
		   apart or a few days either way). */
		{ "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0", 37800, 39600, { 'M', 10, 1, 0, 7200 }, { 'M', 4, 1, 0, 7200 } },
		{ "XXX3YYY,J60/-2,J300/26", -10800, -7200, { 'J', 60, 0, 0, -7200 }, { 'J', 300, 0, 0, 26 * 3600 } },
		{ "AAA0BBB,J100,J120", 0, 3600, { 'J', 100, 0, 0, 7200 }, { 'J', 120, 0, 0, 7200 } },
		{ "AAA0BBB,J126,J100", 0, 3600, { 'J', 126, 0, 0, 7200 }, { 'J', 100, 0, 0, 7200 } },
		{ "AAA0BBB,M4.1.0,M4.4.6", 0, 3600, { 'M', 4, 1, 0, 7200 }, { 'M', 4, 4, 6, 7200 } },
		{ "AAA-1BBB,M4.1.0,M4.1.3", 3600, 7200, { 'M', 4, 1, 0, 7200 }, { 'M', 4, 1, 3, 7200 } },
	};
	/* Every kind of year (2000: a leap century; 1900 and 2100: common ones). */
	static const short years[][2] = { { 1898, 1902 }, { 1996, 2031 }, { 2098, 2102 } };
	long n = 0, bad = 0;
	for (size_t k = 0; k < sizeof zones / sizeof zones[0]; k++) {
		const struct ref_zone *z = &zones[k];
		set_tz(z->tz);
		for (size_t r = 0; r < sizeof years / sizeof years[0]; r++)
			for (long long y = years[r][0]; y <= years[r][1]; y++) {
				/* Each change and the second before it, then the 16 days around
				   the new year hourly (+7 s). */
				long long ch[2];
				int kind[2];
				for (int c = ref_changes(z, y, ch, kind); c-- > 0; )
					n += ref_check(z, ch[c] - 1, &bad) + ref_check(z, ch[c], &bad);
				struct tm j = { .tm_year = (int)(y - 1900), .tm_mday = 1 };
				long long jan1 = timegm(&j);
				for (long long t = jan1 - 8 * 86400; t < jan1 + 8 * 86400; t += 3607)
					n += ref_check(z, t, &bad);
				/* And through the year, every 5 days and a bit. */
				for (long long t = jan1; t < jan1 + 365 * 86400; t += 5 * 86400 + 3607)
					n += ref_check(z, t, &bad);
			}
	}
	T_CHECK(bad == 0 && n > 100000, "localtime_r of 18 rules = tzcode's reading per local year, "
	        "at each change and around each new year (%ld instants, %ld differ)", n, bad);
}

static void test_limits(void)
{
	set_tz("EST5EDT,M3.2.0,M11.1.0");
	struct tm tm = { .tm_year = INT_MAX, .tm_mon = 12, .tm_mday = 1, .tm_isdst = -1 }, keep = tm;
	errno = 0;
	T_CHECK(mktime(&tm) == -1 && errno == EOVERFLOW && !memcmp(&tm, &keep, sizeof tm),
	        "EP-calendar: mktime past year INT_MAX + 1900: -1, EOVERFLOW, *tm untouched");
	tm = (struct tm){ .tm_year = INT_MAX, .tm_mon = 11, .tm_mday = 31, .tm_hour = 12, .tm_isdst = -1 };
	T_EQ_LL(mktime(&tm), 67768036191676799LL - 11 * 3600 - 3599 + 5 * 3600,
	        "mktime at the last day of year INT_MAX + 1900");
	time_t t = LLONG_MAX;
	memset(&tm, 0x5a, sizeof tm);
	struct tm kept = tm;
	errno = 0;
	T_CHECK(!localtime_r(&t, &tm) && errno == EOVERFLOW && !memcmp(&tm, &kept, sizeof tm),
	        "EP-calendar: localtime_r(LLONG_MAX) is EOVERFLOW, *tm untouched");
	t = 67768036191676799LL;        /* last second of year INT_MAX: 18:59:59 EST that day */
	T_CHECK(localtime_r(&t, &tm) == &tm && tm.tm_year == INT_MAX && tm.tm_mon == 11 &&
	        tm.tm_mday == 31 && tm.tm_hour == 18 && tm.tm_isdst == 0,
	        "localtime_r of the last second of year INT_MAX + 1900");
	/* Standard time still fits that year, daylight time (from December 31 00:00 to
	   January 1 02:00 DST) does not: EOVERFLOW with *tm as it was, though the rule was
	   decided from the fields of standard time first. */
	set_tz("AAA-10BBB-14,J365/0,J1/2");
	t = 67768036191676799LL - 13 * 3600 - 1800;     /* 20:30 AAA, 00:30 BBB the next day */
	memset(&tm, 0x55, sizeof tm);
	struct tm before = tm;
	errno = 0;
	T_CHECK(!localtime_r(&t, &tm) && errno == EOVERFLOW && !memcmp(&tm, &before, sizeof tm),
	        "EP-calendar: localtime_r where only daylight time passes year INT_MAX + 1900: "
	        "EOVERFLOW, *tm untouched");

	/* Where the UTC year is outside int but the local one inside: localtime_r gives
	   the local time, the rule read in that local year, and mktime inverts it. */
	set_tz("EST5EDT,M3.2.0,M11.1.0");
	check_end(67768036191676799LL - 3599 + 5 * 3600, INT_MAX, 12, 31, 23, 0, 0, 0, -18000,
	          "EST5EDT: INT_MAX + 1900-12-31 23:00, west of UTC");
	set_tz("<-04>4<-03>,M9.1.6/24,M4.1.6/24");
	check_end(67768036191676800LL, INT_MAX, 12, 31, 21, 0, 0, 1, -10800,
	          "Santiago's rule: the first second past year INT_MAX + 1900 UTC");
	set_tz("AEST-10AEDT,M10.1.0,M4.1.0/3");
	check_end(-67768040609740801LL, INT_MIN, 1, 1, 10, 59, 59, 1, 39600,
	          "AEST-10AEDT: the last second before year INT_MIN + 1900 UTC");
	/* Standard time there is still the year before (-00:15), daylight time not. */
	set_tz("<+1345>-13:45<+1445>,M9.5.0/2:45,M4.1.0/3:45");
	check_end(-67768040609791200LL, INT_MIN, 1, 1, 0, 45, 0, 1, 53100,
	          "+13:45/+14:45: only daylight time is in year INT_MIN + 1900");
	set_tz("<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45");
	check_end(-67768040609740800LL - 49500, INT_MIN, 1, 1, 0, 0, 0, 1, 49500,
	          "Chatham's rule: the first local second of year INT_MIN + 1900");
}

static void test_cache(void)
{
	set_tz("CET-1CEST,M3.5.0,M10.5.0/3");
	unsigned n = __t64_tz_loads;
	struct tm tm;
	for (int i = 0; i < 100; i++) {
		time_t t = 1700000000 + i * 86400 * 7;
		localtime_r(&t, &tm);
		localtime(&t);
		tm.tm_isdst = -1;
		mktime(&tm);
		tzset();
	}
	T_EQ_LL(__t64_tz_loads - n, 0, "the zone is built once per TZ value");
	set_tz("EST5EDT,M3.2.0,M11.1.0");
	set_tz("CET-1CEST,M3.5.0,M10.5.0/3");
	T_EQ_LL(__t64_tz_loads - n, 2, "and again when TZ changes");
}

/* TZ is compared with the cached value a word at a time: a value that differs in its
   last byte or in the middle, is a prefix of it or extends it is told apart, and the
   same value is not, at every alignment of either (the same one takes a way of its
   own) and with bytes other than 0 after their NULs; a value of several words and one
   of a word or two. Without threads (bare metal) the same value elsewhere in a word
   is rebuilt, to the same zone. */
extern char **environ;
#ifdef T64_BAREMETAL
#define REBUILT_ELSEWHERE(p, q) (((uintptr_t)(p) - (uintptr_t)(q)) % sizeof(unsigned long) != 0)
#else
#define REBUILT_ELSEWHERE(a, b) 0
#endif

/* Whether the zone in effect is the one of values[v][0] in test_cache_compare: CET
   with its October change at 01:00 UTC (CET at 01:30 on 2024-10-27), or UTC. */
static int cache_zone_is(int v)
{
	time_t t = 1729992600;          /* 2024-10-27 01:30 UTC */
	struct tm tm;
	localtime_r(&t, &tm);
	return v ? !strcmp(tzname[0], "UTC") && tm.tm_hour == 1 && !tm.tm_isdst
	         : !strcmp(tzname[0], "CET") && tm.tm_hour == 2 && !tm.tm_isdst;
}
static void test_cache_compare(void)
{
	static char one[80], two[80];
	static char *env[2];
	static const char *const values[2][6] = {
		{ "CET-1CEST,M3.5.0,M10.5.0/3", "CET-1CEST,M3.5.0,M10.5.0/4", "CET-1CEST,M3.5.0,M10.5.0",
		  "CET-1CEST,M3.5.0,M10.5.0/30", "CET-1CEST,M3.5.1,M10.5.0/3", "CET-1CEST,M3.5.0,M10.5.0/3" },
		{ "UTC0", "UTC1", "UTC", "UTC00", "UTD0", "UTC0" } };
	char **saved = environ;
	int wrong = 0;
	for (int v = 0; v < 2; v++)
		for (int a = 0; a < 8; a++)
			for (int b = 0; b < 8; b++)
				for (int j = 0; j < 5; j++) {
					const char *base = values[v][0], *const *other = values[v] + 1;
					memset(one, 'x', sizeof one);
					memset(two, 'x', sizeof two);
					memcpy(one + a, "TZ=", 3);
					memcpy(one + a + 3, base, strlen(base) + 1);
					memcpy(two + b, "TZ=", 3);
					memcpy(two + b + 3, other[j], strlen(other[j]) + 1);
					env[0] = one + a;
					environ = env;
					tzset();
					unsigned n = __t64_tz_loads;
					env[0] = two + b;
					tzset();
					wrong += (int)(__t64_tz_loads - n) != (j != 4 || REBUILT_ELSEWHERE(one + a, two + b));
					if (j == 4) wrong += !cache_zone_is(v);
				}
	environ = saved;
	tzset();
	T_EQ_LL(wrong, 0, "TZ changes are seen at every alignment (640 pairs)");
}

/* The same TZ value in a fresh buffer, at each alignment in a word with the same bytes
   around it, is not rebuilt; one differing in its last byte is. Other bytes after the
   NUL in its word, or before "TZ=" in its first word, may rebuild it (bare metal
   compares whole words): the zone stays the same, and a change after them is seen. */
static void test_cache_fresh(void)
{
	static char bufs[4][48];
	static char *env[2];
	static const char cet[] = "TZ=CET-1CEST,M3.5.0,M10.5.0/3", cet4[] = "TZ=CET-1CEST,M3.5.0,M10.5.0/4";
	char **saved = environ;
	int wrong = 0;
	environ = env;
	for (size_t a = 0; a < sizeof(unsigned long); a++) {
		memset(bufs, 'x', sizeof bufs);
		for (int i = 0; i < 3; i++) memcpy(bufs[i] + 8 + a, i == 2 ? cet4 : cet, sizeof cet);
		env[0] = bufs[0] + 8 + a;
		tzset();
		unsigned n = __t64_tz_loads;
		env[0] = bufs[1] + 8 + a;
		tzset();
		wrong += __t64_tz_loads != n || !cache_zone_is(0);
		env[0] = bufs[2] + 8 + a;
		tzset();
		wrong += __t64_tz_loads != n + 1 || cache_zone_is(0);
		/* the bytes after the NUL, then before "TZ=", in their words */
		env[0] = bufs[1] + 8 + a;
		tzset();
		n = __t64_tz_loads;
		char *end = bufs[1] + 8 + a + sizeof cet;
		memset(end, 'y', 8);
		tzset();
		wrong += __t64_tz_loads - n > 1 || !cache_zone_is(0);
		memset(bufs[1], 'y', 8 + a);
		tzset();
		wrong += __t64_tz_loads - n > 2 || !cache_zone_is(0);
		end[-2] = '4';
		n = __t64_tz_loads;
		tzset();
		wrong += __t64_tz_loads != n + 1 || cache_zone_is(0);
	}
	environ = saved;
	tzset();
	T_EQ_LL(wrong, 0, "the same TZ in a fresh buffer is kept at each alignment, a change seen");
}

/* Europe/Berlin from the TZif image: table up to its last transition, footer after. */
static void check_berlin(const char *what)
{
	check_lt(-2422054409LL, 1893, 3, 31, 23, 59, 0, 3208, "LMT", what);  /* before 1893-04-01 */
	/* 1900-04-15 00:53:20 UTC, before 2^31 s back: CET only in the 64-bit data (the
	   version 1 block starts in 1901 and reads LMT there, check_v1). */
	check_lt(-2200000000LL, 1900, 4, 15, 1, 53, 0, 3600, "CET", what);
	check_lt(0, 1970, 1, 1, 1, 0, 0, 3600, "CET", what);
	check_lt(-773452800LL, 1945, 6, 29, 3, 0, 1, 10800, "CEMT", what);  /* double summer time */
	check_lt(1719835200, 2024, 7, 1, 14, 0, 1, 7200, "CEST", what);
	check_lt(2224753200LL, 2040, 7, 1, 13, 0, 1, 7200, "CEST", what);    /* footer */
	check_lt(2240564400LL, 2040, 12, 31, 12, 0, 0, 3600, "CET", what);
	check_mk(2040, 3, 25, 2, 30, -1, 2216251800LL, 3, 1, what);           /* footer gap */
	check_mk(1990, 9, 30, 2, 30, 0, 654658200, 2, 0, what);              /* table overlap */
	check_mk(1990, 9, 30, 2, 30, -1, 654654600, 2, 1, what);
	T_CHECK(!strcmp(tzname[0], "CET") && !strcmp(tzname[1], "CEST") && timezone == -3600 &&
	        daylight == 1, "%s: tzname CET, CEST; timezone -3600; daylight 1", what);
	/* East of UTC, the first local second of year INT_MIN + 1900 is LMT (+0:53:28)
	   before that year begins in UTC. */
	check_end(-67768040609740800LL - 3208, INT_MIN, 1, 1, 0, 0, 0, 0, 3208, what);
}

/* The Berlin image cut to its version 1 block (32-bit times, no footer: version byte
   0) is read as RFC 8536 says a version 1 file is: 1900 before its first transition
   is type 0, LMT (+0:53:28, 3208 s); its table ends in 2037, and without a footer
   2040 stays in the last type, CET. load: makes it the zone. */
static void check_v1(int (*load)(const unsigned char *, size_t))
{
	/* 44-byte header, then 143 transitions (4 + 1 bytes), 9 types (6), 18 bytes of
	   names, no leap seconds, 9 + 9 indicators: the header's counts. */
	static unsigned char v1[44 + 143 * 5 + 9 * 6 + 18 + 9 + 9];
	memcpy(v1, tzif_berlin, sizeof v1);
	v1[4] = 0;
	if (load(v1, sizeof v1) < 0) {
		T_CHECK(0, "the version 1 image could not be made the zone");
		return;
	}
	check_lt(-2200000000LL, 1900, 4, 15, 1, 46, 0, 3208, "LMT", "version 1 image, 1900");
	check_lt(0, 1970, 1, 1, 1, 0, 0, 3600, "CET", "version 1 image, 1970");
	check_lt(1719835200, 2024, 7, 1, 14, 0, 1, 7200, "CEST", "version 1 image, 2024");
	check_lt(2224753200LL, 2040, 7, 1, 12, 0, 0, 3600, "CET", "version 1 image, 2040: no footer");
}

/* daylight is 1 when DST ever applied, even at the standard offset and long ago
   (POSIX: 0 only when it never applies; Asia/Tbilisi's last DST type is +04, as its
   standard time): a version 1 image, +04 DST in 1970, +04 standard from 1973. */
static void check_daylight(int (*load)(const unsigned char *, size_t))
{
	static unsigned char img[44 + 2 * 5 + 2 * 6 + 4];
	memset(img, 0, sizeof img);
	memcpy(img, "TZif", 4);
	img[35] = 2, img[39] = 2, img[43] = 4;          /* timecnt, typecnt, charcnt */
	unsigned char *p = img + 44;
	p[4] = 0x05, p[5] = 0xf5, p[6] = 0xe1, p[7] = 0x00;     /* 0, 100000000 */
	p[8] = 1, p[9] = 0;                                     /* DST, then standard */
	p += 10;
	for (int k = 0; k < 2; k++, p += 6)
		p[2] = 0x38, p[3] = 0x40, p[4] = (unsigned char)(k == 0 ? 0 : 1);   /* +14400 */
	memcpy(p, "+04", 4);
	set_tz("UTC");          /* write_file names the same path each time: a new TZ value */
	if (load(img, sizeof img) < 0) {
		T_CHECK(0, "the +04 image could not be made the zone");
		return;
	}
	check_lt(50000000, 1971, 8, 2, 20, 53, 1, 14400, "+04", "+04 image, 1971: DST");
	check_lt(200000000, 1976, 5, 3, 23, 33, 0, 14400, "+04", "+04 image, 1976: standard");
	T_CHECK(daylight == 1 && timezone == -14400, "DST at the standard offset, long ago: daylight 1, "
	        "timezone -14400 (got %d, %ld)", daylight, (long)timezone);
}

#ifdef T64_BAREMETAL
static int install(const unsigned char *img, size_t len)
{
	if (t64_tzif_install(img, len) < 0) return -1;
	set_tz(0);
	return 0;
}
#else
static int write_file(const unsigned char *img, size_t len)
{
	static char path[] = "/tmp/t64-v1-Berlin.0000000000";
	for (long pid = getpid(), i = 0; i < 10; i++, pid /= 10) path[sizeof path - 2 - i] = (char)('0' + pid % 10);
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	long n = fd < 0 ? -1 : (long)write(fd, img, len);
	if (fd >= 0) close(fd);
	set_tz(path);
	unlink(path);
	return n == (long)len ? 0 : -1;
}
#endif

static void test_tzif(void)
{
	/* A damaged image is refused (the parser is also what reads files). */
	unsigned char bad[sizeof tzif_berlin];
	memcpy(bad, tzif_berlin, sizeof bad);
	T_CHECK(__t64_tzif_parse(tzif_berlin, sizeof tzif_berlin, 0) == 0, "the Berlin image parses");
	T_CHECK(__t64_tzif_parse(bad, 100, 0) < 0, "EP-parse: a truncated image is refused");
	bad[0] = 'X';
	T_CHECK(__t64_tzif_parse(bad, sizeof bad, 0) < 0, "EP-parse: a bad magic is refused");
#ifdef T64_BAREMETAL
	errno = 0;
	T_CHECK(t64_tzif_install(bad, sizeof bad) == -1 && errno == EINVAL, "EP-parse: t64_tzif_install refuses a bad image");
	T_CHECK(t64_tzif_install(tzif_berlin, sizeof tzif_berlin) == 0, "t64_tzif_install(Europe/Berlin)");
	set_tz(0);
	check_berlin("installed Berlin image, TZ unset");
	check_v1(install);
	check_daylight(install);
	t64_tzif_install(0, 0);
	set_tz(0);
	check_lt(0, 1970, 1, 1, 0, 0, 0, 0, "UTC", "no image, TZ unset: UTC");
#else
	int fd = open("/usr/share/zoneinfo/Europe/Berlin", O_RDONLY);
	if (fd < 0) {
		T_CHECK(0, "TZif files: needs /usr/share/zoneinfo/Europe/Berlin (install Debian's tzdata)");
		return;
	}
	close(fd);
	set_tz("Europe/Berlin");
	check_berlin("TZ=Europe/Berlin");
	set_tz(":Europe/Berlin");
	check_lt(2224753200LL, 2040, 7, 1, 13, 0, 1, 7200, "CEST", ":Europe/Berlin");
	set_tz("/usr/share/zoneinfo/Europe/Berlin");
	check_lt(2224753200LL, 2040, 7, 1, 13, 0, 1, 7200, "CEST", "absolute path");
	check_v1(write_file);
	check_daylight(write_file);
	/* Zones of tzdata where DST applied but not today, or at the standard offset. */
	static const char *const had_dst[] = { "Africa/Algiers", "Europe/Istanbul", "America/Regina",
		"Asia/Tbilisi", "Asia/Tokyo" };
	for (size_t i = 0; i < sizeof had_dst / sizeof had_dst[0]; i++) {
		set_tz(had_dst[i]);
		T_CHECK(daylight == 1, "%s: daylight 1 (DST applied once)", had_dst[i]);
	}
	set_tz("Etc/GMT-5");
	T_CHECK(daylight == 0 && timezone == -18000, "Etc/GMT-5: daylight 0, timezone -18000");
	/* West of UTC, the last local hour of year INT_MAX + 1900 (EST) is after that
	   year ends in UTC. */
	set_tz("America/New_York");
	check_end(67768036191676799LL - 3599 + 5 * 3600, INT_MAX, 12, 31, 23, 0, 0, 0, -18000, "America/New_York");
	set_tz("America/Santiago");
	check_end(67768036191676800LL, INT_MAX, 12, 31, 21, 0, 0, 1, -10800, "America/Santiago");
	set_tz("TZDIR=/usr/share/zoneinfo/Europe Berlin");
	check_lt(2224753200LL, 2040, 7, 1, 13, 0, 1, 7200, "CEST", "TZDIR");
	set_tz("Europe/Nowhere");
	check_lt(2224753200LL, 2040, 7, 1, 11, 0, 0, 0, "UTC", "a missing file: UTC");

	unsigned n = __t64_tz_loads;
	set_tz("Europe/Berlin");
	for (int i = 0; i < 50; i++) {
		struct tm tm = { .tm_year = 100 + i, .tm_mday = 1, .tm_isdst = -1 };
		time_t t = mktime(&tm);
		localtime(&t);
	}
	T_EQ_LL(__t64_tz_loads - n, 1, "the Berlin file is read once for 100 calls");

	set_tz("Africa/Casablanca");   /* negative DST during Ramadan */
	check_lt(1710036000, 2024, 3, 10, 2, 0, 1, 0, "+00", "Casablanca, Ramadan 2024");
	check_lt(1710035999, 2024, 3, 10, 2, 59, 0, 3600, "+01", "Casablanca, before");
	set_tz("Europe/Dublin");
	check_lt(1705320000, 2024, 1, 15, 12, 0, 1, 0, "GMT", "Dublin file, January");
	set_tz("Australia/Lord_Howe");
	check_lt(1705320000, 2024, 1, 15, 23, 0, 1, 39600, "+11", "Lord_Howe file, January");
	/* 2011-12-30 did not exist; both sides are DST: read with the offset before the gap
	   (glibc's choice depends on its previous call; test/diff/ difference 7). */
	set_tz("Pacific/Apia");
	check_mk(2011, 12, 30, 12, 0, 0, 1325282400, 12, 1, "Apia, the skipped day");
	/* Casablanca went from +00 to +01, both standard time, at 1984-03-16 00:00 UTC: 00:45
	   did not exist. Read with +00, the offset before, whatever tm_isdst asks: 00:45 UTC,
	   5188 days after 1970 (14 years, 3 leap days, 31 + 29 + 15), which is 01:45 +01.
	   glibc 2.36 fails there with EOVERFLOW for tm_isdst 0 (test/diff/ difference 7). */
	set_tz("Africa/Casablanca");
	for (int d = -1; d <= 1; d++)
		check_mk(1984, 3, 16, 0, 45, d, 5188 * 86400LL + 45 * 60, 1, 0, "Casablanca 1984, the skipped hour");
	set_tz("Antarctica/Troll");
	check_lt(1719835200, 2024, 7, 1, 14, 0, 1, 7200, "+02", "Troll, +2 h DST");
	/* Tokyo left LMT (+9:18:59, 33539 s) for JST (+9) at 1887-12-31 15:00 UTC: local
	   1888-01-01 00:00-00:18:59 came twice, both standard time. 00:10 with tm_isdst 1,
	   which neither reading has and no instant within glibc's probing distance has
	   either (Tokyo's DST was 1948-1951): the earlier solution, LMT, an hour back,
	   23:10 LMT the day before (glibc corrects the solution its previous call leads it
	   to; test/diff/ difference 6). 1888-01-01 is 82 years of 365 days and 20 leap
	   days (1888 to 1968 by 4; 1900 is not) before 1970. */
	set_tz("Asia/Tokyo");
	long long tokyo = -(82 * 365 + 20) * 86400LL + 10 * 60;
	check_mk(1888, 1, 1, 0, 10, 1, tokyo - 33539 - 3600, 23, 0, "Tokyo 1888, repeated, tm_isdst 1");
	check_mk(1888, 1, 1, 0, 10, 0, tokyo - 33539, 0, 0, "Tokyo 1888, repeated, tm_isdst 0: the earlier");
	/* A right/ zone's leap-second records are skipped: time_t is POSIX time, so
	   1483228826 is 00:00:26 UTC, 01:00 CET (glibc, counting 26 leap seconds, reads
	   2016-12-31 23:59:60 UTC). A missing file would read 00:00 UTC. */
	fd = open("/usr/share/zoneinfo/right/Europe/Berlin", O_RDONLY);
	T_CHECK(fd >= 0, "right/ zones: /usr/share/zoneinfo/right/Europe/Berlin is there (Debian's tzdata has it)");
	if (fd >= 0) close(fd);
	set_tz("right/Europe/Berlin");
	check_lt(1483228826, 2017, 1, 1, 1, 0, 0, 3600, "CET", "right/Europe/Berlin: leap-second records skipped");
#endif
}

/* A rule's local time (localtime_r reads the fields once, in standard time, and
   decides the rule from them; mktime decides it from the fields given) against the
   rule's type at t (__t64_tz_posix_find) and the fields of t plus its offset
   (gmtime_r), and mktime back, for rules of every form: 1800-2400 at
   a step that walks through the hours, and every 20 minutes of the 60 hours around a
   year's end (where t's UTC year and its local year differ) and of a DST change that
   crosses midnight. */
static void test_rule_fields(void)
{
	static const char *const rules[] = { "CET-1CEST,M3.5.0,M10.5.0/3", "NZST-12NZDT,M9.5.0,M4.1.0/3",
		"<-03>3<-02>,M3.5.0/-2,M10.5.0/-1", "AAA+4BBB+3,J60/-167,J300/167", "XXX2YYY,0/0,365/25",
		"IST-1GMT0,M10.5.0,M3.5.0/1", "WART4WARST,J1/0,J365/25", "EST5EDT,M3.2.0/-1:30,M11.1.0/26:15:30",
		"<+1030>-10:30<+11>-11,M10.1.0,M4.1.0", "AAA-24:59BBB+24:59,M1.1.0/-167,M12.5.6/167",
		"LHST-10:30LHDT-11,M10.1.0,M4.1.0", "XXX3YYY,J60/-2,J300/26" };
	static struct __t64_posixtz p;
	long n = 0, bad = 0;
	for (size_t r = 0; r < sizeof rules / sizeof *rules; r++) {
		set_tz(rules[r]);
		if (__t64_tz_parse_posix(rules[r], &p) < 0) {
			T_CHECK(0, "'%s' parses", rules[r]);
			continue;
		}
		for (long long y = 1800; y <= 2400; y++) {
			struct tm jan1 = { .tm_year = (int)y - 1900, .tm_mday = 1 };
			long long d = timegm(&jan1);    /* January 1 of year y, UTC */
			long long first = d - 30 * 3600, last = d + 30 * 3600, step = 1200;
			if (y % 7) first = d + 3607 * (y % 24), last = d + 365 * 86400LL, step = 12 * 86400 + 3607;
			for (long long t = first; t < last; t += step) {
				time_t tt = t, tl = 0;
				struct tm got, want;
				const struct __t64_ttinfo *ti = __t64_tz_posix_find(&p, t, 0);
				tl = t + ti->off;
				n++;
				if (!localtime_r(&tt, &got) || !gmtime_r(&tl, &want)) { bad++; continue; }
				int ok = got.tm_year == want.tm_year && got.tm_yday == want.tm_yday &&
				         got.tm_mon == want.tm_mon && got.tm_mday == want.tm_mday &&
				         got.tm_wday == want.tm_wday && got.tm_hour == want.tm_hour &&
				         got.tm_min == want.tm_min && got.tm_sec == want.tm_sec &&
				         got.tm_isdst == ti->isdst;
#ifdef __TM_GMTOFF
				ok = ok && got.__TM_GMTOFF == ti->off;
#endif
				/* mktime of those fields gives t back with their tm_isdst, and with -1
				   t or, in a repeated hour, the other instant of the same fields. */
				struct tm back = got, any = got, again;
				time_t r1 = mktime(&back);
				any.tm_isdst = -1;
				time_t r2 = mktime(&any);
				ok = ok && r1 == tt && back.tm_hour == got.tm_hour && back.tm_isdst == got.tm_isdst &&
				     localtime_r(&r2, &again) && again.tm_mday == got.tm_mday &&
				     again.tm_hour == got.tm_hour && again.tm_min == got.tm_min &&
				     again.tm_sec == got.tm_sec && any.tm_isdst == again.tm_isdst;
				if (!ok && bad++ < 5)
					T_CHECK(0, "'%s' t=%lld: localtime_r %d-%d %d:%d:%d isdst %d, rule says %d-%d %d:%d:%d isdst %d",
					        rules[r], t, got.tm_year, got.tm_yday, got.tm_hour, got.tm_min, got.tm_sec,
					        got.tm_isdst, want.tm_year, want.tm_yday, want.tm_hour, want.tm_min,
					        want.tm_sec, ti->isdst);
			}
		}
	}
	T_CHECK(bad == 0 && n > 100000, "localtime_r of 11 rules = the rule's type and gmtime_r of t + its offset, "
	        "and mktime gives t back (%ld instants, %ld differ)",
	        n, bad);
}

/* The abbreviations: a zone's names are its own, and those of the zone before it stay
   intact (threads may still read that one) while hundreds of zones pass through the
   names' pool (1 KB halves). Each round: "<Nxxxx>-1<Dxxxx>", then CET with a new
   daylight name "<Zxxxx>": CET, kept from an earlier zone, must not be written over
   when the new name fills the pool. */
static void put4(char *p, int i)
{
	for (int k = 3; k >= 0; k--, i /= 10) p[k] = (char)('0' + i % 10);
}

/* tm_zone is z, where struct tm has one (picolibc's may not: tzname is checked too). */
static int zone_is(const struct tm *tm, const char *z)
{
#ifdef __TM_ZONE
	return tm->__TM_ZONE && !strcmp(tm->__TM_ZONE, z);
#else
	(void)tm, (void)z;
	return 1;
#endif
}

static void test_names(void)
{
	char tz[2][40] = { "<N0000>-1<D0000>,M3.5.0,M10.5.0/3", "CET-1<Z0000>,M3.5.0,M10.5.0/3" };
	char want[2][2][6] = { { "N0000", "D0000" }, { "CET", "Z0000" } }, prev_want[2][6];
	const char *prev[2] = { 0, 0 };
	int wrong = 0;
	time_t jan = 1704110400, jul = 1719835200;      /* 2024-01-01 12:00, 2024-07-01 12:00 UTC */
	for (int i = 0; i < 600; i++) {
		put4(tz[0] + 2, i), put4(tz[0] + 11, i), put4(tz[1] + 7, i);
		put4(want[0][0] + 1, i), put4(want[0][1] + 1, i), put4(want[1][1] + 1, i);
		for (int z = 0; z < 2; z++) {
			set_tz(tz[z]);
			struct tm a, b;
			localtime_r(&jan, &a);
			localtime_r(&jul, &b);
			int w = strcmp(tzname[0], want[z][0]) || strcmp(tzname[1], want[z][1]) ||
			        !zone_is(&a, want[z][0]) || !zone_is(&b, want[z][1]);
#if T64_TZ_NAME_POOL
			/* With tm_zone (or threads) the names outlive their zone (tz.h). */
			w = w || (prev[0] && (strcmp(prev[0], prev_want[0]) || strcmp(prev[1], prev_want[1])));
#endif
			if (w && wrong++ < 3)
				T_CHECK(0, "zone '%s': tzname %s/%s, the previous zone's %s/%s", tz[z], tzname[0],
				        tzname[1], prev[0] ? prev[0] : "-", prev[1] ? prev[1] : "-");
			prev[0] = tzname[0], prev[1] = tzname[1];
			memcpy(prev_want, want[z], sizeof prev_want);
		}
	}
	T_EQ_LL(wrong, 0, T64_TZ_NAME_POOL ? "1200 zones: each one's names, and the previous one's kept"
	                                   : "1200 zones: each one's names");

	/* A TZif image whose types name more than 256 bytes of abbreviations is refused
	   (version 1, no transitions, n types named "Axxx" + 4 digits: 9 bytes each). */
	static unsigned char img[44 + 29 * 6 + 29 * 9];
	for (int n = 28; n <= 29; n++) {
		memset(img, 0, sizeof img);
		memcpy(img, "TZif", 4);
		img[39] = (unsigned char)n;                     /* typecnt */
		img[42] = (unsigned char)(n * 9 >> 8), img[43] = (unsigned char)(n * 9);   /* charcnt */
		for (int k = 0; k < n; k++) {
			img[44 + 6 * k + 5] = (unsigned char)(9 * k);   /* offset 0, std, name k */
			char *c = (char *)img + 44 + 6 * n + 9 * k;
			memcpy(c, "Axxx", 4), put4(c + 4, k);
		}
		int r = __t64_tzif_parse(img, 44 + 15 * (size_t)n, 0);
		T_CHECK(n == 28 ? r == 0 : r < 0, "a TZif image naming %d bytes of abbreviations is %s", n * 9,
		        n == 28 ? "read" : "refused");
	}

	/* The limits of this build (tz.h) at their edges: T64_TZ_MAX_TYPES types (all
	   named "AB", 3 bytes each) are read, one more is refused; a TZ value of
	   T64_TZ_MAX_KEY - 1 bytes is honoured, one of T64_TZ_MAX_KEY is UTC. */
	static unsigned char many[44 + (T64_TZ_MAX_TYPES + 1) * 6 + 3];
	for (int n = T64_TZ_MAX_TYPES; n <= T64_TZ_MAX_TYPES + 1; n++) {
		memset(many, 0, sizeof many);
		memcpy(many, "TZif", 4);
		many[39] = (unsigned char)n, many[43] = 3;       /* typecnt, charcnt */
		memcpy(many + 44 + 6 * n, "AB", 3);
		int r = __t64_tzif_parse(many, 44 + 6 * (size_t)n + 3, 0);
		T_CHECK(n == T64_TZ_MAX_TYPES ? r == 0 : r < 0, "a TZif image of %d types is %s (limit %d)", n,
		        n == T64_TZ_MAX_TYPES ? "read" : "refused", T64_TZ_MAX_TYPES);
	}
	static char key[T64_TZ_MAX_KEY + 1];
#ifdef TZNAME_MAX
	/* A libc stating TZNAME_MAX: a name of that many bytes is read, one byte more
	   makes the value invalid (UTC), the name quoted or not. */
	for (int len = TZNAME_MAX; len <= TZNAME_MAX + 1; len++)
		for (int quoted = 0; quoted < 2; quoted++) {
			memset(key, 'A', (size_t)len + 2);
			key[0] = quoted ? '<' : 'A', key[len + 1] = quoted ? '>' : 'A';
			memcpy(key + len + 2 * quoted, "-1", 3);
			set_tz(key);
			time_t t = 0;
			struct tm tm;
			localtime_r(&t, &tm);
			T_CHECK(tm.tm_hour == (len <= TZNAME_MAX), "TZ=%s, a name of %d bytes (TZNAME_MAX %d): %s",
			        key, len, TZNAME_MAX, len <= TZNAME_MAX ? "read" : "UTC");
		}
#endif
#if !defined TZNAME_MAX || TZNAME_MAX >= T64_TZ_MAX_KEY
	for (int len = T64_TZ_MAX_KEY - 1; len <= T64_TZ_MAX_KEY; len++) {
		memset(key, 'A', (size_t)len - 2);        /* a long std name, then "-1" */
		memcpy(key + len - 2, "-1", 3);
		set_tz(key);
		time_t t = 0;
		struct tm tm;
		localtime_r(&t, &tm);
		int honoured = len < T64_TZ_MAX_KEY;
		T_CHECK(tm.tm_hour == (honoured ? 1 : 0), "a TZ value of %d bytes is %s (limit %d)", len,
		        honoured ? "honoured" : "UTC", T64_TZ_MAX_KEY);
	}
#endif
}

int main(void)
{
	test_posix();
	test_local_year();
	test_rule_reference();
	test_rule_fields();
	test_limits();
	test_cache();
	test_cache_compare();
	test_cache_fresh();
	test_names();
	test_tzif();
	return t_done();
}
