/* strftime's %z, %Z and %s on bare metal, where picolibc's struct tm has neither
   tm_gmtoff nor tm_zone: they come from the zone in effect and tm_isdst, as picolibc's
   and newlib's do (%Z: tzname[tm_isdst > 0], nothing when tm_isdst < 0; %z: the offset
   of standard or daylight time; %s: mktime of a copy, as glibc's). */
#define _POSIX_C_SOURCE 200809L         /* picolibc's setenv */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <t64/tz.h>
#include "t.h"
#include "../unit/tzif_berlin.h"

static char out[128];

static const char *f(const char *format, const struct tm *tm)
{
	memset(out, 0, sizeof out);
	size_t n = strftime(out, sizeof out, format, tm);
	return n == strlen(out) ? out : "(length mismatch)";
}

static struct tm local(long long t)
{
	time_t tt = t;
	struct tm tm;
	memset(&tm, 0, sizeof tm);
	localtime_r(&tt, &tm);
	return tm;
}

#define LOCAL(tz, t, format, want) do { \
	setenv("TZ", tz, 1); \
	tzset(); \
	struct tm tm_ = local(t); \
	T_EQ_STR(f(format, &tm_), want, "TZ=" tz ": strftime " format " of localtime_r(" #t ")"); \
} while (0)

static void zones(void)
{
	/* 2008-12-30T14:53:47Z and 2008-07-02T12:00:00Z */
	LOCAL("EST5EDT", 1230648827, "%F %T %z %Z %s", "2008-12-30 09:53:47 -0500 EST 1230648827");
	LOCAL("EST5EDT", 1215000000, "%F %T %z %Z %s", "2008-07-02 08:00:00 -0400 EDT 1215000000");
	LOCAL("CET-1CEST,M3.5.0,M10.5.0/3", 1230648827, "%T %z %Z %s", "15:53:47 +0100 CET 1230648827");
	LOCAL("CET-1CEST,M3.5.0,M10.5.0/3", 1215000000, "%T %z %Z %s", "14:00:00 +0200 CEST 1215000000");
	/* Offsets with minutes, west and east. */
	LOCAL("NST3:30NDT,M3.2.0,M11.1.0", 1230648827, "%T %z %Z", "11:23:47 -0330 NST");
	LOCAL("NST3:30NDT,M3.2.0,M11.1.0", 1215000000, "%T %z %Z", "09:30:00 -0230 NDT");
	LOCAL("<+0530>-5:30", 1230648827, "%T %z %Z %s", "20:23:47 +0530 +0530 1230648827");
	/* The general path's flags and widths. */
	LOCAL("EST5EDT", 1230648827, "%6z|%_6z|%-z|%#Z|%^Z|%5Z", "     -000500|     -   500|-500|est|EST|  EST");
	LOCAL("UTC0", 1230648827, "%z %Z %s", "+0000 UTC 1230648827");
}

/* The fields with a tm_isdst not the zone's at that time, or -1. */
static void isdst(void)
{
	setenv("TZ", "EST5EDT", 1);
	tzset();
	struct tm tm = local(1230648827);             /* 2008-12-30 09:53:47 EST */
	tm.tm_isdst = -1;
	T_EQ_STR(f("[%z][%Z] %s", &tm), "[][] 1230648827", "strftime with tm_isdst -1: no %z, no %Z, %s as mktime");
	tm.tm_isdst = 1;
	T_EQ_STR(f("%z %Z %s", &tm), "-0400 EDT 1230645227",
	         "strftime of a winter date with tm_isdst 1: read as EDT");
	tm = local(1215000000);                       /* 2008-07-02 08:00:00 EDT */
	tm.tm_isdst = 0;
	T_EQ_STR(f("%z %Z %s", &tm), "-0500 EST 1215003600",
	         "strftime of a summer date with tm_isdst 0: read as EST");
	tm.tm_isdst = 5;
	T_EQ_STR(f("%z %Z", &tm), "-0400 EDT", "strftime with tm_isdst 5: daylight time");
}

