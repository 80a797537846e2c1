/* strftime, strptime and asctime_r against expectations written by hand from C23,
   POSIX.1-2024 and glibc 2.36's documented behaviour (never from t64's own output).
   "strftime transcript" prints every conversion and flag over fixed struct tm values
   instead: test/run-all compares each target's transcript with x86_64-linux's. */
#ifdef T64_BAREMETAL
#define _POSIX_C_SOURCE 200809L         /* picolibc's setenv */
#endif
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "t.h"

/* picolibc declares strftime with a format attribute: the odd formats here are meant. */
#pragma GCC diagnostic ignored "-Wformat"
#pragma GCC diagnostic ignored "-Wformat-zero-length"

static char out[512];
static void put_tz(const char *tz);

static const char *f(const char *format, const struct tm *tm)
{
	memset(out, 0, sizeof out);
	size_t n = strftime(out, sizeof out, format, tm);
	return n == strlen(out) ? out : "(length mismatch)";
}

#define F(format, tm, want) T_EQ_STR(f(format, tm), want, "strftime " format)

/* 1973-09-16T01:03:52Z, a Sunday: C's example for asctime. */
static struct tm sep16(void)
{
	time_t t = 116989432;
	struct tm tm;
	gmtime_r(&t, &tm);
	return tm;
}

static struct tm date(long long year, int mon, int mday, int hour)
{
	struct tm tm = { .tm_year = (int)(year - 1900), .tm_mon = mon - 1, .tm_mday = mday,
	                 .tm_hour = hour };
	timegm(&tm);
	return tm;
}

static void conversions(void)
{
	struct tm tm = sep16();
	F("%a %A %b %B %h", &tm, "Sun Sunday Sep September Sep");
	F("%c", &tm, "Sun Sep 16 01:03:52 1973");
	F("%C %d %D %e %F", &tm, "19 16 09/16/73 16 1973-09-16");
	F("%g %G %H %I %j %m %M", &tm, "73 1973 01 01 259 09 03");
	F("%n%t%%", &tm, "\n\t%");
	F("%p %r %R %s %S %T", &tm, "AM 01:03:52 AM 01:03 116989432 52 01:03:52");
	F("%u %U %V %w %W", &tm, "7 37 37 0 37");
	F("%x %X %y %Y", &tm, "09/16/73 01:03:52 73 1973");
	F("%k|%l|%P", &tm, " 1| 1|am");
#ifdef __TM_GMTOFF
	F("%z %Z", &tm, "+0000 GMT");
	tm.tm_gmtoff = -(9 * 3600 + 30 * 60);
	tm.tm_zone = "MART";
	F("%z %Z %s", &tm, "-0930 MART 117023632");
	tm.tm_gmtoff = 5 * 3600 + 45 * 60;
	F("%z", &tm, "+0545");
	tm.tm_isdst = -1;
	F("[%z]", &tm, "[]");          /* no zone known: nothing, as glibc */
	tm.tm_isdst = 0;
	tm.tm_zone = 0;
	F("[%Z]", &tm, "[]");
#else
	/* A bare-metal struct tm has no zone fields: the zone's (TZ=UTC0, set by main). */
	F("%z %Z", &tm, "+0000 UTC");
#endif
	tm = sep16();
	/* E and O change nothing in the C locale; where glibc rejects one the conversion
	   is printed as it stands. */
	F("%Ec|%EC|%Ex|%EX|%Ey|%EY", &tm, "Sun Sep 16 01:03:52 1973|19|09/16/73|01:03:52|73|1973");
	F("%Od|%Oe|%OH|%OI|%Om|%OM|%OS|%Ou|%OU|%OV|%Ow|%OW|%Oy", &tm,
	  "16|16|01|01|09|03|52|7|37|37|0|37|73");
	F("%Ea|%OY|%Oc|%EQ|%Q|%", &tm, "%Ea|%OY|%Oc|%EQ|%Q|%");

	tm = date(1999, 12, 31, 23);
	tm.tm_min = 59;
	F("%a %p %I %l", &tm, "Fri PM 11 11");
	tm = date(2000, 1, 1, 0);
	F("%I %l %p", &tm, "12 12 AM");
	tm = date(2000, 1, 1, 12);
	F("%I %p %r", &tm, "12 PM 12:00:00 PM");
	tm = date(2000, 2, 29, 0);
	F("%j %U %W %V %G %g %u", &tm, "060 09 09 09 2000 00 2");

	/* ISO 8601 weeks at the turn of the year. */
	tm = date(2005, 1, 1, 0);                 /* a Saturday: week 53 of 2004 */
	F("%G-W%V-%u %g %U %W", &tm, "2004-W53-6 04 00 00");
	tm = date(2008, 12, 29, 0);               /* a Monday: week 1 of 2009 */
	F("%G-W%V-%u", &tm, "2009-W01-1");
	tm = date(2010, 1, 3, 0);                 /* a Sunday: week 53 of 2009 */
	F("%G-W%V-%u %U %W", &tm, "2009-W53-7 01 00");
	tm = date(2024, 12, 30, 0);
	F("%G %V %j", &tm, "2025 01 365");
}

