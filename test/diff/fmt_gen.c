/* The text-conversion generator of test/diff/run-fmt-diff: one source, built against
   t64 (meson, x86_64-linux) and against the host glibc (the script, TZ=UTC). It prints

     edge lines in full: gmtime_r, every strftime conversion on its own line, the flag
       variants, strptime and timegm, for the edge instants (2^31 - 1, 2^31, 2^32, the
       first and last representable years, years 0, 999, 1000, 9999, 10000, ...);
     one hash per block of BLOCK pseudo-random items: instants in 1800..2400 through
       gmtime_r, strftime (every conversion, flag variants, offsets), strptime of the
       ISO and %c forms, and timegm of struct tm values with out-of-range fields.

   "fmt_gen N" prints all that for N random items; "fmt_gen N K" prints the lines of
   block K in full instead (the script asks for it to show a differing block). */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "fmt.h"
#include "extra.h"

#define BLOCK 1000

static char obuf[1 << 16];
static size_t olen;
static int hashing;
static unsigned long long hash = 14695981039346656037ULL;

static void flush(void)
{
	t64_out(obuf, olen);
	olen = 0;
}

static void put(const char *s, size_t n)
{
	if (hashing) {
		for (size_t i = 0; i < n; i++) hash = (hash ^ (unsigned char)s[i]) * 1099511628211ULL;
		return;
	}
	if (olen + n > sizeof obuf) flush();
	if (n > sizeof obuf) { t64_out(s, n); return; }
	memcpy(obuf + olen, s, n);
	olen += n;
}

static void str(const char *s) { put(s, strlen(s)); }

/* A value with its control characters escaped (%n and %t give \n and \t). */
static void esc(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '\n') str("\\n");
		else if (s[i] == '\t') str("\\t");
		else put(s + i, 1);
	}
}

static void num(long long v)
{
	char b[24], *p = b + sizeof b;
	unsigned long long u = v < 0 ? 0 - (unsigned long long)v : (unsigned long long)v;
	do *--p = (char)('0' + u % 10); while (u /= 10);
	if (v < 0) *--p = '-';
	put(p, (size_t)(b + sizeof b - p));
}

static void sp(long long v) { str(" "); num(v); }

static void fields(const struct tm *tm)
{
	sp(tm->tm_year); sp(tm->tm_mon); sp(tm->tm_mday); sp(tm->tm_hour); sp(tm->tm_min);
	sp(tm->tm_sec); sp(tm->tm_wday); sp(tm->tm_yday); sp(tm->tm_isdst); sp(tm->tm_gmtoff);
}

static unsigned long long rng = 0x2545f4914f6cdd1dULL;
static unsigned long long rnd(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}
static long long range(long long lo, long long hi) { return lo + (long long)(rnd() % (unsigned long long)(hi - lo + 1)); }

/* Every conversion of C23 and POSIX.1-2024 (and glibc's %k %l %P), with E and O. */
static const char *const conversions[] = {
	"%a", "%A", "%b", "%B", "%c", "%C", "%d", "%D", "%e", "%F", "%g", "%G", "%h", "%H",
	"%I", "%j", "%m", "%M", "%n", "%p", "%r", "%R", "%s", "%S", "%t", "%T", "%u", "%U",
	"%V", "%w", "%W", "%x", "%X", "%y", "%Y", "%z", "%Z", "%%", "%k", "%l", "%P",
	"%Ec", "%EC", "%Ex", "%EX", "%Ey", "%EY", "%Od", "%Oe", "%OH", "%OI", "%Om", "%OM",
	"%OS", "%Ou", "%OU", "%OV", "%Ow", "%OW", "%Oy",
};
/* GNU flags and widths (not '+', which glibc 2.36 does not know). */
static const char *const variants[] = {
	"%-d", "%_d", "%0e", "%-e", "%^a", "%#a", "%^A", "%^b", "%#B", "%^p", "%#p", "%^P",
	"%10A", "%-10A", "%_10A", "%010A", "%_5H", "%-5H", "%05H", "%-H", "%_H", "%3j",
	"%-j", "%_j", "%#Z", "%^Z", "%8Z", "%^c", "%30c", "%_30c", "%030c", "%^r", "%12T",
	"%5z", "%_6z", "%-z", "%08z", "%_12s", "%-12s", "%15s", "%6Y", "%_6Y", "%-6Y", "%06G",
	"%_4y", "%-y", "%-m", "%_m", "%-M", "%_S", "%-I", "%_I", "%03u", "%_3w", "%-U",
	"%_W", "%-V", "%-g", "%_3g", "%1C", "%01C", "%_1C", "%5%", "%Q", "%5Q", "%-5Q", "%EQ", "%Ea", "%OY", "%Ex",
	"%Oa", "%_10D", "%^#a", "%#^p", "%-10n",
};
/* Zone offsets and names for %z and %Z with a struct tm not from gmtime_r. */
static const char *const zone_formats = "%z|%Ez|%Oz|%5z|%_7z|%-z|%07z|%Z|%#Z|%^Z|%10Z";

