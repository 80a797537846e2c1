/* What strftime, strptime and asctime_r share: the C locale's names, and the digit
   writer. The names are the C locale's only: t64 has no locales (LC_TIME is "C"). */
#ifndef T64_INTERNAL_TMTEXT_H
#define T64_INTERNAL_TMTEXT_H
#include <stdint.h>
#include <time.h>

#include "hidden.h"
#define T64_TEXT_HIDDEN T64_HIDDEN

/* "Sunday".."Saturday", then "January".."December", each ending in a NUL and packed
   one after the other (rows of the longest name's 10 bytes would hold 47 bytes of
   padding); __t64_name_at[i] is where the i-th starts. The first three letters of each
   are the abbreviated names. */
T64_TEXT_HIDDEN extern const char __t64_names[];
T64_TEXT_HIDDEN extern const unsigned char __t64_name_at[19];
#define __t64_day_name(i) (__t64_names + __t64_name_at[i])
#define __t64_mon_name(i) (__t64_names + __t64_name_at[7 + (i)])

/* v / d, and *r = v % d, for 0 < d < 2^16 in 32-bit steps (long division in base
   2^16): a 64-bit division is a libgcc call on ILP32 (__aeabi_uldivmod), which a
   firmware should not link for a date. */
static inline unsigned long long __t64_udiv16(unsigned long long v, uint32_t d, uint32_t *r)
{
	uint32_t hi = (uint32_t)(v >> 32), mid = (hi % d) << 16 | (uint32_t)v >> 16;
	uint32_t lo = (mid % d) << 16 | ((uint32_t)v & 0xffff);
	*r = lo % d;
	return (unsigned long long)(hi / d) << 32 | (mid / d) << 16 | lo / d;
}

/* Writes the decimal digits of v before end and returns where they start. */
static inline char *__t64_utoa(char *end, unsigned long long v)
{
	uint32_t r;
	while (v > 0xffffffffu) {
		v = __t64_udiv16(v, 10, &r);
		*--end = (char)('0' + r);
	}
	uint32_t w = (uint32_t)v;
	do {
		*--end = (char)('0' + w % 10);
		w /= 10;
	} while (w);
	return end;
}
#endif