static void flags(void)
{
	struct tm tm = sep16();
	F("%-d|%_d|%0e|%-e|%3d|%_3d|%-3d|%03e", &tm, "16|16|16|16|016| 16| 16|016");
	F("%-H|%_H|%-M|%_M|%-j|%_j|%5j", &tm, "1| 1|3| 3|259|259|00259");
	F("%-m|%_m|%-y|%_5y|%-I", &tm, "9| 9|73|   73|1");
	F("%^a|%^A|%#a|%^b|%#B|%^h", &tm, "SUN|SUNDAY|SUN|SEP|SEPTEMBER|SEP");
	F("%^p|%#p|%P|%^P|%#P", &tm, "AM|am|am|am|am");
	F("%10A|%-10A|%_10A|%010A|%2A", &tm, "    Sunday|    Sunday|    Sunday|0000Sunday|Sunday");
	F("%^c|%30c|%030c", &tm, "SUN SEP 16 01:03:52 1973|      Sun Sep 16 01:03:52 1973|"
	  "000000Sun Sep 16 01:03:52 1973");
	F("%12T|%^r|%5%|%3n|", &tm, "    01:03:52|01:03:52 AM|    %|  \n|");
	F("%_12s|%-12s|%012s|%12s", &tm, "   116989432|   116989432|000116989432|   116989432");
	F("%6Y|%_6Y|%-6Y|%06G|%3C|%_3C|%-C", &tm, "001973|  1973|  1973|001973|019| 19|19");
	F("%0_5d|%_05d|%-_5d", &tm, "   16|00016|   16");  /* the last flag counts */
	F("%5Q|%-5Q|%05Q", &tm, "  %5Q| %-5Q|0%05Q");
#ifdef __TM_GMTOFF
	tm.tm_gmtoff = -(5 * 3600 + 30 * 60);
	tm.tm_zone = "Abc";
	/* glibc applies the width to the sign and again to the digits */
	F("%5z|%_5z|%-z|%010z|%#Z|%^Z|%5Z", &tm,
	  "    -00530|    -  530|-530|000000000-0000000530|abc|ABC|  Abc");
#endif

	/* POSIX.1-2024 '+': zeros, and a '+' for years past 9999 or fields wider than 4
	   (2 for %C). */
	F("%+Y|%+4Y|%+5Y|%+6Y|%+C|%+3C|%+4G", &tm, "1973|1973|+1973|+01973|19|+19|1973");
	tm = date(270, 6, 1, 0);
	F("%+5Y|%+4Y|%+Y|%Y|%04Y|%F", &tm, "+0270|0270|0270|270|0270|0270-06-01");
	tm = date(12345, 6, 1, 0);
	F("%+4Y|%+Y|%Y|%+C|%C|%F|%+12F|%12F", &tm,
	  "+12345|+12345|12345|+123|123|+12345-06-01|+12345-06-01|012345-06-01");
	tm = date(-1, 6, 1, 0);
	F("%+Y|%Y|%05Y|%_5Y|%C|%F", &tm, "-001|-1|-0001|   -1|-1|-001-06-01");
	/* %F with a width: the year gets the width less 6, with the flag given. */
	tm = date(1973, 9, 16, 0);
	F("%12F|%_12F|%-12F|%+13F|%5F|%+F", &tm,
	  "001973-09-16|  1973-09-16|  1973-09-16|+001973-09-16|1973-09-16|1973-09-16");
	F("%+d|%+3d|%+e", &tm, "16|016|16");     /* elsewhere '+' pads with zeros */

	/* An explicit width is the minimum field width of %C %G %Y (POSIX.1-2024): it
	   replaces %C's two digits, with any flag (glibc and musl print "0" too). */
	tm = date(0, 1, 5, 3);
	F("%1C|%01C|%_1C|%-1C|%^1C|%+1C|%2C|%_2C|%3C", &tm, "0|0|0|0|0|0|00| 0|000");
	F("%C|%0C|%00C|%_C|%EC", &tm, "00|00|00| 0|00");  /* no width ("00" is a flag twice): two digits (C23) */
	F("%1Y|%01Y|%_1Y|%1G|%01G|%_2G|%02Y", &tm, "0|0|0|0|0| 0|00");
	tm = date(999, 6, 1, 0);
	F("%1C|%01C|%_1C|%C", &tm, "9|9|9|09");
	tm = date(-50, 6, 1, 0);
	F("%1C|%01C|%C|%3C|%_3C", &tm, "-1|-1|-1|-01| -1");
	/* Elsewhere a width narrower than the conversion's digits leaves them (glibc). */
	tm = date(0, 1, 5, 3);
	F("%1d|%01d|%_1d|%1j|%01j|%1y|%01y|%1g|%01g|%1H|%01k|%1e|%01e", &tm,
	  "05|05| 5|005|005|00|00|00|00|03|03| 5|05");
}

