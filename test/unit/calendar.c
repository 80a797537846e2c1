/* The calendar core: gmtime_r, gmtime, timegm, difftime against literal dates and
   against the slow reference of calendar_ref.h, over the whole range where the year
   fits int. "calendar sampled" (emulated targets) checks every 97th day only. */
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <string.h>
#include <time.h>
#include "t.h"
#include "calendar_ref.h"
#include "calendar.h"

static int sampled;

static uint64_t rng = 0x9e3779b97f4a7c15ULL;
static uint64_t rnd(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

/* Full-year value of tm_year without overflow. */
static long long year_of(const struct tm *tm)
{
	return tm->tm_year + 1900LL;
}

static int matches(const struct tm *tm, const struct ref_date *r, long long sod)
{
	return year_of(tm) == r->year && tm->tm_mon == r->mon && tm->tm_mday == r->mday &&
	       tm->tm_yday == r->yday && tm->tm_wday == r->wday && tm->tm_isdst == 0 &&
	       tm->tm_hour * 3600LL + tm->tm_min * 60 + tm->tm_sec == sod &&
	       tm->tm_hour >= 0 && tm->tm_hour < 24 && tm->tm_min >= 0 && tm->tm_min < 60 &&
	       tm->tm_sec >= 0 && tm->tm_sec < 60;
}

/* gmtime_r(t) agrees with the reference. */
static int gm_ok(long long t)
{
	struct tm tm;
	struct ref_date r;
	time_t tt = t;
	long long days = ref_floordiv(t, 86400);
	ref_date(days, &r);
	return gmtime_r(&tt, &tm) == &tm && matches(&tm, &r, t - days * 86400);
}

/* The same broken-down time (fields, not bytes: struct tm may have padding). */
static int same_tm(const struct tm *a, const struct tm *b)
{
	return a->tm_sec == b->tm_sec && a->tm_min == b->tm_min && a->tm_hour == b->tm_hour &&
	       a->tm_mday == b->tm_mday && a->tm_mon == b->tm_mon && a->tm_year == b->tm_year &&
	       a->tm_wday == b->tm_wday && a->tm_yday == b->tm_yday && a->tm_isdst == b->tm_isdst
#ifdef __TM_GMTOFF
	       && a->__TM_GMTOFF == b->__TM_GMTOFF
#endif
#ifdef __TM_ZONE
	       /* the same name: two "GMT" literals are one object only if the linker merges
	          them (a sanitized build does not) */
	       && (a->__TM_ZONE == b->__TM_ZONE ||
	           (a->__TM_ZONE && b->__TM_ZONE && !strcmp(a->__TM_ZONE, b->__TM_ZONE)))
#endif
	       ;
}

static void show(const char *what, long long t, const struct tm *tm)
{
	t_printf("# %s: t=%lld -> %lld-%d-%d %d:%d:%d wday %d yday %d\n", what, t, year_of(tm),
	         tm->tm_mon + 1, tm->tm_mday, tm->tm_hour, tm->tm_min, tm->tm_sec, tm->tm_wday,
	         tm->tm_yday);
}

static const struct {
	long long t;
	int year, mon, mday, hour, min, sec, wday, yday;
} known[] = {
	{0LL, 1970, 1, 1, 0, 0, 0, 4, 0},
	{2147483647LL, 2038, 1, 19, 3, 14, 7, 2, 18},
	{2147483648LL, 2038, 1, 19, 3, 14, 8, 2, 18},
	{4294967296LL, 2106, 2, 7, 6, 28, 16, 0, 37},
	{-1LL, 1969, 12, 31, 23, 59, 59, 3, 364},
	{-2147483648LL, 1901, 12, 13, 20, 45, 52, 5, 346},
	{951782400LL, 2000, 2, 29, 0, 0, 0, 2, 59},
	{951868799LL, 2000, 2, 29, 23, 59, 59, 2, 59},
	{951868800LL, 2000, 3, 1, 0, 0, 0, 3, 60},
	{-2203891201LL, 1900, 2, 28, 23, 59, 59, 3, 58},
	{-2203891200LL, 1900, 3, 1, 0, 0, 0, 4, 59},
	{4107542400LL, 2100, 3, 1, 0, 0, 0, 1, 59},
	{-11670955200LL, 1600, 2, 29, 12, 0, 0, 2, 59},
	{-11644473601LL, 1600, 12, 31, 23, 59, 59, 0, 365},
	{-62167219200LL, 0, 1, 1, 0, 0, 0, 6, 0},
	{-62162121600LL, 0, 2, 29, 0, 0, 0, 2, 59},
	{-62135596801LL, 0, 12, 31, 23, 59, 59, 0, 365},
	{-62167219201LL, -1, 12, 31, 23, 59, 59, 5, 364},
	{-62193657600LL, -1, 3, 1, 0, 0, 0, 1, 59},
	{-62288330400LL, -4, 2, 29, 6, 0, 0, 4, 59},
	{-65317795200LL, -100, 3, 1, 0, 0, 0, 4, 59},
	{-74784902400LL, -400, 2, 29, 0, 0, 0, 2, 59},
	{253402300799LL, 9999, 12, 31, 23, 59, 59, 5, 364},
	{-62135596800LL, 1, 1, 1, 0, 0, 0, 1, 0},
};

static void test_known(void)
{
	for (size_t i = 0; i < sizeof known / sizeof known[0]; i++) {
		struct tm tm;
		time_t t = known[i].t;
		struct tm *p = gmtime_r(&t, &tm);
		int ok = p == &tm && year_of(&tm) == known[i].year && tm.tm_mon + 1 == known[i].mon &&
		         tm.tm_mday == known[i].mday && tm.tm_hour == known[i].hour &&
		         tm.tm_min == known[i].min && tm.tm_sec == known[i].sec &&
		         tm.tm_wday == known[i].wday && tm.tm_yday == known[i].yday && tm.tm_isdst == 0;
#ifdef __TM_GMTOFF
		ok = ok && tm.__TM_GMTOFF == 0;
#endif
#ifdef __TM_ZONE
		ok = ok && tm.__TM_ZONE && !strcmp(tm.__TM_ZONE, "GMT");
#endif
		if (p && !ok)
			show("got", known[i].t, &tm);
		T_CHECK(ok, "gmtime_r(%lld) is %d-%d-%d %d:%d:%d", known[i].t, known[i].year,
		        known[i].mon, known[i].mday, known[i].hour, known[i].min, known[i].sec);

		struct tm back = { .tm_year = known[i].year - 1900, .tm_mon = known[i].mon - 1,
		                   .tm_mday = known[i].mday, .tm_hour = known[i].hour,
		                   .tm_min = known[i].min, .tm_sec = known[i].sec,
		                   .tm_wday = -7, .tm_yday = -7, .tm_isdst = 1 };
		errno = 0;
		long long r = timegm(&back);
		T_CHECK(r == known[i].t && errno == 0 && back.tm_wday == known[i].wday &&
		        back.tm_yday == known[i].yday && back.tm_isdst == 0,
		        "timegm(%d-%d-%d %d:%d:%d) is %lld (got %lld, wday %d, yday %d)",
		        known[i].year, known[i].mon, known[i].mday, known[i].hour, known[i].min,
		        known[i].sec, known[i].t, r, back.tm_wday, back.tm_yday);
	}
	T_EQ_LL(ref_cycle_days(), 146097, "reference: 400 years are 146097 days");
}

/* The first and last second whose year - 1900 fits int, and one past each. */
static void test_edges(void)
{
	long long tmax = ref_days(INT_MAX + 1900LL, 11, 31) * 86400 + 86399;
	long long tmin = ref_days(INT_MIN + 1900LL, 0, 1) * 86400;
	struct tm tm;
	time_t t;

	t = tmax;
	T_CHECK(gmtime_r(&t, &tm) == &tm && tm.tm_year == INT_MAX && tm.tm_mon == 11 &&
	        tm.tm_mday == 31 && tm.tm_hour == 23 && tm.tm_min == 59 && tm.tm_sec == 59 &&
	        gm_ok(tmax), "gmtime_r(%lld): last second of year INT_MAX + 1900", tmax);
	t = tmin;
	T_CHECK(gmtime_r(&t, &tm) == &tm && tm.tm_year == INT_MIN && tm.tm_mon == 0 &&
	        tm.tm_mday == 1 && tm.tm_hour == 0 && tm.tm_min == 0 && tm.tm_sec == 0 &&
	        tm.tm_yday == 0 && gm_ok(tmin),
	        "gmtime_r(%lld): first second of year INT_MIN + 1900", tmin);

	/* Also below tmin where the calendar's own count (secs_to_tm.h: seconds from the
	   March 1 of year -2147482000, 67768048556899200 s before 1970) is 0, wraps
	   round, or lies a century lower; 64-bit machines test their range by century. */
	const long long origin = -67768048556899200LL;
	const long long past[] = { tmax + 1, tmin - 1, INT64_MAX, INT64_MIN, tmax + 86400 * 366LL,
	                           origin, origin - 1, origin - 64800, tmin - 3155695200LL };
	for (size_t i = 0; i < sizeof past / sizeof past[0]; i++) {
		struct tm keep;
		memset(&tm, 0x5a, sizeof tm);
		memcpy(&keep, &tm, sizeof tm);
		t = past[i];
		errno = 0;
		struct tm *p = gmtime_r(&t, &tm);
		T_CHECK(!p && errno == EOVERFLOW && same_tm(&tm, &keep),
		        "EP-calendar: gmtime_r(%lld) fails with EOVERFLOW", past[i]);
	}

	/* Around the edges, second by second and day by day. */
	int bad = 0;
	for (long long k = 0; k < 4000 && !bad; k++) {
		long long s = k < 2000 ? k : (k - 2000) * 86400 + 12345;
		if (!gm_ok(tmax - s) || !gm_ok(tmin + s))
			bad = 1, t_printf("# near the edges: offset %lld\n", s);
	}
	T_CHECK(!bad, "gmtime_r near both edges");

	struct tm hi = { .tm_year = INT_MAX, .tm_mon = 11, .tm_mday = 31, .tm_hour = 23,
	                 .tm_min = 59, .tm_sec = 59 };
	struct tm lo = { .tm_year = INT_MIN, .tm_mday = 1 };
	T_EQ_LL(timegm(&hi), tmax, "timegm at the last second of year INT_MAX + 1900");
	T_EQ_LL(timegm(&lo), tmin, "timegm at the first second of year INT_MIN + 1900");
}

/* What timegm must return for fields normalised arithmetically (long long: exact). */
static long long ref_timegm(const struct tm *tm)
{
	long long q = ref_floordiv(tm->tm_mon, 12);
	return ref_days(year_of(tm) + q, (int)(tm->tm_mon - 12 * q), tm->tm_mday) * 86400 +
	       tm->tm_hour * 3600LL + tm->tm_min * 60LL + tm->tm_sec;
}

static struct tm mk(int sec, int min, int hour, int mday, int mon, int year)
{
	return (struct tm){ .tm_sec = sec, .tm_min = min, .tm_hour = hour, .tm_mday = mday,
	                    .tm_mon = mon, .tm_year = year };
}

static void check_timegm(struct tm in, const char *what, const char *value)
{
	long long want = ref_timegm(&in);
	struct tm tm = in;
	errno = 0;
	long long got = timegm(&tm);
	int ok = got == want && errno == 0 && gm_ok(want);
	if (ok) {
		struct tm g;
		time_t t = want;
		gmtime_r(&t, &g);
		ok = same_tm(&g, &tm);
	}
	T_CHECK(ok, "timegm normalises %s%s (got %lld, want %lld)", what, value, got, want);
}

static void check_timegm_overflow(struct tm in, const char *what)
{
	struct tm tm = in;
	errno = 0;
	long long got = timegm(&tm);
	T_CHECK(got == -1 && errno == EOVERFLOW && same_tm(&tm, &in),
	        "EP-calendar: timegm of %s fails with EOVERFLOW, *tm untouched (got %lld)", what, got);
}

static void test_timegm(void)
{
	static const char *const names[] = { "tm_sec", "tm_min", "tm_hour", "tm_mday", "tm_mon" };
	struct tm base = { .tm_year = 100, .tm_mday = 1 };
	struct tm tm;

	tm = base, tm.tm_mon = -1;
	check_timegm(tm, "tm_mon -1", "");
	tm = base, tm.tm_mon = 2, tm.tm_mday = 0;
	check_timegm(tm, "2000-03-00", "");
	tm = base, tm.tm_mon = 12, tm.tm_mday = 366, tm.tm_hour = -25, tm.tm_min = 61, tm.tm_sec = -3601;
	check_timegm(tm, "mixed out-of-range fields", "");
	tm = mk(INT_MAX, 0, 0, 1, 0, 70);
	check_timegm(tm, "1970-01-01 tm_sec INT_MAX", "");
	T_EQ_LL(timegm(&tm), INT_MAX, "1970-01-01 + INT_MAX s");

	for (int f = 0; f < 5; f++)
		for (int v = 0; v < 2; v++) {
			tm = base;
			int *p = f == 0 ? &tm.tm_sec : f == 1 ? &tm.tm_min : f == 2 ? &tm.tm_hour
			       : f == 3 ? &tm.tm_mday : &tm.tm_mon;
			*p = v ? INT_MAX : INT_MIN;
			check_timegm(tm, names[f], v ? " INT_MAX" : " INT_MIN");
		}
	check_timegm(mk(INT_MAX, INT_MAX, INT_MAX, INT_MAX, INT_MAX, 0), "every field but tm_year INT_MAX", "");
	check_timegm(mk(INT_MIN, INT_MIN, INT_MIN, INT_MIN, INT_MIN, 0), "every field but tm_year INT_MIN", "");

	tm = mk(INT_MAX, INT_MAX, INT_MAX, INT_MAX, INT_MAX, INT_MAX);
	tm.tm_wday = tm.tm_yday = tm.tm_isdst = INT_MAX;
	check_timegm_overflow(tm, "every field INT_MAX");
	tm = mk(INT_MIN, INT_MIN, INT_MIN, INT_MIN, INT_MIN, INT_MIN);
	tm.tm_wday = tm.tm_yday = tm.tm_isdst = INT_MIN;
	check_timegm_overflow(tm, "every field INT_MIN");
	check_timegm_overflow(mk(60, 59, 23, 31, 11, INT_MAX), "one second past year INT_MAX + 1900");
	check_timegm_overflow(mk(0, 0, 0, 1, 12, INT_MAX), "tm_year INT_MAX, tm_mon 12");
	check_timegm_overflow(mk(-1, 0, 0, 1, 0, INT_MIN), "one second before year INT_MIN + 1900");
	check_timegm_overflow(mk(0, 0, 0, INT_MAX, INT_MAX, INT_MAX - 178956970),
	                      "tm_mon and tm_mday INT_MAX carrying past year INT_MAX + 1900");

	tm = mk(59, 59, 23, 31, 11, 69);
	errno = ERANGE;
	long long r = timegm(&tm);
	T_CHECK(r == -1 && errno == ERANGE && tm.tm_wday == 3 && tm.tm_yday == 364,
	        "timegm(1969-12-31 23:59:59) is a valid -1, errno untouched");

	/* Random fields of any size: compare with the reference where the year fits. */
	int bad = 0, n = sampled ? 300 : 3000;
	for (int i = 0; i < n && !bad; i++) {
		int f[6];
		for (int k = 0; k < 6; k++)
			f[k] = (int)(uint32_t)rnd() >> (rnd() % 32);
		tm = mk(f[0], f[1], f[2], f[3], f[4], f[5]);
		long long want = ref_timegm(&tm);
		struct ref_date r;
		ref_date(ref_floordiv(want, 86400), &r);
		int fits = r.year >= INT_MIN + 1900LL && r.year <= INT_MAX + 1900LL;
		struct tm in = tm;
		errno = 0;
		long long got = timegm(&tm);
		if (fits) {
			if (got != want || !gm_ok(want)) {
				bad = 1;
				t_printf("# timegm(%d %d %d %d %d %d) = %lld, want %lld\n", in.tm_year,
				         in.tm_mon, in.tm_mday, in.tm_hour, in.tm_min, in.tm_sec, got, want);
			}
		} else if (got != -1 || errno != EOVERFLOW || !same_tm(&tm, &in)) {
			bad = 1;
			t_printf("# timegm(%d %d %d %d %d %d): no EOVERFLOW\n", in.tm_year,
			         in.tm_mon, in.tm_mday, in.tm_hour, in.tm_min, in.tm_sec);
		}
	}
	T_CHECK(!bad, "timegm of %d random field sets agrees with the reference", n);
}

/* Every day (or every 97th) from -1000000-01-01 to 1000000-12-31, at a random second. */
static void test_days(void)
{
	const long long y0 = -1000000, y1 = 1000000;
	const int step = sampled ? 97 : 1;
	struct ref_date r = { y0, 0, 1, 0, 0 };
	long long day = ref_days(y0, 0, 1);
	struct ref_date check;
	ref_date(day, &check);
	r.wday = check.wday;
	long long n = 0, bad = 0;
	for (; r.year <= y1; day += step, n++) {
		long long sod = (long long)(rnd() % 86400);
		time_t t = day * 86400 + sod;
		struct tm tm;
		int ok = gmtime_r(&t, &tm) == &tm && matches(&tm, &r, sod);
		/* timegm rewrites tm_wday and tm_yday (from the fields when they are in
		   range, without a second conversion): spoil them first. */
		tm.tm_wday = tm.tm_yday = -1;
		if (!ok || timegm(&tm) != t || !matches(&tm, &r, sod)) {
			t_printf("# day %lld (%lld-%d-%d) second %lld\n", day, r.year, r.mon + 1, r.mday, sod);
			show("got", t, &tm);
			bad = 1;
			break;
		}
		ref_add_days(&r, step);
	}
	T_CHECK(!bad && check.year == y0 && check.mon == 0 && check.mday == 1,
	        "gmtime_r and timegm round trip (tm_wday, tm_yday too) for %lld days of years %lld..%lld", n, y0, y1);
}

/* Every second of two days: the time of day comes from products that stand for
   divisions (secs_to_tm.h), exact only where they have been checked. */
static void test_seconds(void)
{
	static const long long days[] = { -1, 24855 };  /* 1969-12-31, 2038-01-19 */
	int bad = 0;
	for (int i = 0; i < 2 && !bad; i++) {
		struct ref_date r;
		ref_date(days[i], &r);
		for (long long sod = 0; sod < 86400; sod++) {
			time_t t = days[i] * 86400 + sod;
			struct tm tm;
			if (gmtime_r(&t, &tm) != &tm || !matches(&tm, &r, sod)) {
				show("got", t, &tm);
				bad = 1;
				break;
			}
		}
	}
	T_CHECK(!bad, "gmtime_r gives every second of 1969-12-31 and 2038-01-19");
}

/* The day before each century's first March 1 (years divisible by 100, where the
   calendar's century count steps) from year -1000000 to 1000000: 64-bit machines take
   the century from the seconds and correct it in the last quarter-days before it
   starts (secs_to_tm.h). Every second of that day for eight centuries in a row (their
   days fall on every quarter-day alignment), every 600th for the others. */
static void test_centuries(void)
{
	long long n = 0;
	int bad = 0;
	for (long long y = -1000000; y <= 1000000 && !bad; y += 100) {
		long long t = ref_days(y, 2, 1) * 86400;
		long long step = y >= 1900 && y < 2700 ? 1 : sampled ? 7200 : 600;
		for (long long s = t - 86400; s <= t && !bad; s += step, n++)
			if (!gm_ok(s)) t_printf("# t = %lld\n", s), bad = 1;
	}
	T_CHECK(!bad, "%lld seconds of the days before the centuries of years -10^6..10^6", n);
}

/* Random seconds over the whole range, and the first second of random 400-year eras. */
static void test_random(void)
{
	long long tmax = ref_days(INT_MAX + 1900LL, 11, 31) * 86400 + 86399;
	long long tmin = ref_days(INT_MIN + 1900LL, 0, 1) * 86400;
	int n = sampled ? 2000 : 20000, bad = 0;
	for (int i = 0; i < n && !bad; i++) {
		long long t = tmin + (long long)(rnd() % (uint64_t)(tmax - tmin + 1));
		if (i & 1)
			t >>= rnd() % 64;
		struct tm tm;
		time_t tt = t;
		if (!gm_ok(t) || !gmtime_r(&tt, &tm) || timegm(&tm) != t) {
			t_printf("# t = %lld\n", t);
			bad = 1;
		}
	}
	T_CHECK(!bad, "%d random times over the whole range", n);

	bad = 0;
	for (int i = 0; i < n / 10 && !bad; i++) {
		long long y = 400 * ((long long)(rnd() % 10737418) - 5368709);
		long long t = ref_days(y, 2, 1) * 86400;
		for (int d = -1; d <= 0; d++)
			if (t + d >= tmin && t + d <= tmax && !gm_ok(t + d))
				t_printf("# t = %lld\n", t + d), bad = 1;
	}
	T_CHECK(!bad, "%d era boundaries (March 1 of years divisible by 400)", n / 10);
}

/* __t64_mod7 (calendar.h), the weekday's product and shift for x % 7: exact while 24x <
   2^32, which its callers stay under (the largest, secs_to_tm.h's count of a day, is
   below 2^19). Every x to the bound (every 4099th on emulated targets, then the last
   10^5 of them). */
static void test_mod7(void)
{
	const uint32_t bound = 0xffffffffu / 24;
	uint32_t x = 0, bad = 0, step = sampled ? 4099 : 1;
	for (; x <= bound && !bad; x += bound - x < 100000 ? 1 : step)
		if (__t64_mod7(x) != x % 7) t_printf("# x = %u: %u\n", x, __t64_mod7(x)), bad = 1;
	T_CHECK(!bad, "__t64_mod7(x) is x %% 7 for x <= %u", bound);
}

static void test_gmtime(void)
{
	time_t t = 2147483648LL;
	struct tm *p = gmtime(&t), *q;
	T_CHECK(p && p->tm_year == 138 && p->tm_sec == 8, "gmtime(2^31)");
	t = 0;
	q = gmtime(&t);
	T_CHECK(q == p && q->tm_year == 70, "gmtime uses one static struct tm");
	t = INT64_MAX;
	errno = 0;
	T_CHECK(!gmtime(&t) && errno == EOVERFLOW, "EP-calendar: gmtime(INT64_MAX) fails with EOVERFLOW");
}

static void test_difftime(void)
{
	T_CHECK(difftime(5, 3) == 2.0 && difftime(3, 5) == -2.0 && difftime(7, 7) == 0.0,
	        "difftime of small values");
	T_CHECK(difftime(INT64_MAX, INT64_MIN) == 18446744073709551616.0,
	        "difftime(INT64_MAX, INT64_MIN) is 2^64");
	T_CHECK(difftime(INT64_MIN, INT64_MAX) == -18446744073709551616.0,
	        "difftime(INT64_MIN, INT64_MAX) is -2^64");
	T_CHECK(difftime(0, INT64_MIN) == 9223372036854775808.0 &&
	        difftime(INT64_MIN, 0) == -9223372036854775808.0 &&
	        difftime(INT64_MAX, -1) == 9223372036854775808.0,
	        "difftime across the sign of time_t");
	T_CHECK(difftime(9007199254740993LL, 0) == 9007199254740992.0 &&
	        difftime(9007199254740995LL, 0) == 9007199254740996.0 &&
	        difftime(-4611686018427387904LL, 4611686018427387905LL) == -9223372036854775808.0,
	        "difftime rounds the exact difference once, to nearest even");
	T_CHECK(difftime(2147483648LL, -2147483648LL) == 4294967296.0, "difftime(2^31, -2^31)");
}

int main(int argc, char **argv)
{
	sampled = argc > 1 && !strcmp(argv[1], "sampled");
	test_known();
	test_edges();
	test_timegm();
	test_gmtime();
	test_difftime();
	test_mod7();
	test_random();
	test_days();
	test_seconds();
	test_centuries();
	return t_done();
}
