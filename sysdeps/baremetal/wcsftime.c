/* wcsftime and wcsftime_l (C95 <wchar.h>, POSIX.1-2008) for firmware: newlib defines them
   in an object with its own strftime core, which calls its tzset, so a firmware calling
   them would link newlib's zone code next to t64's (a second tzset); picolibc declares
   them and defines neither. t64's are strftime's conversions, widened: each conversion
   of the wide format (ASCII, as every strftime conversion is) is narrowed and formatted
   by strftime, and the rest of the format is copied as it is. The C locale only, so the
   locale given changes nothing. */
#define _GNU_SOURCE             /* newlib's and picolibc's wcsftime_l, with their locale_t */
#include <time.h>
#include <wchar.h>

size_t wcsftime(wchar_t *restrict s, size_t maxsize, const wchar_t *restrict format,
                const struct tm *restrict tm)
{
	size_t n = 0;
	while (*format) {
		if (*format != L'%') {
			if (n + 1 >= maxsize)
				return 0;
			s[n++] = *format++;
			continue;
		}
		/* The conversion: '%', its flags, width and E/O modifier, then its letter (or
		   "%%"), after a character of ours, so that strftime's 0 means only "does not
		   fit" (an empty conversion, %p or %Z, gives 1). */
		char spec[24] = "x%", out[128];
		size_t k = 2;
		for (format++; *format && *format < 0x80 && k < sizeof spec - 1;) {
			char c = (char)*format++;
			spec[k++] = c;
			if (c == '%' || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z' && c != 'E' && c != 'O'))
				break;
		}
		spec[k] = 0;
		size_t len = strftime(out, sizeof out, spec, tm);
		if (len == 0)
			return 0;
		for (size_t i = 1; i < len; i++) {
			if (n + 1 >= maxsize)
				return 0;
			s[n++] = (unsigned char)out[i];
		}
	}
	if (n >= maxsize)
		return 0;
	s[n] = 0;
	return n;
}

size_t wcsftime_l(wchar_t *restrict s, size_t maxsize, const wchar_t *restrict format,
                  const struct tm *restrict tm, locale_t locale)
{
	(void)locale;
	return wcsftime(s, maxsize, format, tm);
}