static void extremes(void)
{
	/* The last and first representable years, printed exactly. */
	struct tm tm = { .tm_year = INT_MAX, .tm_mon = 11, .tm_mday = 31, .tm_hour = 23,
	                 .tm_min = 59, .tm_sec = 59, .tm_wday = 3, .tm_yday = 364 };
	F("%Y|%C|%y|%F|%+Y", &tm, "2147485547|21474855|47|+2147485547-12-31|+2147485547");
	F("%c", &tm, "Wed Dec 31 23:59:59 2147485547");
	F("%G %g %V", &tm, "2147485548 48 01");
	F("%s", &tm, "67768036191676799");
	tm = (struct tm){ .tm_year = INT_MIN, .tm_mday = 1, .tm_wday = 4 };
	F("%Y|%C|%y|%F|%G", &tm, "-2147481748|-21474818|52|-2147481748-01-01|-2147481748");
	F("%s", &tm, "-67768040609740800");
	/* Fields out of range: numbers as they are, names as "?" (glibc). */
	tm = (struct tm){ .tm_sec = INT_MAX, .tm_min = INT_MIN, .tm_hour = -5, .tm_mday = INT_MIN,
	                  .tm_mon = 12, .tm_year = 0, .tm_wday = -1, .tm_yday = INT_MAX };
	F("%S|%M|%H|%d|%a|%A|%b|%B", &tm, "2147483647|-2147483648|-5|-2147483648|?|?|?|?");
	F("%I|%p|%m|%j", &tm, "-5|AM|13|2147483648");
	F("%e|%5d|%_5H|%-5M", &tm, "-2147483648|-2147483648|   -5|-2147483648");
	tm.tm_hour = 25;
	F("%I|%l|%p", &tm, "13|13|PM");
	F("%Y%m", &tm, "190013");
	/* Huge widths fail cleanly. */
	tm = sep16();
	T_EQ_LL(strftime(out, sizeof out, "%2147483647d", &tm), 0, "EP-strftime: a width of INT_MAX does not fit");
	T_EQ_LL(strftime(out, sizeof out, "%99999999999999Y", &tm), 0, "a width past INT_MAX does not fit");
#ifdef __TM_GMTOFF
	/* %s is the fields as UTC less tm_gmtoff: the last second of year INT_MAX less
	   LONG_MIN is past time_t where long has 64 bits (where it has 32, no offset can
	   get there): 0, and no number. */
	if (sizeof(long) == 8) {
		tm = (struct tm){ .tm_year = INT_MAX, .tm_mon = 11, .tm_mday = 31, .tm_hour = 23, .tm_min = 59,
		                  .tm_sec = 59 };
		F("%s", &tm, "67768036191676799");
		tm.__TM_GMTOFF = LONG_MIN;
		T_EQ_LL(strftime(out, sizeof out, "%s", &tm), 0, "EP-strftime: %s past time_t (tm_gmtoff LONG_MIN): 0");
		tm.__TM_GMTOFF = -1;
		T_EQ_LL(strftime(out, sizeof out, "%s", &tm), 17, "%s of that second less tm_gmtoff -1 still fits");
	}
#endif
}

static void truncation(void)
{
	struct tm tm = sep16();
	/* "1973-09-16T01:03:52" is 19 bytes: it needs 20 with the null. */
	char b[40];
	for (size_t max = 0; max <= 20; max++) {
		memset(b, '#', sizeof b);
		size_t n = strftime(b + 8, max, "%Y-%m-%dT%H:%M:%S", &tm);
		int guard = 1;
		for (size_t i = 0; i < 8; i++) guard &= b[i] == '#';
		for (size_t i = 8 + max; i < sizeof b; i++) guard &= b[i] == '#';
		if (max < 20)
			T_CHECK(n == 0 && guard, "EP-strftime: strftime with maxsize %d: 0, nothing written outside", (int)max);
		else
			T_CHECK(n == 19 && guard && !strcmp(b + 8, "1973-09-16T01:03:52"),
			        "strftime with maxsize 20: the whole result");
	}
	memset(b, '#', sizeof b);
	T_CHECK(strftime(b, 5, "%30c", &tm) == 0 && b[5] == '#', "EP-strftime: a padded subformat that does not fit: 0");
	T_CHECK(strftime(b, 1, "", &tm) == 0 && b[0] == 0, "an empty format: 0 and a null");
}

static const char *p(const char *s, const char *format, struct tm *tm)
{
	memset(tm, 0, sizeof *tm);
	return strptime(s, format, tm);
}