/* A struct tm from gmtime_r is local time to strftime, as to picolibc's: it prints UTC
   only in a UTC zone. TZ is read again without a tzset, as POSIX asks. */
static void gmtime_fields(void)
{
	time_t t = 1230648827;
	struct tm tm;
	gmtime_r(&t, &tm);
	setenv("TZ", "GMT0", 1);
	T_EQ_STR(f("%z %Z %s", &tm), "+0000 GMT 1230648827", "strftime of gmtime_r's fields, TZ=GMT0 without tzset");
	setenv("TZ", "EST5", 1);
	T_EQ_STR(f("%z %Z %s", &tm), "-0500 EST 1230666827",
	         "strftime of gmtime_r's fields, TZ=EST5 without tzset: local time");
}

/* At the end of the range: mktime inverts localtime_r up to the last second of year
   INT_MAX + 1900 west of UTC, past the last UTC second of that year. Fields whose year
   does not fit int even in UTC are no instant: %s and %z do not fit (0 and mktime's
   EOVERFLOW, as on Linux when tm_gmtoff puts %s past time_t); %Z is the name. */
static void edges(void)
{
	setenv("TZ", "EST5", 1);
	tzset();
	struct tm tm = { .tm_year = INT_MAX, .tm_mon = 11, .tm_mday = 31, .tm_hour = 23, .tm_min = 59,
	                 .tm_sec = 59, .tm_wday = 3, .tm_yday = 364 };
	T_EQ_STR(f("%s %z %Z", &tm), "67768036191694799 -0500 EST",
	         "strftime %s %z %Z of the last second of year INT_MAX in EST5");
	setenv("TZ", "CET-1", 1);
	T_EQ_STR(f("%s %z %Z", &tm), "67768036191673199 +0100 CET",
	         "strftime %s %z %Z of the last second of year INT_MAX in CET-1");
	tm.tm_mon = 12;                 /* January of year INT_MAX + 1 */
	errno = 0;
	T_CHECK(strftime(out, sizeof out, "%s", &tm) == 0 && errno == EOVERFLOW,
	        "EP-strftime: %%s of fields in year INT_MAX + 1 (no instant): 0, EOVERFLOW");
	errno = 0;
	T_CHECK(strftime(out, sizeof out, "%z", &tm) == 0 && errno == EOVERFLOW,
	        "EP-strftime: %%z of them: 0, EOVERFLOW");
	T_EQ_STR(f("%Z", &tm), "CET", "strftime %Z of them: the zone's name");
}

/* A TZif zone: the offset mktime finds is that of the time, not only the latest one:
   local mean time in 1850, Berlin's +03 of 1947, CEST in 2024. */
static void tzif(void)
{
	unsetenv("TZ");
	T_CHECK(t64_tzif_install(tzif_berlin, sizeof tzif_berlin) == 0, "Europe/Berlin installed");
	tzset();
	struct tm tm = local(-3786825600LL);          /* 1850-01-01T00:00:00Z */
	T_EQ_STR(f("%T %z %s", &tm), "00:53:28 +0053 -3786825600", "TZif Berlin: %z and %s of 1850 (LMT)");
	tm = local(-712454400LL);                     /* 1947-06-01T00:00:00Z */
	T_EQ_STR(f("%T %z %s", &tm), "03:00:00 +0300 -712454400", "TZif Berlin: %z and %s in 1947 (+03)");
	tm = local(1719835200LL);                     /* 2024-07-01T12:00:00Z */
	T_EQ_STR(f("%T %z %Z %s", &tm), "14:00:00 +0200 CEST 1719835200", "TZif Berlin: CEST in 2024");
	t64_tzif_install(0, 0);
}

int main(void)
{
	zones();
	isdst();
	gmtime_fields();
	edges();
	tzif();
	return t_done();
}