static void one_strftime(const char *tag, const char *f, const struct tm *tm)
{
	char b[256];
	size_t n = strftime(b, sizeof b, f, tm);
	str(tag); str(" "); str(f); str(" = "); num((long long)n); str(" '"); esc(b, n); str("'\n");
}

static void all_strftime(const struct tm *tm, int each)
{
	char f[1024];
	if (each) {
		for (size_t i = 0; i < sizeof conversions / sizeof *conversions; i++)
			one_strftime("  f", conversions[i], tm);
		for (size_t i = 0; i < sizeof variants / sizeof *variants; i++)
			one_strftime("  v", variants[i], tm);
		return;
	}
	/* Random items: one format holding every conversion, one holding the variants. */
	for (int k = 0; k < 2; k++) {
		const char *const *list = k ? variants : conversions;
		size_t n = k ? sizeof variants / sizeof *variants : sizeof conversions / sizeof *conversions;
		size_t fl = 0;
		for (size_t i = 0; i < n; i++) {
			size_t l = strlen(list[i]);
			memcpy(f + fl, list[i], l);
			f[fl + l] = '|';
			fl += l + 1;
		}
		f[fl] = 0;
		char b[4096];
		size_t len = strftime(b, sizeof b, f, tm);
		str(k ? "  v " : "  f "); num((long long)len); str(" '"); esc(b, len); str("'\n");
	}
}

static void zone_strftime(const struct tm *gm, long off, const char *name)
{
	struct tm tm = *gm;
	tm.tm_gmtoff = off;
	tm.tm_zone = name;
	one_strftime("  z", zone_formats, &tm);
}

static void parse(const char *f, const char *s)
{
	struct tm tm;
	memset(&tm, 0, sizeof tm);
	const char *r = strptime(s, f, &tm);
	str("  p "); str(f); str(" <- "); esc(s, strlen(s));
	if (!r) {
		str(" = NULL\n");
		return;
	}
	str(" = +"); num(r - s);
	fields(&tm);
	str("\n");
}

/* gmtime_r, strftime and strptime of one instant. */
static void instant(time_t t, int each)
{
	struct tm tm;
	str("t "); num(t);
	errno = 0;
	if (!gmtime_r(&t, &tm)) {
		str(" gmtime_r NULL errno "); num(errno); str("\n");
		return;
	}
	fields(&tm);
	str("\n");
	all_strftime(&tm, each);
	zone_strftime(&tm, (long)range(-14 * 4, 14 * 4) * 900, "XYZ");
	char b[128];
	strftime(b, sizeof b, "%Y-%m-%dT%H:%M:%S%z", &tm);
	parse("%Y-%m-%dT%H:%M:%S%z", b);
	strftime(b, sizeof b, "%c", &tm);
	parse("%c", b);
	/* glibc's %s takes no sign: negative ones are parsed among the edges only. */
	if (t >= 0 || each) {
		strftime(b, sizeof b, "%s", &tm);
		parse("%s", b);
	}
}

static void timegm_of(struct tm *tm)
{
	str("g");
	fields(tm);
	errno = 0;
	time_t t = timegm(tm);
	str(" -> "); num(t); str(" errno "); num(t == -1 ? errno : 0);
	fields(tm);
	str("\n");
}

/* What glibc and t64 agree on for timegm's input: tm_isdst and tm_gmtoff are ignored. */
static void random_tm(struct tm *tm)
{
	memset(tm, 0, sizeof tm[0]);
	tm->tm_year = (int)range(-100, 500);
	tm->tm_mon = (int)range(-24, 35);
	tm->tm_mday = (int)range(-40, 70);
	tm->tm_hour = (int)range(-30, 50);
	tm->tm_min = (int)range(-100, 160);
	tm->tm_sec = (int)range(-100, 160);
	tm->tm_wday = (int)range(-3, 9);
	tm->tm_yday = (int)range(-3, 400);
}

