/* strptime_l (a GNU extension that picolibc declares) for firmware: picolibc defines it
   in the object of its strptime, so a firmware calling it would pull in picolibc's
   strptime next to t64's: a multiple definition. t64 has the C locale only, so the
   locale given changes nothing. */
#define _GNU_SOURCE             /* picolibc declares strptime_l for GNU programs only */
#include <time.h>

char *strptime_l(const char *restrict s, const char *restrict format, struct tm *restrict tm,
                 locale_t locale)
{
	(void)locale;
	return strptime(s, format, tm);
}
