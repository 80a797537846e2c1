#include <stdint.h>
#include <time.h>
#include "calendar.h"

/* Years are shifted by S = 400 * 2^23 so that 0 <= year + S < 2^33 whenever
   |year| <= 3e9: then the century, (year + S) / 100, is a 32-bit division of a quarter
   of it by 25. Months are shifted by 12 * K - 2 for the same reason. */
#define S 3355443200LL
#define S_DAYS 1225551182444LL          /* days from (-S)-03-01 to 1970-01-01 */
#define K 178956971LL                   /* 12 * K - 2 >= 2^31 - 1 */

/* Days from (-S)-03-01 to year-(mon+1)-mday, |year| <= 3e9, mon and mday any int
   (negative only when mday is); *leap: the year from March is a leap year. */
static inline long long days_from_base(long long year, int mon, int mday, unsigned *leap)
{
	/* Count months from March, so that the leap day ends the year: mon - 2 + 12 * K
	   is 0..2^32 + 1, and a quarter of it divided by 3 is (mon - 2) / 12 + K. */
	uint64_t mm = (uint64_t)(mon + (12 * K - 2));
	uint32_t q = (uint32_t)(mm >> 2) / 3;
	uint32_t mar = (uint32_t)mm - 12 * q;           /* months since March */
	uint64_t y = (uint64_t)(year + q + (S - K));    /* year from March, shifted */
	uint32_t c = (uint32_t)(y >> 2) / 25;
	uint32_t yoc = (uint32_t)y - 100 * c;
	/* S is a multiple of 400: y is a leap year when the year is. */
	*leap = ((yoc & 3) == 0) & ((yoc != 0) | ((c & 3) == 0));
	/* 146097 days in 4 centuries, 1461 in 4 years, (979 * mar + 18) / 32 days before
	   the month (Neri-Schneider). */
	return (long long)((146097ULL * c) >> 2) + ((1461 * yoc) >> 2) + ((979 * mar + 18) >> 5)
	       + mday - 1;
}

long long __t64_tm_to_secs(const struct tm *tm)
{
	unsigned leap;
	long long days = days_from_base(tm->tm_year + 1900LL, tm->tm_mon, tm->tm_mday, &leap) - S_DAYS;
	return days * 86400 + tm->tm_hour * 3600LL + tm->tm_min * 60LL + tm->tm_sec;
}

#ifndef __OPTIMIZE_SIZE__
/* Days before each month of a common year. */
static const short before[12] = { 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334 };

long long __t64_tm_to_secs_wy(struct tm *tm, int *normal)
{
	int mon = tm->tm_mon, mday = tm->tm_mday;
	unsigned leap;
	long long d = days_from_base(tm->tm_year + 1900LL, mon, mday, &leap);
	long long t = (d - S_DAYS) * 86400 + tm->tm_hour * 3600LL + tm->tm_min * 60LL + tm->tm_sec;
	/* In range, tested without branches; February 29 takes the general way (for
	   January and February, leap is that of the year before). */
	unsigned m = (unsigned)mon, md = (unsigned)mday - 1;
	*normal = (m < 12) & ((md < 28) | ((m != 1) & (md < 30 + ((0xad5u >> (m & 15)) & 1)))) &
	          ((unsigned)tm->tm_hour < 24) & ((unsigned)tm->tm_min < 60) &
	          ((unsigned)tm->tm_sec < 60);
	if (*normal) {
		/* d >= 0 here; (d - S_DAYS + 4) % 7 (1970-01-01 a Thursday), S_DAYS = 1 mod 7. */
		uint64_t u = (uint64_t)d + 3;
#if UINTPTR_MAX > 0xffffffff
		tm->tm_wday = (int)(u % 7);
#else
		/* In 32-bit steps, without libgcc's 64-bit division: 2^32 = 4 mod 7. */
		tm->tm_wday = (int)(((uint32_t)(u >> 32) * 4 + (uint32_t)u % 7) % 7);
#endif
		tm->tm_yday = before[m] + mday - 1 + (int)(leap & (m > 1));
	}
	return t;
}
#endif