/* Seconds of 1800-01-01 and 2400-01-01. */
#define T_1800 (-5364662400LL)
#define T_2400 13569465600LL
#define T_MIN (-67768040609740800LL)    /* -2147481748-01-01T00:00:00Z */
#define T_MAX 67768036191676799LL       /* 2147485547-12-31T23:59:59Z */

static void edges(void)
{
	static const long long ts[] = {
		0, -1, 2147483647LL, 2147483648LL, 4294967295LL, 4294967296LL, -2147483648LL,
		-2147483649LL, 253402300799LL /* 9999-12-31T23:59:59 */, 253402300800LL,
		-62167219200LL /* 0000-01-01 */, -62167219201LL, -62135596800LL /* 0001-01-01 */,
		-30610224000LL /* 1000-01-01 */, -30610224001LL, -62198755200LL /* -0001-01-01 */,
		-93724070400LL /* -1000-01-01 */, 951782400LL /* 2000-02-29 */,
		1104537600LL /* 2005-01-01, ISO week 53 of 2004 */, 1230768000LL /* 2009-01-01 */,
		67767976233532799LL /* 2147483647-12-31T23:59:59 */, 67767976233532800LL,
		T_MIN, T_MIN - 1, T_MAX, T_MAX + 1, T_MIN + 86400 * 400LL, T_MAX - 86400 * 400LL,
	};
	for (size_t i = 0; i < sizeof ts / sizeof *ts; i++) instant((time_t)ts[i], 1);

	str("strptime edges\n");
	/* strptime forms of %z, the week-numbered and day-of-year forms, years. */
	static const char *const p[][2] = {
		{ "%z", "+05" }, { "%z", "-0530" }, { "%z", "+05:30" }, { "%z", "Z" },
		{ "%z", "+0560" }, { "%z", "+5" }, { "%z", " -1200" }, { "%Y %j", "2024 060" },
		{ "%Y %U %a", "2024 09 Thu" }, { "%Y %W %a", "2024 09 Thu" },
		{ "%Y %U %u", "2023 00 6" }, { "%C%y", "2024" }, { "%y", "68" }, { "%y", "69" },
		{ "%C %y", "19 99" }, { "%D", "02/29/24" }, { "%r", "01:02:03 PM" },
		{ "%I %p", "12 am" }, { "%T", "1:2:3" }, { "%F", "2024-01-01" },
		{ "%a %b %d", "wednesday FEBRUARY 7" }, { "%e", " 5" }, { "%S", "61" },
		{ "%H", "24" }, { "%j", "367" }, { "%m%d", "0229" }, { "%Y", "0" },
		{ "%n%t%d%%", " \t 7%" }, { "%s", "4294967296" }, { "%s", "-100" },
		{ "%Y", "+12345" }, { "%Y", "-1" }, { "%F", "+12345-01-01" },
		{ "%G-W%V-%u", "2020-W53-5" }, { "%Z", "CEST" },
	};
	for (size_t i = 0; i < sizeof p / sizeof *p; i++) parse(p[i][0], p[i][1]);

	str("timegm edges\n");
	/* timegm around the first and last representable years. */
	static const int years[] = { INT_MAX, INT_MAX - 1, INT_MAX - 100, INT_MIN, INT_MIN + 1, -1900, 8099, 8100 };
	for (size_t i = 0; i < sizeof years / sizeof *years; i++) {
		struct tm tm = { .tm_year = years[i], .tm_mon = 11, .tm_mday = 31, .tm_hour = 23, .tm_min = 59, .tm_sec = 59 };
		timegm_of(&tm);
		struct tm jan = { .tm_year = years[i], .tm_mday = 1 };
		timegm_of(&jan);
	}
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000000;
	long only = argc > 2 ? atol(argv[2]) : -1;
	if (only < 0) edges();
	for (long b = 0; b * BLOCK < n; b++) {
		hashing = only != b;
		hash = 14695981039346656037ULL;
		for (long i = b * BLOCK; i < n && i < (b + 1) * BLOCK; i++) {
			instant((time_t)range(T_1800, T_2400 - 1), 0);
			struct tm tm;
			random_tm(&tm);
			timegm_of(&tm);
		}
		if (only < 0) {
			hashing = 0;
			str("block "); num(b); str(" ");
			char h[17];
			for (int i = 0; i < 16; i++) h[i] = "0123456789abcdef"[hash >> (60 - 4 * i) & 15];
			put(h, 16);
			str("\n");
		}
	}
	flush();
	return 0;
}
