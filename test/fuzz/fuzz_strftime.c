/* strftime with any struct tm (every int field extreme) and any format. Properties: it
   never writes past maxsize (guard bytes after it); it returns 0 when the result with
   its NUL does not fit, else the length of a NUL-terminated string; a smaller maxsize
   gives the same text or 0. */
#include "fuzz.h"

#define GUARD 16

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct in in = { data, size };
	struct tm tm;
	memset(&tm, 0, sizeof tm);
	tm.tm_sec = (int)take(&in, 4); tm.tm_min = (int)take(&in, 4); tm.tm_hour = (int)take(&in, 4);
	tm.tm_mday = (int)take(&in, 4); tm.tm_mon = (int)take(&in, 4); tm.tm_year = (int)take(&in, 4);
	tm.tm_wday = (int)take(&in, 4); tm.tm_yday = (int)take(&in, 4); tm.tm_isdst = (int)take(&in, 4);
	tm.tm_gmtoff = (long)take(&in, 8);
	unsigned zone = (unsigned)take(&in, 1);
	tm.tm_zone = zone & 1 ? NULL : zone & 2 ? "CEST" : "";
	char *fmt = malloc(in.n + 1);
	memcpy(fmt, in.p, in.n);
	fmt[in.n] = 0;

	static char ref[8192];
	size_t n = strftime(ref, sizeof ref, fmt, &tm);
	PROP(n < sizeof ref && (n == 0 || (ref[n] == 0 && strlen(ref) == n)), "n %zu", n);
	size_t sizes[] = { 0, 1, 2, n, n + 1, n + 2, n / 2 + 1 };
	for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++) {
		size_t m = sizes[i];
		if (m > sizeof ref) continue;
		char *buf = malloc(m + GUARD);
		memset(buf, 0x5a, m + GUARD);
		size_t r = strftime(buf, m, fmt, &tm);
		for (size_t g = m; g < m + GUARD; g++)
			PROP((unsigned char)buf[g] == 0x5a, "maxsize %zu: byte %zu written", m, g);
		if (n && n < m)
			PROP(r == n && !memcmp(buf, ref, n + 1), "maxsize %zu: %zu, want %zu", m, r, n);
		else if (n)
			PROP(r == 0, "maxsize %zu: result of %zu bytes does not fit, got %zu", m, n, r);
		else
			PROP(r == 0, "maxsize %zu: empty result, got %zu", m, r);
		free(buf);
	}
	free(fmt);
	return 0;
}