static void parsing(void)
{
	struct tm tm;
	const char *s = "1973-09-16T01:03:52+0000";
	T_CHECK(p(s, "%Y-%m-%dT%H:%M:%S%z", &tm) == s + 24 && tm.tm_year == 73 && tm.tm_mon == 8 &&
	        tm.tm_mday == 16 && tm.tm_hour == 1 && tm.tm_min == 3 && tm.tm_sec == 52 &&
	        tm.tm_wday == 0 && tm.tm_yday == 258, "strptime of the ISO form, weekday and yday derived");
#ifdef __TM_GMTOFF
	static const struct { const char *in; long off; } z[] = {
		{ "+05", 18000 }, { "-0530", -19800 }, { "+05:30", 19800 }, { "Z", 0 },
		{ "-12:45", -45900 }, { " +1400", 50400 },
	};
	for (size_t i = 0; i < sizeof z / sizeof *z; i++) {
		memset(&tm, 0, sizeof tm);
		tm.tm_gmtoff = 1;
		const char *r = strptime(z[i].in, "%z", &tm);
		T_CHECK(r && !*r && tm.tm_gmtoff == z[i].off, "strptime %%z '%s' = %ld", z[i].in, z[i].off);
	}
#endif
	T_CHECK(!p("+0560", "%z", &tm) && !p("+5", "%z", &tm) && !p("0100", "%z", &tm),
	        "strptime %%z: minutes past 59, one digit, no sign: NULL");
	T_CHECK(p("4294967296", "%s", &tm) && tm.tm_year == 206 && tm.tm_mon == 1 && tm.tm_mday == 7 &&
	        tm.tm_hour == 6 && tm.tm_min == 28 && tm.tm_sec == 16, "strptime %%s past 2106");
	T_CHECK(p("-1", "%s", &tm) && tm.tm_year == 69 && tm.tm_yday == 364 && tm.tm_sec == 59,
	        "strptime %%s of -1");
	T_CHECK(p("67768036191676799", "%s", &tm) && tm.tm_year == INT_MAX && !p("67768036191676800", "%s", &tm) &&
	        !p("99999999999999999999", "%s", &tm), "strptime %%s: the last representable second, then NULL");
	T_CHECK(p("+12345-06-01", "%F", &tm) && tm.tm_year == 12345 - 1900 && tm.tm_mon == 5 &&
	        tm.tm_mday == 1 && tm.tm_wday == 5, "strptime %%F of a year past 9999 (+12345-06-01, a Friday)");
	T_CHECK(p("-0001-01-01", "%F", &tm) && tm.tm_year == -1901 && tm.tm_wday == 5,
	        "strptime %%F of year -1 (a Friday)");
	T_CHECK(p("+2147485547-12-31", "%F", &tm) && tm.tm_year == INT_MAX && tm.tm_yday == 364 &&
	        tm.tm_wday == 3 && !p("+2147485548-01-01", "%F", &tm), "strptime of the last representable year");
	T_CHECK(p("20240229", "%Y%m%d", &tm) && tm.tm_year == 124 && tm.tm_mon == 1 && tm.tm_mday == 29,
	        "strptime %%Y%%m%%d: 4 digits without a sign");
	T_CHECK(p("123456", "%6Y", &tm) && tm.tm_year == 123456 - 1900, "strptime %%6Y");
	T_CHECK(p("2024 060", "%Y %j", &tm) && tm.tm_mon == 1 && tm.tm_mday == 29 && tm.tm_wday == 4,
	        "strptime %%Y %%j: month and day from the day of the year");
	T_CHECK(p("2024 09 Thu", "%Y %U %a", &tm) && tm.tm_mon == 2 && tm.tm_mday == 7 && tm.tm_yday == 66,
	        "strptime %%Y %%U %%a (week 9 from Sunday: 2024-03-07)");
	T_CHECK(p("2024 09 Thu", "%Y %W %a", &tm) && tm.tm_mon == 1 && tm.tm_mday == 29,
	        "strptime %%Y %%W %%a (week 9 from Monday: 2024-02-29)");
	T_CHECK(p("2020-W53-5", "%G-W%V-%u", &tm) && tm.tm_year == 121 && tm.tm_mon == 0 && tm.tm_mday == 1 &&
	        tm.tm_wday == 5, "strptime %%G-W%%V-%%u: 2020-W53-5 is 2021-01-01");
	T_CHECK(p("2009-W01", "%G-W%V", &tm) && tm.tm_year == 108 && tm.tm_mon == 11 && tm.tm_mday == 29,
	        "strptime %%G-W%%V without a weekday: its Monday (2008-12-29)");
	T_CHECK(p("2024", "%C%y", &tm) && tm.tm_year == 124, "strptime %%C%%y");
	T_CHECK(p("68", "%y", &tm) && tm.tm_year == 168 && p("69", "%y", &tm) && tm.tm_year == 69,
	        "strptime %%y: 69-99 are 19xx, 00-68 20xx (POSIX)");
	T_CHECK(p("20", "%C", &tm) && tm.tm_year == 100, "strptime %%C alone: the century's first year");
	T_CHECK(p("Thu Feb 29 12:00:00 2024", "%c", &tm) && tm.tm_year == 124 && tm.tm_yday == 59 &&
	        tm.tm_hour == 12, "strptime %%c");
	T_CHECK(p("01:02:03 PM", "%r", &tm) && tm.tm_hour == 13 && p("12 am", "%I %p", &tm) && tm.tm_hour == 0,
	        "strptime %%r and %%I %%p");
	T_CHECK(p("wednesday FEBRUARY 7", "%a %b %d", &tm) && tm.tm_wday == 3 && tm.tm_mon == 1,
	        "strptime names in any case, full or abbreviated");
	T_CHECK(!p("62", "%S", &tm) && p("61", "%S", &tm) && !p("24", "%H", &tm) && !p("367", "%j", &tm) &&
	        !p("0", "%m", &tm), "strptime range checks");
	T_CHECK(p(" \t 7%", "%n%t%d%%", &tm) && tm.tm_mday == 7 && !p("x", "%Q", &tm),
	        "strptime white space, %%%%, an unknown conversion");
	/* More of a name than its abbreviation but not all of it: the abbreviation, the
	   rest left (glibc 2.36 too). */
	s = "Sept";
	T_CHECK(p(s, "%b", &tm) == s + 3 && tm.tm_mon == 8, "strptime %%b of 'Sept': 'Sep', 't' left");
	s = "Thur";
	T_CHECK(p(s, "%a", &tm) == s + 3 && tm.tm_wday == 4, "strptime %%a of 'Thur': 'Thu', 'r' left");
	s = "Septem";
	T_CHECK(p(s, "%B", &tm) == s + 3 && tm.tm_mon == 8, "strptime %%B of 'Septem': 'Sep', 'tem' left");
	s = "CEST 2024";
	T_CHECK(p(s, "%Z %Y", &tm) == s + 9 && tm.tm_year == 124, "strptime %%Z skips a zone name");

	/* Round trips through strftime. */
	static const long long ts[] = { 0, -1, 2147483647LL, 2147483648LL, 4294967296LL,
		-62167219200LL, 253402300800LL, 67768036191676799LL, -67768040609740800LL };
	for (size_t i = 0; i < sizeof ts / sizeof *ts; i++) {
		time_t t = ts[i];
		struct tm a, b;
		char buf[64];
		gmtime_r(&t, &a);
		int ok = 1;
		/* strftime's form, strptime's: a year past 9999 needs its sign (%F and
		   '+' print it); %c prints none, so it is left out there. */
		static const char *const forms[][2] = { { "%FT%T%z", "%Y-%m-%dT%H:%M:%S%z" },
			{ "%F %T", "%F %T" }, { "%s", "%s" }, { "%+G-W%V-%u %T", "%G-W%V-%u %T" },
			{ "%c", "%c" } };
		for (size_t k = 0; k < sizeof forms / sizeof *forms; k++) {
			if (k == 4 && a.tm_year > 9999 - 1900) break;
			size_t n = strftime(buf, sizeof buf, forms[k][0], &a);
			memset(&b, 0, sizeof b);
			const char *r = strptime(buf, forms[k][1], &b);
			ok &= n > 0 && r && !*r && b.tm_year == a.tm_year && b.tm_mon == a.tm_mon && b.tm_mday == a.tm_mday &&
			      b.tm_hour == a.tm_hour && b.tm_min == a.tm_min && b.tm_sec == a.tm_sec &&
			      b.tm_wday == a.tm_wday && b.tm_yday == a.tm_yday;
		}
		T_CHECK(ok, "strftime/strptime round trips (ISO, %%F %%T, %%s, ISO week, %%c) of %lld", ts[i]);
	}
}

