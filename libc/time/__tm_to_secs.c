#include <stdint.h>
#include <time.h>
#include "calendar.h"
#include "tm_to_secs.h"

/* Years are shifted by S (tm_to_secs.h) so the century is a 32-bit division; months
   are shifted by 12 * K - 2 for the same reason. */
#define S T64_YEAR_SHIFT
#define S_DAYS T64_SHIFT_DAYS
#define K 178956971LL                   /* 12 * K - 2 >= 2^31 - 1 */

/* Days from (-S)-03-01 to year-(mon+1)-mday, |year| <= 3e9, mon and mday any int
   (negative only when mday is). */
static inline long long days_from_base(long long year, int mon, int mday)
{
	/* Count months from March, so that the leap day ends the year: mon - 2 + 12 * K
	   is 0..2^32 + 1, and a quarter of it divided by 3 is (mon - 2) / 12 + K. */
	uint64_t mm = (uint64_t)(mon + (12 * K - 2));
	uint32_t q = (uint32_t)(mm >> 2) / 3;
	uint32_t mar = (uint32_t)mm - 12 * q;           /* months since March */
	uint64_t y = (uint64_t)(year + (q + (S - K)));  /* year from March, shifted */
	uint32_t c = (uint32_t)(y >> 2) / 25;
	uint32_t yoc = (uint32_t)y - 100 * c;
	/* 146097 days in 4 centuries (146097 * c / 4 is 36524 * c + c / 4: a smaller
	   product), 1461 in 4 years, (979 * mar + 18) / 32 days before the month
	   (Neri-Schneider). */
	uint32_t rest = (c >> 2) + ((1461 * yoc) >> 2) + ((979 * mar + 18) >> 5);  /* < 2^26 */
	return (long long)(36524ULL * c + rest) + mday - 1;
}

long long __t64_tm_to_secs(const struct tm *tm)
{
	long long days = days_from_base(tm->tm_year + 1900LL, tm->tm_mon, tm->tm_mday) - S_DAYS;
	return days * 86400 + tm->tm_hour * 3600LL + tm->tm_min * 60LL + tm->tm_sec;
}
