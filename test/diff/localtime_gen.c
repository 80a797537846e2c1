/* Differential generator for localtime_r, mktime and tzset: the same source is built
   against t64 (x86_64-linux, static) and against the host glibc (run-diff), and both
   print results for the same pseudo-random instants and struct tm values. run-diff
   compares the two outputs line by line; they must be identical.

   Intended differences from glibc 2.36, kept out of the comparison here (and checked
   by test/unit/localtime.c instead):
   1. An invalid TZ (not a file, and not a POSIX TZ string even in its "std offset":
      "garbage", "A", "<A>1", "/nonexistent", "ABC25") is UTC with the name "UTC" in
      t64; glibc keeps whatever prefix it could parse: the name "garbage" or "" with
      offset 0, "ABC25" as UTC-24. With a valid "std offset" and an invalid rest
      ("ABC1DEF,M13.1.0,M1.1.0", "EST5EDT,garbage") t64 keeps standard time alone
      (tzname[1] its name, daylight 0); glibc keeps both names and daylight 1, and
      reads the rest as DST never or always (for "EST5EDT,garbage", always). POSIX
      leaves invalid values to the implementation; t64 does the one thing a reader
      can predict. Zones marked NAME_ONLY print no names.
   2. A dst name without a rule ("AAA5BBB") uses M3.2.0,M11.1.0 in t64; glibc reads
      the "posixrules" file (America/New_York): the US rules of each year before 2007,
      and past 2037 New York's own footer, names and offsets included ("XYZ+1ABC" is
      EST, UTC-5, in 2038). tzcode deprecated posixrules in 2019. Not compared.
   3. POSIX rules before 1970: glibc's compute_change starts every year before 1971 at
      1970-01-01, so it evaluates 1970's transition dates for them and a northern zone
      is on standard time all year (a southern one on DST). t64 applies the rule in
      every year. Zones with rules are compared from 1970 on (FROM_1970).
   4. POSIX rules in the last years before year INT_MAX + 1900: glibc's rule arithmetic
      overflows there (standard time all year); t64 applies the rule. The two last
      edges are not compared in zones with rules.
   5. Rule times of 168 h and more are invalid in t64 (POSIX.1-2024 allows -167..167);
      glibc accepts them. Not generated.
   6. mktime with tm_isdst -1 (or a tm_isdst both or neither candidate has) in a
      repeated hour: glibc's answer depends on the offset its previous mktime call
      found (its search starts from it); t64 always takes the earlier instant. Both
      are solutions, so such results print as the pair of solutions (AMBIG). The
      other solution is looked for with every offset the zone has shown: its window
      can be an hour or two (a rule whose change falls past the year's end, as
      XXX2YYY,0/0,365/25 at the end of a common year). With a tm_isdst that neither
      solution has, each library corrects the one it found (by an hour, or to the
      offset of the nearest instant with that tm_isdst: Asia/Tokyo 1888-01-01 00:18:26,
      LMT or JST, with tm_isdst 1): printed as the pair (AMBIGDST) and whether the
      result is such a correction of either.
   7. mktime in a skipped hour between two types of the same tm_isdst (Pacific/Apia
      2011, LMT changes, Africa/Casablanca 1984 from +00 to +01): glibc's answer
      depends on the previous call likewise, and with tm_isdst 0 or 1 it may fail with
      EOVERFLOW (its probes give up; Casablanca 1984-03-16 00:45 with tm_isdst 0, after
      any previous call), although the fields name an instant on either reading and
      POSIX gives EOVERFLOW only for a result that cannot be represented. t64 reads the
      time with the offset before the gap, whatever tm_isdst asks. Printed as GAP with
      both readings.
   8. mktime with tm_sec outside 0..59: glibc looks for the time with tm_sec clamped
      to 0 or 59 and adds the rest afterwards (room for a leap second), so where the
      clamped fields and the whole ones fall on different sides of a change, its
      answer is off by the change (WART4WARST,J1/0,J365/25: 2198-01-01 00:59:63 is
      01:00:03, which exists, but 00:59:59 is in the skipped hour, and glibc gives
      02:00:03). t64 normalises the fields first, as POSIX's formula for the result
      reads them. Printed as SECS when the two readings differ.
   9. POSIX rules are read per local year (RFC 8536 3.3.1, tzfile(5), tzcode): a
      year's start and end are its own local dates, so DST may cross a new year and
      "J1/0,J365/25" is DST all year. glibc 2.36 reads the rules of an instant's UTC
      year, and so gives standard time in the first hours of each UTC year there
      (WART4WARST,J1/0,J365/25 at 2031-01-01T00:00Z: 20:00 WART; t64: 21:00 WARST).
      In zones marked LOCAL_YEAR, instants and fields within three days of a UTC new
      year are not compared. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "fmt.h"
#include "extra.h"

extern char **environ;
void diff_flush(void);

static unsigned long long rng = 0x243f6a8885a308d3ULL;
static unsigned long long rnd(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}
static long long between(long long lo, long long hi)
{
	return lo + (long long)(rnd() % (unsigned long long)(hi - lo + 1));
}

enum { NAME_ONLY = 1, FROM_1970 = 2, LOCAL_YEAR = 4 };
static const struct { const char *tz; int flags; } zones[] = {
	{ "UTC", 0 }, { "Europe/Berlin", 0 }, { "America/New_York", 0 },
	{ "Australia/Lord_Howe", 0 }, { "Asia/Kolkata", 0 }, { "Pacific/Apia", 0 },
	{ "America/Sao_Paulo", 0 }, { "Africa/Casablanca", 0 }, { "Antarctica/Troll", 0 },
	{ "Europe/Dublin", 0 }, { ":Europe/Berlin", 0 }, { "/usr/share/zoneinfo/Asia/Tokyo", 0 },
	{ "CET-1CEST,M3.5.0,M10.5.0/3", FROM_1970 },
	{ "NZST-12NZDT,M9.5.0,M4.1.0/3", FROM_1970 },
	{ "<-03>3<-02>,M3.5.0/-2,M10.5.0/-1", FROM_1970 },
	{ "AAA+4BBB+3,J60/-167,J300/167", FROM_1970 },
	{ "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0", FROM_1970 },
	{ "XXX2YYY,0/0,365/25", FROM_1970 | LOCAL_YEAR },
	{ "IST-1GMT0,M10.5.0,M3.5.0/1", FROM_1970 },
	{ "<+00>0<+02>-2,M3.5.0/1,M10.5.0/3", FROM_1970 },
	{ "WART4WARST,J1/0,J365/25", FROM_1970 | LOCAL_YEAR },
	{ "EST5EDT,M3.2.0/-1:30,M11.1.0/26:15:30", FROM_1970 },
	{ "EST5EDT,M3.2.0", FROM_1970 }, { "WMARS3SMARS,J80", FROM_1970 },
	{ "<+0530>-5:30", 0 }, { "ABC-24:59", 0 }, { "XYZ+1:2:3ABC+0:30,J32/1:02:03,J300/23:59:59", FROM_1970 },
	{ "", 0 }, { ":", 0 }, { "garbage", NAME_ONLY }, { "/nonexistent", NAME_ONLY },
	{ "<A>1", NAME_ONLY },
};

static char tzvar[300];
static char *env[2] = { tzvar, 0 };
static int flags;

static void set_tz(const char *tz)
{
	memcpy(tzvar, "TZ=", 3);
	memcpy(tzvar + 3, tz, strlen(tz) + 1);
	environ = env;
	tzset();
}

static const char *zname(const char *s)
{
	return flags & NAME_ONLY ? "?" : s ? s : "(null)";
}

static void print_tm(const struct tm *tm)
{
	t64_printf("%d-%d-%d %d:%d:%d w%d y%d d%d o%ld %s", tm->tm_year, tm->tm_mon, tm->tm_mday,
	           tm->tm_hour, tm->tm_min, tm->tm_sec, tm->tm_wday, tm->tm_yday, tm->tm_isdst,
	           tm->tm_gmtoff, zname(tm->tm_zone));
}

/* The offsets of the zone's localtime_r results so far (the same in both builds: those
   results are compared too): mk tries each for another instant with the same fields. */
