/* The common case of timegm and mktime, inline (calendar.h): tm_mon..tm_sec already in
   their ranges. Then the seconds come from a month table instead of the general
   normalisation of __t64_tm_to_secs, and tm_wday and tm_yday are set, so *tm holds
   what __t64_secs_to_tm would make of the result with no second conversion. */
#ifndef T64_INTERNAL_TM_TO_SECS_H
#define T64_INTERNAL_TM_TO_SECS_H
#include <stdint.h>
#include <time.h>

/* Years are shifted by T64_YEAR_SHIFT = 400 * 2^23 so that 0 <= year + shift < 2^33
   whenever |year| <= 3e9: the century, (year + shift) / 100, is then a 32-bit division
   of a quarter of it by 25 (__tm_to_secs.c uses the same base). */
#define T64_YEAR_SHIFT 3355443200LL
#define T64_SHIFT_DAYS 1225551182444LL  /* days from (-shift)-03-01 to 1970-01-01 */

/* Days before each month of a common year, and from March 1 to each month's first day
   in the year counted from March ((979 * mar + 18) / 32, Neri-Schneider). */
static const short __t64_before[12] = { 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334 };
static const short __t64_from_march[12] = { 306, 337, 0, 31, 61, 92, 122, 153, 184, 214, 245, 275 };
/* Month lengths with February at 28 (its 29th takes the general way). */
static const unsigned char __t64_mlen[12] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };

/* Returns 0 (*tm and *t untouched) unless the fields are in range; February 29 takes
   the general way too (the leap year known here is the one from March). With
   year_leap (a constant), 1 + whether tm_year itself is a leap year (mktime's rule
   needs it), else 1. */
static inline __attribute__((__always_inline__))
int __t64_tm_to_secs_in_range(struct tm *tm, long long *t, int year_leap)
{
	unsigned m = (unsigned)tm->tm_mon, md = (unsigned)tm->tm_mday - 1;
	/* One branch per field, each taken the same way almost always: the conversion
	   below then runs ahead on the prediction (one test of all five, made with
	   flags, measured 10% slower on x86_64). */
	if (!(m < 12 && md < __t64_mlen[m] &&
	      (unsigned)tm->tm_hour < 24 && (unsigned)tm->tm_min < 60 && (unsigned)tm->tm_sec < 60))
		return 0;
	unsigned jan = m < 2;
	uint64_t y = (uint64_t)(tm->tm_year + (1900 + T64_YEAR_SHIFT) - jan);   /* from March */
	uint32_t c = (uint32_t)(y >> 2) / 25;
	uint32_t yoc = (uint32_t)y - 100 * c;
	uint32_t in_era = ((1461 * yoc) >> 2) + (uint32_t)__t64_from_march[m] + md;
	long long d = (long long)((146097ULL * c) >> 2) + in_era - T64_SHIFT_DAYS;
	/* (d + 4) % 7, 1970-01-01 a Thursday, in 32 bits: 146097 days are whole weeks, so
	   (146097 * c) / 4 is 5 * (c % 4) modulo 7, and T64_SHIFT_DAYS is 1 modulo 7. */
	tm->tm_wday = (int)__t64_mod7(5 * (c & 3) + in_era + 3);
	/* The leap day before tm_yday: that of the year from March, which is tm_year's
	   own from March on. year_leap takes tm_year's own for every month (in January
	   and February the year from March is the one before: the next one's, a century
	   year, yoc 99 + 1, taking the next century's rule); timegm does not pay for it. */
	unsigned leap;
	if (year_leap) {
		uint32_t yc = yoc + jan, cc = c;
		if (yc == 100) yc = 0, cc++;
		leap = ((yc ? yc : cc) & 3) == 0;
	} else
		leap = ((yoc ? yoc : c) & 3) == 0;     /* a century year: c % 4 == 0 */
	tm->tm_yday = __t64_before[m] + (int)md + (int)(leap & (m > 1));
	*t = d * 86400 + (tm->tm_hour * 3600 + tm->tm_min * 60 + tm->tm_sec);  /* < 86400 */
	return year_leap ? 1 + (int)leap : 1;
}
#endif
