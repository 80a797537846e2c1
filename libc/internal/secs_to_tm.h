/* The body of __t64_secs_to_tm (calendar.h), for the callers that take it inline
   (gmtime_r, localtime_r: a call and its saved registers are a fifth of their cost). */
#ifndef T64_INTERNAL_SECS_TO_TM_H
#define T64_INTERNAL_SECS_TO_TM_H
#include <stdint.h>
#include <time.h>
#include "t64_config.h"

/* Seconds are counted from B-03-01T00:00:00Z, B = -2147482000: a multiple of 400 at
   or before the March that opens the first representable year. Every valid time is
   then 0 <= u < 2^57, and a year counted from March ends with the leap day, so the
   month lengths repeat from March (Neri-Schneider's "computational calendar"). */
#define OFFSET 67768048556899200ULL     /* seconds from B-03-01 to 1970-01-01 */
#define YEAR0 2147483396u               /* B - 1900, modulo 2^32 */

/* One era is 400 years = 146097 days (a whole number of weeks) = ERA * 128 s. */
#define ERA 98615475u
#define ERA_INV 2922770246u             /* floor(2^58 / ERA) */

/* The pieces, for callers that move the time of day before the date is written
   (localtime_r): t to a day and the second of that day, or -1 out of range; then each
   to its fields. 64-bit machines keep a day as Neri-Schneider's century step leaves
   it: cen, the centuries since B, and n2 = (4 * day + 3) modulo 146097, whose quarter
   is the day of the century. 32-bit ones keep a 400-year era and the day from its
   start (below two eras), and take the century step in __t64_day_to_tm (the 64-bit
   form, made in the split or there with the weekday from n2, measured 1-3% slower on
   i686; with the century from the seconds as below, 8% slower). */
#if UINTPTR_MAX > 0xffffffff
typedef struct { uint32_t cen, n2; } __t64_day;
#else
typedef struct { uint32_t era, doe; } __t64_day;
#endif

#define IN_RANGE(t) ((unsigned long long)(t) - (unsigned long long)T_MIN <= (unsigned long long)(T_MAX - T_MIN))
#define CEN(t) (((unsigned long long)(t) + OFFSET + 64800) / 3155695200u)

static inline __attribute__((__always_inline__))
int __t64_secs_split(long long t, __t64_day *day, uint32_t *sod)
{
#if UINTPTR_MAX > 0xffffffff
	unsigned long long u = (unsigned long long)t + OFFSET;
	/* 64-bit machines divide by a constant with one multiplication, so the centuries
	   come straight from the seconds, no 400-year step: (u + 64800) / 3155695200
	   (146097 quarter-days) is (4 * days + 3 + j) / 146097, j the quarter of the day.
	   It runs one ahead of the century count (4 * days + 3) / 146097 in the last
	   quarter-days before a century starts, where n2 comes out negative: corrected.
	   Taken from the day count, the two products waited one for the other (5% slower
	   gmtime_r on x86_64). (A 64-bit date through a Julian count, with fewer
	   products, measured slower: its 128-bit products cost more than the 32-bit ones
	   below.) */
	uint64_t days = u / 86400, cen = (u + 64800) / 3155695200u;
	/* The range: every century strictly between those of T_MIN and T_MAX is in it,
	   a test with small constants; the exact one (two 64-bit constants, measured 5%
	   of gmtime_r on x86_64) only in the centuries at the ends and outside, where a
	   wrapped u lands too. */
	if (cen - (CEN(T_MIN) + 1) > CEN(T_MAX) - CEN(T_MIN) - 2 && !IN_RANGE(t))
		return -1;
	int64_t n2 = (int64_t)(4 * days + 3) - (int64_t)(cen * 146097);
	day->cen = (uint32_t)cen - (n2 < 0);
	day->n2 = (uint32_t)n2 + (n2 < 0 ? 146097 : 0);
	*sod = (uint32_t)(u - days * 86400);
#else
	unsigned long long u = (unsigned long long)t + OFFSET;
	uint32_t hi = (uint32_t)(u >> 32), lo = (uint32_t)u;
	/* IN_RANGE(t), from u: one 64-bit sum instead of two. u's halves are made opaque,
	   else gcc makes the sum t - T_MIN again. */
	__asm__("" : "+r"(hi), "+r"(lo));
	if (((uint64_t)hi << 32 | lo) - (OFFSET + (unsigned long long)T_MIN) > (unsigned long long)(T_MAX - T_MIN))
		return -1;
	/* 32-bit ones would call libgcc's 64-bit division: u / 128 < 2^50, its top 32 bits
	   times a 32-bit reciprocal give the era or one less (error < 2^-7 + 2^-8), so
	   the remainder fits 32 bits. It is left below two eras, not corrected: the
	   century count of __t64_day_to_tm, era * 4 + century, takes the extra era. */
	/* u >> 25 and the low word of u >> 7 from the halves (64-bit shifts kept both
	   halves, and multiplied the high one too: 7 instructions more on i686). */
	uint32_t era = (uint32_t)(((uint64_t)(hi << 7 | lo >> 25) * ERA_INV) >> 40);
	uint32_t r = (hi << 25 | lo >> 7) - era * ERA;
	day->era = era;
	day->doe = r / 675;                             /* day of era, < 2 * 146097 */
	*sod = (r - day->doe * 675) << 7 | (lo & 127);
#endif
	return 0;
}

/* sod / 3600 and s / 60 as 32-bit products: exact for sod < 86400 and s < 3600. (The
   hour's fraction in 32 bits times 60, for the minute, and again for the second: one
   product fewer, measured slower on x86_64 and i686.) Size-optimised builds divide:
   each divisor is also the remainder's factor, one constant instead of two. */