static long offsets[32];
static int n_offsets;

/* Difference 9: t within three days of a UTC new year, in a LOCAL_YEAR zone. */
static int near_new_year(long long t)
{
	time_t tt = t;
	struct tm u;
	if (!(flags & LOCAL_YEAR) || !gmtime_r(&tt, &u)) return 0;
	return u.tm_yday < 3 || (u.tm_mon == 11 && u.tm_mday > 28);
}

static void lt(long long t)
{
	time_t tt = t;
	struct tm tm;
	errno = 0;
	t64_printf("L %lld ", t);
	if (near_new_year(t)) {
		t64_printf("NEWYEAR\n");
		return;
	}
	if (!localtime_r(&tt, &tm)) {
		t64_printf("ERR %d\n", errno);
		return;
	}
	print_tm(&tm), t64_printf("\n");
	int i = 0;
	while (i < n_offsets && offsets[i] != tm.tm_gmtoff) i++;
	if (i == n_offsets && n_offsets < 32) offsets[n_offsets++] = tm.tm_gmtoff;
}

static long long off_at(long long t, int *isdst)
{
	time_t tt = t;
	struct tm tm;
	if (!localtime_r(&tt, &tm)) return 0;
	if (isdst) *isdst = tm.tm_isdst;
	return tm.tm_gmtoff;
}

