/* tzset and the XSI variables, which the rebuild of a zone sets (__t64_tz_set_names):
   for a POSIX string its two halves (__tz.c); for a TZif zone the names and offsets
   glibc reports (__tzif.c). */
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

void tzset(void)
{
	__t64_tz_current(1);
}
