/* The two programs of bench/size's Linux line: built with ZONE, a static program that
   calls localtime_r (the zone machinery: TZ, the TZif reader, the zone tables); without,
   one that calls only clock_gettime. Their .data+.bss differ by the zone's static
   memory. */
#include <time.h>

volatile long long zone_in = 2000000000;
volatile int zone_out;

int main(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	zone_out = (int)ts.tv_nsec;
#ifdef ZONE
	time_t t = zone_in;
	struct tm tm;
	localtime_r(&t, &tm);
	zone_out += tm.tm_hour;
#endif
	return 0;
}