/* Which of the zone's offsets read the local time L (as if UTC) back, as a mask. */
static unsigned readings(long long L)
{
	unsigned m = 0;
	for (int i = 0; i < n_offsets; i++)
		if (off_at(L - offsets[i], 0) == offsets[i]) m |= 1u << i;
	return m;
}

static void mk(struct tm in)
{
	struct tm tm = in, norm = in;
	t64_printf("M %d-%d-%d %d:%d:%d d%d ", in.tm_year, in.tm_mon, in.tm_mday, in.tm_hour,
	           in.tm_min, in.tm_sec, in.tm_isdst);
	/* Difference 7: the fields fall in a gap (neither the offset before nor the one
	   after reads them back) between two types of one tm_isdst: both readings,
	   whatever tm_isdst asks (glibc may also fail there, with EOVERFLOW). */
	long long want = timegm(&norm);
	if (near_new_year(want)) {
		t64_printf("NEWYEAR\n");
		return;
	}
	long long a = off_at(want - 90000, 0), b = off_at(want + 90000, 0);
	int da = 0, db = 0;
	if (a != b && off_at(want - a, &da) != a && off_at(want - b, &db) != b && !da == !db) {
		long long x = want - a, y = want - b;
		t64_printf("GAP %lld %lld\n", x < y ? x : y, x < y ? y : x);
		return;
	}
	/* Difference 8: tm_sec clamped (glibc) and whole (t64) read differently. */
	if (in.tm_sec < 0 || in.tm_sec > 59) {
		long long clamped = want - (in.tm_sec - (in.tm_sec < 0 ? 0 : 59));
		if (readings(clamped) != readings(want)) {
			t64_printf("SECS\n");
			return;
		}
	}
	/* Difference 6, a tm_isdst neither of two solutions has: the pair, and whether
	   the result is an hour off either or the fields read with one of the zone's
	   offsets (the nearest instant with that tm_isdst). */
	if (in.tm_isdst >= 0) {
		long long sol[2];
		int n = 0, d = 0, match = 0;
		for (int i = 0; i < n_offsets && n < 2; i++)
			if (off_at(want - offsets[i], &d) == offsets[i])
				sol[n++] = want - offsets[i], match |= !d == !in.tm_isdst;
		if (n == 2 && !match) {
			errno = 0;
			long long t = mktime(&tm);
			int ok = !(t == -1 && errno);
			if (ok) {
				ok = t + 3600 == sol[0] || t - 3600 == sol[0] || t + 3600 == sol[1] || t - 3600 == sol[1];
				for (int i = 0; i < n_offsets; i++) ok |= t == want - offsets[i];
			}
			t64_printf("AMBIGDST %lld %lld %s\n", sol[0] < sol[1] ? sol[0] : sol[1],
			           sol[0] < sol[1] ? sol[1] : sol[0], ok ? "corrected" : "neither");
			return;
		}
	}
	errno = 0;
	long long t = mktime(&tm);
	if (t == -1 && errno) {
		t64_printf("ERR %d\n", errno);
		return;
	}
	/* Difference 6: another instant with the same fields, read with any offset the
	   zone has shown (a window of another type can be shorter than a day, as where a
	   rule's change lies past the year's end), or with the one a day either side. */
	long long L = t + tm.tm_gmtoff;
	long near[2] = { (long)off_at(t - 90000, 0), (long)off_at(t + 90000, 0) };
	for (int i = 0; i < n_offsets + 2; i++) {
		long o = i < n_offsets ? offsets[i] : near[i - n_offsets];
		long long t2 = L - o;
		int d2 = 0;
		if (o == tm.tm_gmtoff || off_at(t2, &d2) != o) continue;
		if (!(in.tm_isdst >= 0 && !tm.tm_isdst != !d2)) {   /* not decided by tm_isdst */
			t64_printf("AMBIG %lld %lld\n", t < t2 ? t : t2, t < t2 ? t2 : t);
			return;
		}
	}
	t64_printf("%lld ", t);
	print_tm(&tm);
	t64_printf("\n");
}

