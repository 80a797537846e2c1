/* strptime: format and input from the fuzz data (split at the first NUL), each an
   exact-size copy (ASan sees any read past either). Properties: a non-null result points
   into the input, at or before its terminating NUL; and the same call to the copy that
   reads every field alone (fieldwise_strptime, where this build reads ISO 8601's date
   and time as runs) ends at the same byte with the same fields. */
#include "fuzz.h"

char *fieldwise_strptime(const char *s, const char *format, struct tm *tm);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const uint8_t *nul = memchr(data, 0, size);
	size_t nf = nul ? (size_t)(nul - data) : size;
	size_t ni = nul ? size - nf - 1 : 0;
	char *fmt = malloc(nf + 1), *s = malloc(ni + 1);
	memcpy(fmt, data, nf);
	fmt[nf] = 0;
	if (ni) memcpy(s, nul + 1, ni);
	s[ni] = 0;
	struct tm tm, ref;
	memset(&tm, 0, sizeof tm);
	memset(&ref, 0, sizeof ref);
	char *end = strptime(s, fmt, &tm);
	PROP(!end || (end >= s && end <= s + strlen(s)), "end %p outside [%p, %p]",
	     (void *)end, (void *)s, (void *)(s + strlen(s)));
	char *rend = fieldwise_strptime(s, fmt, &ref);
	PROP(end == rend, "ends at %td, read field by field at %td",
	     end ? end - s : -1, rend ? rend - s : -1);
	if (end) {
		PROP(tm.tm_year == ref.tm_year && tm.tm_mon == ref.tm_mon &&
		     tm.tm_mday == ref.tm_mday && tm.tm_hour == ref.tm_hour &&
		     tm.tm_min == ref.tm_min && tm.tm_sec == ref.tm_sec &&
		     tm.tm_wday == ref.tm_wday && tm.tm_yday == ref.tm_yday &&
		     tm.tm_isdst == ref.tm_isdst && tm.tm_gmtoff == ref.tm_gmtoff,
		     "fields %d-%d-%d %d:%d:%d wday %d yday %d isdst %d off %ld, field by field "
		     "%d-%d-%d %d:%d:%d wday %d yday %d isdst %d off %ld",
		     tm.tm_year, tm.tm_mon, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec,
		     tm.tm_wday, tm.tm_yday, tm.tm_isdst, tm.tm_gmtoff,
		     ref.tm_year, ref.tm_mon, ref.tm_mday, ref.tm_hour, ref.tm_min, ref.tm_sec,
		     ref.tm_wday, ref.tm_yday, ref.tm_isdst, ref.tm_gmtoff);
	}
	free(fmt);
	free(s);
	return 0;
}
