#include <stdint.h>
#include <time.h>
#include "calendar.h"

/* Years are shifted by S = 400 * 2^23 so that 0 <= year + S < 2^33 whenever
   |year| <= 3e9: then the century, (year + S) / 100, is a 32-bit division of a quarter
   of it by 25. Months are shifted by 12 * K - 2 for the same reason. */
#define S 3355443200LL
#define S_DAYS 1225551182444LL          /* days from (-S)-03-01 to 1970-01-01 */
#define K 178956971LL                   /* 12 * K - 2 >= 2^31 - 1 */

/* Days since 1970-01-01 of year-(mon+1)-mday, |year| <= 3e9, mon and mday any int. */
static long long days_from_civil(long long year, int mon, int mday)
{
	/* Count months from March, so that the leap day ends the year: mon - 2 + 12 * K
	   is 0..2^32 + 1, and a quarter of it divided by 3 is (mon - 2) / 12 + K. */
	uint64_t mm = (uint64_t)(mon + (12 * K - 2));
	uint32_t q = (uint32_t)(mm >> 2) / 3;
	uint32_t mar = (uint32_t)mm - 12 * q;           /* months since March */
	uint64_t y = (uint64_t)(year + q + (S - K));    /* year from March, shifted */
	uint32_t c = (uint32_t)(y >> 2) / 25;
	uint32_t yoc = (uint32_t)y - 100 * c;
	/* 146097 days in 4 centuries, 1461 in 4 years, (979 * mar + 18) / 32 days before
	   the month (Neri-Schneider). */
	return (long long)((146097ULL * c) >> 2) + ((1461 * yoc) >> 2) + ((979 * mar + 18) >> 5)
	       - S_DAYS + mday - 1;
}

long long __t64_tm_to_secs(const struct tm *tm)
{
	long long days = days_from_civil(tm->tm_year + 1900LL, tm->tm_mon, tm->tm_mday);
	return days * 86400 + tm->tm_hour * 3600LL + tm->tm_min * 60LL + tm->tm_sec;
}
