/* A firmware that keeps its zone in TZ and never installs a TZif image: without
   t64_tzif_install the TZif parser is not linked, and size-optimised builds take the
   zone code made for zones without transitions (meson.build checks which was linked).
   Expected instants are from the rules by hand, checked with Python's calendar.timegm. */
#define _POSIX_C_SOURCE 200809L         /* picolibc's setenv */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "t.h"
#define timezone _timezone              /* picolibc's names */
#define daylight _daylight

static struct tm at(long long t)
{
	time_t tt = t;
	struct tm tm;
	memset(&tm, 0x5a, sizeof tm);
	T_CHECK(localtime_r(&tt, &tm) == &tm, "localtime_r(%lld)", t);
	return tm;
}

/* localtime_r(t) in TZ gives hh:mm:ss on day mday, tm_isdst isdst. */
static void local(const char *tz, long long t, int mday, int h, int m, int s, int isdst)
{
	struct tm tm = at(t);
	T_CHECK(tm.tm_mday == mday && tm.tm_hour == h && tm.tm_min == m && tm.tm_sec == s &&
		tm.tm_isdst == isdst,
		"TZ=%s: localtime_r(%lld) is day %d %02d:%02d:%02d isdst %d (got day %d %02d:%02d:%02d isdst %d)",
		tz, t, mday, h, m, s, isdst, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, tm.tm_isdst);
}

/* mktime of y-mon-mday h:mm with tm_isdst isdst gives t, and tm_isdst got. */
static void back(const char *tz, int y, int mon, int mday, int h, int mi, int isdst, long long t, int got)
{
	struct tm tm;
	memset(&tm, 0, sizeof tm);
	tm.tm_year = y - 1900, tm.tm_mon = mon - 1, tm.tm_mday = mday, tm.tm_hour = h, tm.tm_min = mi;
	tm.tm_isdst = isdst;
	long long r = mktime(&tm);
	T_CHECK(r == t && tm.tm_isdst == got, "TZ=%s: mktime(%d-%02d-%02d %02d:%02d isdst %d) is %lld isdst %d (got %lld isdst %d)",
		tz, y, mon, mday, h, mi, isdst, t, got, r, tm.tm_isdst);
}

static void names(const char *tz, const char *std, const char *dst, long tzone, int dl)
{
	setenv("TZ", tz, 1);
	tzset();
	T_CHECK(!strcmp(tzname[0], std) && !strcmp(tzname[1], dst) && timezone == tzone && daylight == dl,
		"TZ=%s: tzname %s/%s timezone %ld daylight %d (got %s/%s %ld %d)", tz, std, dst, tzone,
		dl, tzname[0], tzname[1], (long)timezone, daylight);
}

int main(void)
{
	const char *cet = "CET-1CEST,M3.5.0,M10.5.0/3";
	names(cet, "CET", "CEST", -3600, 1);
	/* 2024: DST from the last Sunday of March (the 31st), 01:00Z, to the last of
	   October (the 27th), 01:00Z. */
	local(cet, 1711846799, 31, 1, 59, 59, 0);
	local(cet, 1711846800, 31, 3, 0, 0, 1);
	local(cet, 1729990799, 27, 2, 59, 59, 1);
	local(cet, 1729990800, 27, 2, 0, 0, 0);
	back(cet, 2024, 7, 1, 12, 0, -1, 1719828000, 1);
	back(cet, 2024, 10, 27, 2, 30, 0, 1729992600, 0);     /* the repeated hour, */
	back(cet, 2024, 10, 27, 2, 30, 1, 1729989000, 1);     /* both readings */

	/* A rule left out is the US one: 2024-03-10 and 2024-11-03 at 02:00 local. */
	names("EST5EDT", "EST", "EDT", 18000, 1);
	local("EST5EDT", 1710053999, 10, 1, 59, 59, 0);
	local("EST5EDT", 1710054000, 10, 3, 0, 0, 1);
	local("EST5EDT", 1730613599, 3, 1, 59, 59, 1);
	local("EST5EDT", 1730613600, 3, 1, 0, 0, 0);

	/* No DST, a quoted name, a half-hour offset. */
	names("<+0530>-5:30", "+0530", "+0530", -19800, 0);
	local("<+0530>-5:30", 0, 1, 5, 30, 0, 0);
	back("<+0530>-5:30", 1970, 1, 1, 5, 30, -1, 0, 0);

	/* A valid standard time whose rest is not valid: standard time alone. */
	names("EST5EDT,M13.1.0", "EST", "EST", 18000, 0);
	local("EST5EDT,M13.1.0", 1719828000, 1, 5, 0, 0, 0);

	/* No TZ: UTC. */
	unsetenv("TZ");
	tzset();
	local("(unset)", 1719828000, 1, 10, 0, 0, 0);
	return t_done();
}
