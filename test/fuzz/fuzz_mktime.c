/* timegm, gmtime_r and mktime with extreme fields. Properties:
   - timegm(gmtime_r(t)) == t for every t gmtime_r accepts, fields unchanged;
   - timegm and mktime either fail with EOVERFLOW leaving *tm as it was, or return a time
     whose gmtime_r / localtime_r is exactly the normalised *tm they wrote. */
#include <errno.h>
#include "fuzz.h"

static const char *const zones[] = {
	"UTC0", "CET-1CEST,M3.5.0,M10.5.0/3", "EST5EDT", "<+0530>-5:30",
	"NZST-12NZDT,M9.5.0,M4.1.0/3", "XXX3YYY,J60/-100,300/167", "AAA-14BBB+12,M1.1.0,M12.5.6/25",
};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct in in = { data, size };
	static int cur = -1;
	int zi = (int)(take(&in, 1) % (sizeof zones / sizeof *zones));
	if (zi != cur) fuzz_set_tz(zones[zi]), cur = zi;

	time_t t = (time_t)take(&in, 8);
	struct tm g, h;
	if (gmtime_r(&t, &g)) {
		h = g;
		errno = 0;
		time_t r = timegm(&h);
		PROP(r == t && same_fields(&g, &h), "timegm(gmtime_r(%lld)) = %lld", (long long)t, (long long)r);
	}

	struct tm tm;
	memset(&tm, 0, sizeof tm);
	tm.tm_sec = (int)take(&in, 4); tm.tm_min = (int)take(&in, 4); tm.tm_hour = (int)take(&in, 4);
	tm.tm_mday = (int)take(&in, 4); tm.tm_mon = (int)take(&in, 4); tm.tm_year = (int)take(&in, 4);
	tm.tm_isdst = (int)take(&in, 4);
	unsigned small = (unsigned)take(&in, 1);
	if (small & 1) tm.tm_year = (int)((signed char)tm.tm_year) + 70;   /* near today */
	if (small & 2) tm.tm_isdst = (signed char)small >> 2;

	for (int which = 0; which < 2; which++) {
		struct tm w = tm, chk;
		errno = 0;
		time_t r = which ? mktime(&w) : timegm(&w);
		if (r == -1 && errno) {
			PROP(errno == EOVERFLOW && !memcmp(&w, &tm, sizeof w), "%s: failed with errno %d or changed *tm",
			     which ? "mktime" : "timegm", errno);
			continue;
		}
		PROP(which ? localtime_r(&r, &chk) != NULL : gmtime_r(&r, &chk) != NULL,
		     "%s: result %lld has no broken-down time", which ? "mktime" : "timegm", (long long)r);
		PROP(same_fields(&w, &chk), "%s: %lld: the fields written are not the result's (%s)",
		     which ? "mktime" : "timegm", (long long)r, zones[zi]);
	}
	return 0;
}
