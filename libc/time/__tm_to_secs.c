#include <stdint.h>
#include <time.h>
#include "calendar.h"

/* Years are shifted by S = 400 * 2^26 so that 0 <= year + S < 2^36 for |year| <= 2^34:
   then the era (year / 400) is a 32-bit division of (year + S) / 16 by 25. */
#define S 26843545600LL
#define S_DAYS 9804404423276LL          /* days from (-S)-03-01 to 1970-01-01 */

long long __t64_days_from_civil(long long year, int mon, int mday)
{
	int q = mon / 12, m = mon % 12;
	if (m < 0) {
		m += 12;
		q--;
	}
	/* Count years from March: January and February close the previous year. */
	uint32_t jan = m < 2;
	uint32_t mar = (uint32_t)m + (jan ? 10 : -2);   /* months since March */
	uint64_t y = (uint64_t)(year + q - (int)jan + S);
	uint32_t era = (uint32_t)(y >> 4) / 25;
	uint32_t yoe = (uint32_t)y - era * 400;
	/* 365 days a year plus leap days; (979 * mar + 18) / 32 is the day of year of the
	   first of the month (Neri-Schneider). */
	uint32_t doe = 365 * yoe + yoe / 4 - yoe / 100 + (979 * mar + 18) / 32;
	return (long long)era * 146097 + doe - S_DAYS + mday - 1;
}

long long __t64_tm_to_secs(const struct tm *tm)
{
	long long days = __t64_days_from_civil(tm->tm_year + 1900LL, tm->tm_mon, tm->tm_mday);
	return days * 86400 + tm->tm_hour * 3600LL + tm->tm_min * 60LL + tm->tm_sec;
}
