/* A slow, obviously correct proleptic Gregorian calendar for test/unit/calendar.c:
   leap years by the rule, dates by counting years and months one at a time. The only
   shortcut is whole 400-year cycles of 146097 days, and ref_cycle_days() checks that
   number by counting. Nothing here shares code or constants with libc/time/. */
#ifndef T64_TEST_CALENDAR_REF_H
#define T64_TEST_CALENDAR_REF_H

struct ref_date {
	long long year;                 /* Gregorian, 0 = 1 BC */
	int mon, mday, yday, wday;      /* struct tm conventions */
};

static int ref_leap(long long y)
{
	return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
}

static int ref_year_days(long long y)
{
	return 365 + ref_leap(y);
}

static int ref_month_days(long long y, int m)
{
	static const int days[12] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
	return days[m] + (m == 1 && ref_leap(y));
}

static long long ref_floordiv(long long a, long long b)
{
	long long q = a / b;
	return q - (a % b != 0 && (a % b < 0) != (b < 0));
}

static long long ref_cycle_days(void)
{
	long long n = 0;
	for (long long y = 2000; y < 2400; y++)
		n += ref_year_days(y);
	return n;
}

/* Days from 1970-01-01 to 2000-01-01. */
static long long ref_days_2000(void)
{
	long long n = 0;
	for (long long y = 1970; y < 2000; y++)
		n += ref_year_days(y);
	return n;
}

/* Days since 1970-01-01 of y-(m+1)-d, m in 0..11, d any. */
static long long ref_days(long long y, int m, long long d)
{
	long long c = ref_floordiv(y - 2000, 400);
	long long n = ref_days_2000() + c * 146097;
	for (long long yy = 2000 + 400 * c; yy < y; yy++)
		n += ref_year_days(yy);
	for (int i = 0; i < m; i++)
		n += ref_month_days(y, i);
	return n + d - 1;
}

static void ref_date(long long days, struct ref_date *r)
{
	long long d2000 = ref_days_2000();
	long long c = ref_floordiv(days - d2000, 146097);
	long long rem = days - d2000 - c * 146097;
	r->year = 2000 + 400 * c;
	while (rem >= ref_year_days(r->year))
		rem -= ref_year_days(r->year++);
	r->yday = (int)rem;
	for (r->mon = 0; rem >= ref_month_days(r->year, r->mon); r->mon++)
		rem -= ref_month_days(r->year, r->mon);
	r->mday = (int)rem + 1;
	r->wday = (int)(days - 7 * ref_floordiv(days + 4, 7) + 4);
}

/* Move n >= 0 days on, one month at a time. */
static void ref_add_days(struct ref_date *r, int n)
{
	r->mday += n;
	r->yday += n;
	r->wday = (r->wday + n) % 7;
	while (r->mday > ref_month_days(r->year, r->mon)) {
		r->mday -= ref_month_days(r->year, r->mon);
		if (++r->mon == 12) {
			r->yday -= ref_year_days(r->year++);
			r->mon = 0;
		}
	}
}
#endif
