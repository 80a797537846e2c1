#include <time.h>

/* t1 - t0 needs 65 bits at the extremes: take its magnitude as an exact unsigned
   64-bit value and round once when converting. */
double difftime(time_t t1, time_t t0)
{
	if (t1 >= t0)
		return (double)((unsigned long long)t1 - (unsigned long long)t0);
	return -(double)((unsigned long long)t0 - (unsigned long long)t1);
}