static inline __attribute__((__always_inline__))
void __t64_sod_to_tm(uint32_t sod, struct tm *tm)
{
#if T64_TIME_SIZE              /* size: 8 bytes less, 9 % more gmtime_r instructions */
	uint32_t hour = sod / 3600, s = sod - hour * 3600, min = s / 60;
#else
	uint32_t hour = sod * 37283 >> 27, s = sod - hour * 3600, min = s * 2185 >> 17;
#endif
	tm->tm_hour = (int)hour;
	tm->tm_min = (int)min;
	tm->tm_sec = (int)(s - min * 60);
}

/* For __t64_day_to_tm, from a __t64_day: DAY_CENTURY sets cen (the century; counted
   from any era start is enough, only cen % 4 is read) and n2; DAY_YEARS is the years from B to
   that century; DAY_W is congruent modulo 7 to the day since B plus 3 (B-03-01 was a
   Wednesday), and below 2^32 / 24 (__t64_mod7). */
#if UINTPTR_MAX > 0xffffffff
#define DAY_CENTURY(day, cen, n2) ((cen) = (day).cen, (n2) = (day).n2)
#define DAY_YEARS(day, cen) ((day).cen * 100)
/* The day since B is (146097 * cen + n2 - 3) / 4: modulo 7 (146097 = 7 * 20871,
   2 * 4 = 1) it is 2 * n2 - 6. */
#define DAY_W(day, n2) (2 * (n2) + 4)
#else
#define DAY_CENTURY(day, cen, n2) \
	((cen) = (4 * (day).doe + 3) / 146097, (n2) = 4 * (day).doe + 3 - (cen) * 146097)
#define DAY_YEARS(day, cen) (((day).era * 4 + (cen)) * 100)
#define DAY_W(day, n2) ((day).doe + 3)                  /* an era is whole weeks */
#endif

/* The fields of the day d from March 1 (0..365): DOY_JAN, January or February (of the
   next year); Neri-Schneider's month and day, 2141 / 2^16 being 5 / 153; tm_yday. */
#define DOY_JAN(d) ((d) >= 306)
#define DOY_N3(d) (2141u * (d) + 197913u)
#define DOY_MON(d) ((DOY_N3(d) >> 16) - 1 - 12 * DOY_JAN(d))
#define DOY_MDAY(d) ((DOY_N3(d) & 0xffff) / 2141 + 1)
#define DOY_YDAY(d, leap) (DOY_JAN(d) ? (d) - 306 : (d) + 59 + (leap))

/* Speed builds read them with one load: DOY_MDAY | DOY_MON << 8 | !DOY_JAN << 16 |
   DOY_YDAY(d, 0) << 17 (__doy_fields.c). Two products and nine instructions fewer,
   measured 10% of gmtime_r on x86_64 and i686; -Os builds spare the 1464 bytes. */
T64_CAL_HIDDEN extern const uint32_t __t64_doy_fields[366];

/* The day to year of century, day of year, month, day (Neri-Schneider, 32-bit
   variant); 2939745 / 2^32 approximates 4 / 1461. */
static inline __attribute__((__always_inline__))
void __t64_day_to_tm(__t64_day day, struct tm *tm)
{
	uint32_t cen, n2;
	DAY_CENTURY(day, cen, n2);
#if !T64_TIME_SIZE            /* size: 1448 bytes less (table) */
	uint64_t p2 = 2939745ULL * (n2 | 3);
	uint32_t yoc = (uint32_t)(p2 >> 32);
	uint32_t doy = (uint32_t)p2 / 11758980;         /* from March 1 */
	uint32_t leap = ((yoc ? yoc : cen) & 3) == 0;  /* a century year: cen % 4 == 0 */
	uint32_t e = __t64_doy_fields[doy], notjan = e >> 16 & 1;
	tm->tm_year = (int)(DAY_YEARS(day, cen) + yoc + 1 - notjan + YEAR0);
	tm->tm_mon = (int)(e >> 8 & 0xff);
	tm->tm_mday = (int)(e & 0xff);
	tm->tm_yday = (int)((e >> 17) + (leap & notjan));
#else
	/* What the product above gives, by a division: 1461 is also the remainder's factor. */
	uint32_t yoc = (n2 | 3) / 1461, doy = ((n2 | 3) - yoc * 1461) / 4;
	/* January and February one way, the other months another, the leap day tested only
	   there. */
	uint32_t year = DAY_YEARS(day, cen) + yoc + YEAR0, mon = (DOY_N3(doy) >> 16) - 1, yday;
	if (DOY_JAN(doy)) {
		year++, mon -= 12, yday = doy - 306;
	} else {
		uint32_t y = yoc;
		if (!y) y = cen;                        /* a century year: cen % 4 == 0 */
		yday = doy + 59 + ((y & 3) == 0);
	}
	tm->tm_year = (int)year;
	tm->tm_mon = (int)mon;
	tm->tm_mday = (int)DOY_MDAY(doy);
	tm->tm_yday = (int)yday;
#endif
	tm->tm_wday = (int)__t64_mod7(DAY_W(day, n2));
}

static inline __attribute__((__always_inline__))
int __t64_secs_to_tm_inline(long long t, struct tm *tm)
{
	__t64_day day;
	uint32_t sod;
	if (__t64_secs_split(t, &day, &sod) < 0) return -1;
	/* The time of day first, so sod is dead before the date needs the registers (i386
	   has few). */
	__t64_sod_to_tm(sod, tm);
	__t64_day_to_tm(day, tm);
	return 0;
}
#endif
