/* What strftime, strptime and asctime_r share: the C locale's names, and the digit
   writer. The names are the C locale's only: t64 has no locales (LC_TIME is "C"). */
#ifndef T64_INTERNAL_TMTEXT_H
#define T64_INTERNAL_TMTEXT_H
#include <stdint.h>
#include <time.h>

#include "hidden.h"
#define T64_TEXT_HIDDEN T64_HIDDEN

/* "Sunday".."Saturday" and "January".."December"; the first three letters of each are
   the abbreviated names. */
T64_TEXT_HIDDEN extern const char __t64_day_name[7][10];
T64_TEXT_HIDDEN extern const char __t64_mon_name[12][10];

/* Writes the decimal digits of v before end and returns where they start. Values that
   fit 32 bits (all but %s and huge years) avoid 64-bit division, a libgcc call on ILP32. */
static inline char *__t64_utoa(char *end, unsigned long long v)
{
	while (v > 0xffffffffu) {
		*--end = (char)('0' + v % 10);
		v /= 10;
	}
	uint32_t w = (uint32_t)v;
	do {
		*--end = (char)('0' + w % 10);
		w /= 10;
	} while (w);
	return end;
}
#endif
