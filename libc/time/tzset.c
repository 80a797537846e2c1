/* tzset and the XSI variables. For a TZif zone the names and offsets are those glibc
   reports: the latest standard and daylight types of the transition table (tzname[1]
   falls back to tzname[0]); for a POSIX string its two halves. daylight is 0 only
   when DST never applies (POSIX): 1 when any transition or the footer's rule leads to
   a daylight type, whatever its offset (glibc and tzcode agree). */
#include <time.h>
#include "tz.h"

/* picolibc's <time.h> (bare metal) names the XSI variables _tzname, _timezone and
   _daylight, and maps only tzname by macro: define the names its users link against. */
#if defined tzname && !defined timezone   /* (a host build renames all three) */
#define timezone _timezone
#define daylight _daylight
#endif

char *tzname[2] = { (char *)"UTC", (char *)"UTC" };
long timezone;
int daylight;

/* Called by the rebuild of a zone (under its lock), so tzset itself only checks TZ:
   mktime calls it every time. */
void __t64_tz_set_names(const struct __t64_zone *z)
{
	/* The latest standard [0] and daylight [1] types (isdst is 0 or 1): the last of
	   each kind in a forward walk (this runs once per zone, so no early stop). */
	const struct __t64_ttinfo *k[2] = { &z->types[0], 0 };
	if (z->n_times == 0 && z->has_rule) {
		k[0] = &z->posix.std;
		if (z->posix.has_dst) k[1] = &z->posix.dst;
	}
	for (int i = 0; i < z->n_times; i++) {
		const struct __t64_ttinfo *t = &z->types[z->idx[i]];
		k[t->isdst] = t;
	}
	const struct __t64_ttinfo *std = k[0], *dst = k[1];
	tzname[0] = (char *)std->abbr;
	tzname[1] = (char *)(dst ? dst : std)->abbr;
	timezone = -std->off;
	daylight = dst || (z->has_rule && z->posix.has_dst);
}

void tzset(void)
{
	__t64_tz_current(1);
}