/* strptime's ISO 8601 form read field by field (every field of a size build; in speed
   builds each input here that is no exact run of digits): every field of the result,
   those written before a failure too, and tm_isdst left as it was. The expectations
   are glibc 2.36's (its strptime gives each of them), but for year 0's weekday and the
   signed years, which it refuses (docs/formatting.md). */
static void iso_fields(void)
{
	static const struct {
		const char *what, *in;
		int end, year, mon, mday, hour, min, sec, wday, yday;
	} c[] = {
		{ "one-digit fields", "2024-1-5T3:4:5", 14, 124, 0, 5, 3, 4, 5, 5, 4 },
		{ "white space before each number", " 2024- 1-\t5T\n3:\v4:\f5", 20, 124, 0, 5, 3, 4, 5, 5, 4 },
		{ "white space after the last field, left", "2024-01-05T03:04:05\r", 19, 124, 0, 5, 3, 4, 5, 5, 4 },
		{ "white space before a separator", "2024-01-05 T03:04:05", -1, 124, 0, 5, 0, 0, 0, 0, 0 },
		{ "white space after a separator", "2024-01-05T\r03:04:05", 20, 124, 0, 5, 3, 4, 5, 5, 4 },
		{ "a third digit of the month", "2024-001-05T03:04:05", -1, 124, 0, 0, 0, 0, 0, 0, 0 },
		{ "a third digit of the second, left", "2024-1-05T03:04:055", 18, 124, 0, 5, 3, 4, 5, 5, 4 },
		{ "five digits of an unsigned year", "20245-01-01T00:00:00", -1, 124, 0, 0, 0, 0, 0, 0, 0 },
		{ "month 13", "2024-13-05T03:04:05", -1, 124, 0, 0, 0, 0, 0, 0, 0 },
		{ "month 0", "2024-00-01T00:00:00", -1, 124, 0, 0, 0, 0, 0, 0, 0 },
		{ "the last of each range", "2024-12-31T23:59:61", 19, 124, 11, 31, 23, 59, 61, 2, 365 },
		{ "day 32", "2024-12-32T00:00:00", -1, 124, 11, 0, 0, 0, 0, 0, 0 },
		{ "hour 24", "2024-01-01T24:00:00", -1, 124, 0, 1, 0, 0, 0, 0, 0 },
		{ "minute 60: 6, then '0' for ':'", "2024-01-01T00:60:00", -1, 124, 0, 1, 0, 6, 0, 0, 0 },
		{ "second 62", "2024-01-01T00:00:62", -1, 124, 0, 1, 0, 0, 0, 0, 0 },
		{ "the end in the day", "2024-01-0", -1, 124, 0, 0, 0, 0, 0, 0, 0 },
		{ "the end in the minute", "2024-01-05T03:0", -1, 124, 0, 5, 3, 0, 0, 0, 0 },
		{ "the end before the second", "2024-01-05T03:04:", -1, 124, 0, 5, 3, 4, 0, 0, 0 },
		{ "the end after a one-digit second", "2024-01-05T03:04:5", 18, 124, 0, 5, 3, 4, 5, 5, 4 },
		{ "the end after the year", "2024", -1, 124, 0, 0, 0, 0, 0, 0, 0 },
		{ "a letter after a month's 0", "2024-0x-05T03:04:05", -1, 124, 0, 0, 0, 0, 0, 0, 0 },
		{ "a letter for a separator", "2024-1x-05T03:04:05", -1, 124, 0, 0, 0, 0, 0, 0, 0 },
		{ "a letter after the second's 0, left", "2024-01-05T03:04:0x", 18, 124, 0, 5, 3, 4, 0, 5, 4 },
		{ "byte 0x01 is no white space", "2024-\0011-05T03:04:05", -1, 124, 0, 0, 0, 0, 0, 0, 0 },
		{ "byte 0x08 is no white space", "2024-\0101-05T03:04:05", -1, 124, 0, 0, 0, 0, 0, 0, 0 },
		{ "byte 0x0e is no white space", "2024-\0161-05T03:04:05", -1, 124, 0, 0, 0, 0, 0, 0, 0 },
		{ "byte 0x1f is no white space", "2024-\0371-05T03:04:05", -1, 124, 0, 0, 0, 0, 0, 0, 0 },
		{ "byte 0x21 is no white space", "2024-!1-05T03:04:05", -1, 124, 0, 0, 0, 0, 0, 0, 0 },
		{ "byte 0x7f is no white space", "2024-\1771-05T03:04:05", -1, 124, 0, 0, 0, 0, 0, 0, 0 },
		{ "byte 0xa0 is no white space", "2024-\2401-05T03:04:05", -1, 124, 0, 0, 0, 0, 0, 0, 0 },
		{ "a sign of the month", "2024-+1-05T03:04:05", -1, 124, 0, 0, 0, 0, 0, 0, 0 },
		/* A Tuesday, as 2000-02-29 (glibc 2.36: 3, its weekday of a year before 1). */
		{ "February 29 of year 0", "0000-02-29T00:00:00", 19, -1900, 1, 29, 0, 0, 0, 2, 59 },
		{ "February 29 of 2023: its weekday March 1's", "2023-02-29T00:00:00", 19, 123, 1, 29, 0, 0, 0, 3, 59 },
		{ "February 30 of 2024", "2024-02-30T00:00:00", 19, 124, 1, 30, 0, 0, 0, 5, 60 },
		{ "year 1, one digit each", "1-1-1T0:0:0", 11, -1899, 0, 1, 0, 0, 0, 1, 0 },
		/* t64's: a sign, then any number of digits (POSIX.1-2024). */
		{ "a '+' before the year", "+2024-01-05T03:04:05", 20, 124, 0, 5, 3, 4, 5, 5, 4 },
		{ "white space and a '+' before a year of 5 digits", " +20245-01-01T00:00:00", 22, 18345, 0, 1, 0, 0, 0, 3, 0 },
		{ "year -1", "-1-12-31T23:59:59", 17, -1901, 11, 31, 23, 59, 59, 5, 364 },
		{ "a sign alone", "+-01-05T03:04:05", -1, 0, 0, 0, 0, 0, 0, 0, 0 },
	};
	for (size_t i = 0; i < sizeof c / sizeof *c; i++) {
		struct tm tm;
		memset(&tm, 0, sizeof tm);
		tm.tm_isdst = 77;
		const char *r = strptime(c[i].in, "%Y-%m-%dT%H:%M:%S", &tm);
		T_CHECK((r ? r - c[i].in : -1) == c[i].end && tm.tm_year == c[i].year && tm.tm_mon == c[i].mon &&
		        tm.tm_mday == c[i].mday && tm.tm_hour == c[i].hour && tm.tm_min == c[i].min &&
		        tm.tm_sec == c[i].sec && tm.tm_wday == c[i].wday && tm.tm_yday == c[i].yday &&
		        tm.tm_isdst == 77, "strptime ISO form: %s", c[i].what);
	}
	struct tm tm;
	T_CHECK(p("2024 \t\n\v\f\r07", "%Y %m", &tm) && tm.tm_mon == 6 && !p("2024\03707", "%Y %m", &tm) &&
	        !p("2024 \03707", "%Y %m", &tm), "strptime: white space in the format matches any of it, no other byte");
}

