/* The calendar core (libc/time/__secs_to_tm.c, __tm_to_secs.c): proleptic Gregorian
   UTC arithmetic shared by gmtime_r/timegm and by localtime/mktime, which add their
   UTC offset first. Algorithms: Neri & Schneider, "Euclidean affine functions and
   their application to calendar algorithms" (2022), on 400-year eras so every step
   but one fits 32 bits and no 64-bit division (a libgcc call on ILP32) is needed. */
#ifndef T64_INTERNAL_CALENDAR_H
#define T64_INTERNAL_CALENDAR_H
#include <time.h>

#include <stdint.h>
#include "hidden.h"
#include "t64_config.h"
#define T64_CAL_HIDDEN T64_HIDDEN

/* x % 7 for 24x < 2^32: with 613566757 = (2^32 + 3) / 7, x * 613566757 modulo 2^32 is
   (2^32 * (x % 7) + 3x) / 7, whose top three bits, 8 (x % 7) / 7 + 24x / (7 * 2^32)
   rounded down, are x % 7 (test/unit/calendar.c checks every x below the bound). A
   product and a shift, where gcc's x % 7 takes a division's five steps and a
   subtraction (and times 7 over 2^32, valid to 3x < 2^32, three steps more). */
static inline __attribute__((__always_inline__)) uint32_t __t64_mod7(uint32_t x)
{
	return x * 613566757u >> 29;
}

/* The times whose year - 1900 fits int: (INT_MIN + 1900)-01-01T00:00:00Z and
   (INT_MAX + 1900)-12-31T23:59:59Z (checked by test/unit/calendar.c). */
#define T_MIN (-67768040609740800LL)
#define T_MAX 67768036191676799LL

/* Seconds since 1970-01-01T00:00:00Z to tm_sec..tm_yday (tm_isdst, tm_gmtoff and
   tm_zone are the caller's). Returns 0, or -1 without touching *tm when the year
   minus 1900 does not fit int. */
T64_CAL_HIDDEN int __t64_secs_to_tm(long long t, struct tm *tm);

/* tm_year..tm_sec to seconds since the epoch, every field any int value and
   normalised arithmetically (tm_mon 12 is next January, tm_sec -1 the previous
   minute, ...); tm_wday, tm_yday, tm_isdst are ignored. Never overflows: the result
   is within +-2^57. The caller checks the range (__t64_secs_to_tm does). */
T64_CAL_HIDDEN long long __t64_tm_to_secs(const struct tm *tm);

/* tm_isdst, and tm_gmtoff and tm_zone where struct tm has them (not picolibc's). */
static inline void __t64_tm_set_zone(struct tm *tm, int isdst, long off, const char *abbr)
{
	tm->tm_isdst = isdst;
#ifdef __TM_GMTOFF
	tm->__TM_GMTOFF = off;
#endif
#ifdef __TM_ZONE
	tm->__TM_ZONE = abbr;
#endif
	(void)off, (void)abbr;
}

/* The conversion where speed counts (gmtime_r, localtime_r), errno = EOVERFLOW for the
   calendar's callers, and gmtime_r's work: *tm from t as UTC (tm_isdst 0, and GMT where
   struct tm has zone fields, as glibc's gmtime says), or null with errno EOVERFLOW, *tm
   untouched. Speed builds have them inline. Size-optimised ones (firmware) call one
   copy of each (__to_tm.c, picked by libc/time/meson.build as this is), which timegm,
   localtime_r and mktime share: __t64_to_tm converts t, a local time already, and sets
   the zone fields of the type tt (tz.h), or UTC's when tt is null. */
#if !T64_TIME_SIZE            /* size: 532 bytes less in gmtime_r+timegm */
#include <errno.h>
#include "secs_to_tm.h"
#define __t64_secs_to_tm_hot __t64_secs_to_tm_inline

static inline void __t64_eoverflow(void)
{
	errno = EOVERFLOW;
}

static inline struct tm *__t64_utc(long long t, struct tm *tm)
{
	if (__t64_secs_to_tm_hot(t, tm) < 0) {
		__t64_eoverflow();
		return 0;
	}
	__t64_tm_set_zone(tm, 0, 0, "GMT");
	return tm;
}
#else
#define __t64_secs_to_tm_hot __t64_secs_to_tm
T64_CAL_HIDDEN void __t64_eoverflow(void);
struct __t64_ttinfo;
T64_CAL_HIDDEN struct tm *__t64_to_tm(long long t, struct tm *tm, const struct __t64_ttinfo *tt);
#define __t64_utc(t, tm) __t64_to_tm(t, tm, 0)
#endif

/* The common case of both, inline: tm_mon..tm_sec in range (tm_to_secs.h). */
#include "tm_to_secs.h"
#endif