int main(int argc, char **argv)
{
	/* Per zone and function: 32 zones x 36000 are over 10^6 localtime_r and 10^6
	   mktime results. */
	long n = argc > 1 ? atol(argv[1]) : 36000;
	if (argc > 2) rng = (unsigned long long)atol(argv[2]) * 0x9e3779b97f4a7c15ULL | 1;  /* another sequence */
	static const long long edges[] = { 2147483647LL, 2147483648LL, 4294967296LL, -2147483648LL,
		-2147483649LL, 0, -1, 253402300799LL, 67768036191676799LL, -67768040609740800LL,
		67768036191676799LL - 86400, -67768040609740800LL + 86400 };
	for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++) {
		flags = zones[z].flags;
		n_offsets = 0;
		set_tz(zones[z].tz);
		t64_printf("Z '%s' %s %s %ld %d\n", zones[z].tz, zname(tzname[0]), zname(tzname[1]),
		           timezone, daylight);
		long long lo = flags & FROM_1970 ? 0 : -5364662400LL;   /* 1800 */
		const long long hi = 13569465600LL;                                 /* 2400 */
		for (size_t i = 0; i < sizeof edges / sizeof edges[0]; i++)
			if (!(flags & FROM_1970) || (edges[i] >= lo && edges[i] < 1LL << 50)) lt(edges[i]);
		for (long i = 0; i < n; i++) {
			long long t;
			switch (i % 4) {
			case 0: t = between(lo, hi); break;
			case 1: t = between(0, 2145916800LL); break;
			default: {      /* near a likely transition: a random day of March/April or
			                   September-November, 00:00-04:00 local-ish, seconds jitter */
				struct tm d = { .tm_year = (int)between(lo >= 0 ? 70 : -100, 500),
				                .tm_mon = (int)(rnd() % 2 ? between(2, 3) : between(8, 10)),
				                .tm_mday = (int)between(1, 31), .tm_hour = (int)between(-14, 14) };
				t = timegm(&d) + between(-7200, 7200);
			}
			}
			lt(t);
		}
		for (long i = 0; i < n; i++) {
			struct tm in;
			int skip = 0;
			int y0 = flags & FROM_1970 ? 71 : -100;
			if (i % 3 == 0) {
				in = (struct tm){ .tm_year = (int)between(y0, 500), .tm_mon = (int)between(-3, 14),
				                  .tm_mday = (int)between(-2, 33), .tm_hour = (int)between(-2, 26),
				                  .tm_min = (int)between(-5, 64), .tm_sec = (int)between(-5, 64) };
			} else {                        /* a wall time near a transition, exact minutes */
				time_t t;
				/* With rules, from 1970-01-05: the wall time made below, of the
				   local date of t, then lies in 1970 (difference 3) at any offset. */
				if (i % 3 == 1) t = between(flags & FROM_1970 ? 4 * 86400 : -5364662400LL, 13569465600LL);
				else {
					struct tm d = { .tm_year = (int)between(y0 > 70 ? y0 : 70, 137),
					                .tm_mon = (int)(rnd() % 2 ? between(2, 3) : between(8, 10)),
					                .tm_mday = (int)between(1, 31) };
					t = timegm(&d);
				}
				localtime_r(&t, &in);
				skip = near_new_year(t);        /* fields from differing readings */
				in.tm_hour = (int)between(0, 4), in.tm_min = (int)(rnd() % 4) * 15, in.tm_sec = 0;
			}
			in.tm_wday = in.tm_yday = 0;
			in.tm_isdst = (int)(rnd() % 3) - 1;
			if (skip) t64_printf("M NEWYEAR\n");
			else mk(in);
		}
	}
	diff_flush();
	return 0;
}