static void asctime_edges(void)
{
	struct tm tm = sep16();
	char b[40];
	memset(b, '#', sizeof b);
	T_EQ_STR(asctime_r(&tm, b), "Sun Sep 16 01:03:52 1973\n", "asctime_r: C's example");
	T_CHECK(b[25] == 0 && b[26] == '#', "asctime_r writes 26 bytes");
	T_EQ_STR(asctime(&tm), "Sun Sep 16 01:03:52 1973\n", "asctime");
	tm = date(9999, 12, 31, 23);
	T_EQ_STR(asctime_r(&tm, b), "Fri Dec 31 23:00:00 9999\n", "asctime_r of year 9999");
	tm = date(-999, 1, 1, 0);
	T_EQ_STR(asctime_r(&tm, b), "Thu Jan  1 00:00:00 -999\n", "asctime_r of year -999 (25 bytes)");
	tm = date(5, 1, 1, 0);
	T_EQ_STR(asctime_r(&tm, b), "Sat Jan  1 00:00:00 5\n", "asctime_r of year 5 (C's %d)");
	tm.tm_wday = 7;
	tm.tm_mon = -1;
	T_EQ_STR(asctime_r(&tm, b), "??? ???  1 00:00:00 5\n", "asctime_r: names out of range");
	tm = date(10000, 1, 1, 0);
	memset(b, '#', sizeof b);
	errno = 0;
	T_CHECK(!asctime_r(&tm, b) && errno == EOVERFLOW && b[0] == '#', "EP-calendar: asctime_r of year 10000: EOVERFLOW, buffer untouched");
	tm = date(-1000, 1, 1, 0);
	errno = 0;
	T_CHECK(!asctime_r(&tm, b) && errno == EOVERFLOW, "asctime_r of year -1000: EOVERFLOW");
	tm = (struct tm){ .tm_year = INT_MAX, .tm_mday = 1 };
	errno = 0;
	T_CHECK(!asctime_r(&tm, b) && errno == EOVERFLOW, "asctime_r of tm_year INT_MAX: EOVERFLOW");
	tm = sep16();
	tm.tm_mday = 100;
	T_EQ_STR(asctime_r(&tm, b), "Sun Sep100 01:03:52 1973\n", "asctime_r with a 3-digit day (25 bytes)");
	tm.tm_mday = 1000;
	errno = 0;
	T_CHECK(!asctime_r(&tm, b) && errno == EOVERFLOW, "asctime_r with a 4-digit day: EOVERFLOW");
	tm.tm_mday = -5;
	T_EQ_STR(asctime_r(&tm, b), "Sun Sep -5 01:03:52 1973\n", "asctime_r with day -5 (C's %3d)");
	tm = sep16();
	tm.tm_hour = -1;
	errno = 0;
	T_CHECK(!asctime_r(&tm, b) && errno == EOVERFLOW, "asctime_r with hour -1: \"-01\" (C's %%.2d) makes 26 bytes, EOVERFLOW");
}

