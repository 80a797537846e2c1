#include <stdint.h>
#include <time.h>
#include "calendar.h"
#include "tm_to_secs.h"

/* Years are shifted by S (tm_to_secs.h) so the century is a 32-bit division; months
   are shifted by 12 * K - 2 = 2^31 + 2 for the same reason. */
#define S T64_YEAR_SHIFT
#define K 178956971LL

/* Days from 1970-01-01 to year-(mon+1)-mday, year = tm_year + 1900, mon and mday any
   int (negative only when mday is). */
static inline long long days_from_epoch(int tm_year, int mon, int mday)
{
	/* Count months from March, so that the leap day ends the year: mon - 2 + 12 * K
	   is 0..2^32 + 1, its half (mon >> 1) + 6 * K - 1 < 2^31, and that divided by 6 is
	   (mon - 2) / 12 + K. */
	uint32_t q = ((uint32_t)(mon >> 1) + (uint32_t)(6 * K - 1)) / 6;
	uint32_t mar = (uint32_t)mon + (uint32_t)(12 * K - 2) - 12 * q;   /* months since March */
	/* The year from March, shifted: 1900 in the 32-bit constant (< 2^32 with q). */
	uint64_t y = (uint64_t)(tm_year + (q + (S - K + 1900)));
	uint32_t c = (uint32_t)(y >> 2) / 25;
	uint32_t yoc = (uint32_t)y - 100 * c;
	/* 146097 days in 4 centuries (146097 * c / 4 is 36524 * c + c / 4: a smaller
	   product), 1461 in 4 years, (979 * mar + 18) / 32 days before the month
	   (Neri-Schneider). Centuries counted from year 0 (S / 100 = 2^25 fewer) leave
	   1970-01-01's day count from 0000-03-01, 719468, to subtract in 32 bits, not
	   T64_SHIFT_DAYS in 64. */
	int32_t c0 = (int32_t)(c - (1u << 25));
	int32_t rest = (c0 >> 2) + (int32_t)((1461 * yoc) >> 2) + (int32_t)((979 * mar + 18) >> 5)
	               - (719468 + 1);
	return 36524LL * c0 + rest + mday;
}

long long __t64_tm_to_secs(const struct tm *tm)
{
	long long days = days_from_epoch(tm->tm_year, tm->tm_mon, tm->tm_mday);
	/* In this order gcc accumulates the products into one sum. */
	return tm->tm_sec + tm->tm_min * 60LL + tm->tm_hour * 3600LL + days * 86400;
}
