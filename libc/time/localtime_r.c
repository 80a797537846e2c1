#include <stdint.h>
#include <time.h>
#include "tz.h"

#if !T64_TIME_SIZE            /* speed: one conversion where a table or a fast rule decides */
/* A fast POSIX rule's local time with one calendar conversion: t is read in standard
   time, the rule is decided from those fields (as __t64_tz_posix_find decides it), and
   daylight time only moves the time of day. NULL: take the general way (daylight time
   crossing midnight, or out of range). */
static inline __attribute__((__always_inline__))
const struct __t64_ttinfo *rule_local(const struct __t64_posixtz *p, long long t, struct tm *tm)
{
	long long local;
	__t64_day day;
	uint32_t sod;
	if (__builtin_add_overflow(t, (long long)p->std.off, &local) ||
	    __t64_secs_split(local, &day, &sod) < 0)
		return 0;
	struct tm d;                    /* *tm is written only on success (EP-calendar) */
	__t64_day_to_tm(day, &d);
	int wday1, leap = __t64_year_kind(&d, &wday1);
	int dst = __t64_rule_dst(p->rel[leap][wday1], d.tm_yday * 86400 + (int32_t)sod);
	/* Daylight time moves the time of day, chosen without a branch (DST or not is a
	   coin toss for random instants); a move past midnight is rare. */
	sod += (uint32_t)(p->dst.off - p->std.off) & -(uint32_t)dst;
	if (sod >= 86400) return 0;
	tm->tm_year = d.tm_year, tm->tm_mon = d.tm_mon, tm->tm_mday = d.tm_mday;
	tm->tm_yday = d.tm_yday, tm->tm_wday = d.tm_wday;
	__t64_sod_to_tm(sod, tm);
	return __t64_posix_type(p, dst);
}

/* Does not re-read TZ once a zone is set up (POSIX lets localtime_r skip tzset, and
   glibc's does): call tzset after changing TZ. */
struct tm *localtime_r(const time_t *restrict tp, struct tm *restrict tm)
{
	long long t = *tp;
	struct __t64_zone *z = __t64_tz_current(0);
	const struct __t64_ttinfo *tt;
	int n = z->n_times;
	long long g;
	__t64_day day;
	uint32_t sod;
	if (z->has_rule && z->posix.fast && (n == 0 || t >= z->last)) {
		if ((tt = rule_local(&z->posix, t, tm))) goto found;
	} else if ((tt = __t64_tz_find_fast(z, t, 0)) &&
	           !__builtin_add_overflow(t, (long long)z->usual_off, &g) &&
	           !__t64_secs_split(g, &day, &sod)) {
		/* A table's type: t is read with the zone's usual offset while the type is
		   looked up (the two do not wait for each other), and the type's offset then
		   moves only the time of day, unless past midnight. */
		sod += (uint32_t)(tt->off - z->usual_off);
		if (sod < 86400) {
			__t64_day_to_tm(day, tm);
			__t64_sod_to_tm(sod, tm);
			goto found;
		}
	}
	if (!tt) tt = __t64_tz_find(z, t, 0);
	/* t + off overflows only where the year does not fit int anyway. */
	long long local;
	if (__builtin_add_overflow(t, (long long)tt->off, &local) || __t64_secs_to_tm_hot(local, tm) < 0) {
		__t64_eoverflow();
		return 0;
	}
found:
	__t64_tm_set_zone(tm, tt->isdst, tt->off, tt->abbr);
	return tm;
}
#else
/* The size variant: the type, then gmtime_r's conversion with its zone fields. t + off
   is taken modulo 2^64 and the check left to the conversion: an overflowed sum lies
   near -2^63 or 2^63, far outside the range it accepts. Does not re-read TZ (above). */
struct tm *localtime_r(const time_t *restrict tp, struct tm *restrict tm)
{
	long long t = *tp;
	const struct __t64_ttinfo *tt = __t64_tz_find(__t64_tz_current(0), t, 0);
	return __t64_to_tm((long long)((unsigned long long)t + (unsigned long long)tt->off), tm, tt);
}
#endif