/* The transcript: every conversion, flag and width over fixed struct tm values (from
   gmtime_r, so every target's zone fields agree), plus strptime and asctime_r. */
static void transcript(void)
{
	/* On bare metal %z %Z %s come from the zone (a struct tm has no zone fields):
	   GMT0 names it as gmtime_r names its fields on Linux. */
	put_tz("GMT0");
	tzset();
	static const char *const formats[] = {
		"%a", "%A", "%b", "%B", "%c", "%C", "%d", "%D", "%e", "%F", "%g", "%G", "%h", "%H",
		"%I", "%j", "%m", "%M", "%n", "%p", "%r", "%R", "%s", "%S", "%t", "%T", "%u", "%U",
		"%V", "%w", "%W", "%x", "%X", "%y", "%Y", "%z", "%Z", "%%", "%k", "%l", "%P",
		"%Ec", "%EC", "%Ex", "%EX", "%Ey", "%EY", "%Od", "%Oe", "%OH", "%OI", "%Om", "%OM",
		"%OS", "%Ou", "%OU", "%OV", "%Ow", "%OW", "%Oy", "%-d", "%_d", "%0e", "%^a", "%#a",
		"%^B", "%#p", "%^P", "%10A", "%-10A", "%010A", "%_5H", "%-5H", "%05H", "%#Z", "%^c",
		"%30c", "%5z", "%_6z", "%-z", "%012s", "%_12s", "%-12s", "%6Y", "%_6Y", "%-6Y",
		"%06G", "%+Y", "%+5Y", "%+C", "%+3C", "%+G", "%+12F", "%12F", "%_12F", "%-12F",
		"%+d", "%Q", "%5Q", "%",
	};
	static const long long ts[] = {
		0, -1, 116989432, 951782400, 1104537600, 1230768000, 2147483647LL, 2147483648LL,
		4294967296LL, -2147483649LL, 253402300799LL, 253402300800LL, -62167219200LL,
		-62198755200LL, -30610224001LL, -93724070400LL, 67768036191676799LL,
		-67768040609740800LL, 67767976233532799LL, 13569465599LL, -5364662400LL,
	};
	char b[256];
	for (size_t i = 0; i < sizeof ts / sizeof *ts; i++) {
		time_t t = ts[i];
		struct tm tm;
		gmtime_r(&t, &tm);
		t_printf("# %lld\n", ts[i]);
		for (size_t k = 0; k < sizeof formats / sizeof *formats; k++) {
			size_t n = strftime(b, sizeof b, formats[k], &tm);
			for (size_t j = 0; j < n; j++) if (b[j] == '\n' || b[j] == '\t') b[j] = '~';
			t_printf("%s = %d '%s'\n", formats[k], (int)n, n ? b : "");
		}
		char *r = asctime_r(&tm, b);
		t_printf("asctime_r = %s", r ? r : "NULL\n");
		strftime(b, sizeof b, "%F %T %z", &tm);
		struct tm back;
		memset(&back, 0, sizeof back);
		r = strptime(b, "%F %T %z", &back);
		t_printf("strptime = %s %d %d %d %d %d %d %d %d\n", r ? "ok" : "NULL", back.tm_year, back.tm_mon,
		         back.tm_mday, back.tm_hour, back.tm_min, back.tm_sec, back.tm_wday, back.tm_yday);
	}
}

