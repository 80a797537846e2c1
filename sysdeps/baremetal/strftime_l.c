/* strftime_l (POSIX.1-2008) for firmware: picolibc declares it with its own locale_t,
   and defines it in the object of its strftime, so a firmware calling it would pull
   in picolibc's strftime (and, through it, its tzset) next to t64's: a multiple
   definition. t64 has the C locale only, so the locale given changes nothing. */
#define _GNU_SOURCE             /* picolibc's declaration, with its locale_t */
#include <time.h>

size_t strftime_l(char *restrict s, size_t maxsize, const char *restrict format,
                  const struct tm *restrict tm, locale_t locale)
{
	(void)locale;
	return strftime(s, maxsize, format, tm);
}