/* Puts TZ=tz in the environment, without tzset. t64 on Linux has no setenv: a
   private environ. */
extern char **environ;
static void put_tz(const char *tz)
{
#ifdef T64_BAREMETAL
	setenv("TZ", tz, 1);
#else
	static char var[64];
	static char *env[] = { var, 0 };
	memcpy(var, "TZ=", 3);
	memcpy(var + 3, tz, strlen(tz) + 1);
	environ = env;
#endif
}

/* ctime is asctime(localtime(t)), and localtime reads TZ again (glibc's does too);
   ctime_r gives NULL and EOVERFLOW where the year does not fit the 26 bytes or the
   instant no year. Runs with TZ=UTC0. */
static void ctime_edges(void)
{
	char b[40];
	time_t t = 0;
	memset(b, '#', sizeof b);
	T_EQ_STR(ctime_r(&t, b), "Thu Jan  1 00:00:00 1970\n", "ctime_r(0) in UTC");
	T_CHECK(b[25] == 0 && b[26] == '#', "ctime_r writes 26 bytes");
	t = 253402300799LL;
	T_EQ_STR(ctime_r(&t, b), "Fri Dec 31 23:59:59 9999\n", "ctime_r of the last second of 9999");
	t = 253402300800LL;
	memset(b, '#', sizeof b);
	errno = 0;
	T_CHECK(!ctime_r(&t, b) && errno == EOVERFLOW && b[0] == '#',
	        "ctime_r of 10000-01-01: NULL, EOVERFLOW, buffer untouched");
	t = LLONG_MAX;
	errno = 0;
	T_CHECK(!ctime_r(&t, b) && errno == EOVERFLOW, "ctime_r of LLONG_MAX: NULL, EOVERFLOW");
	errno = 0;
	T_CHECK(!ctime(&t) && errno == EOVERFLOW, "ctime of LLONG_MAX: NULL, EOVERFLOW");
	t = 0;
	put_tz("EST5");                 /* no tzset: ctime must read TZ itself */
	const char *c = ctime(&t);
	T_EQ_STR(c ? c : "(null)", "Wed Dec 31 19:00:00 1969\n", "ctime reads TZ again (EST5, no tzset)");
	put_tz("UTC0");
	tzset();
}

int main(int argc, char **argv)
{
	/* TZ=UTC0, whatever the environment says: strptime's %s breaks its instant down
	   as local time, and the expectations here are UTC's. */
	put_tz("UTC0");
	tzset();
	if (argc > 1 && !strcmp(argv[1], "transcript")) {
		transcript();
		return 0;
	}
	conversions();
	flags();
	extremes();
	truncation();
	parsing();
	iso_fields();
	asctime_edges();
	ctime_edges();
	return t_done();
}
