/* strptime: format and input from the fuzz data (split at the first NUL), each an
   exact-size copy (ASan sees any read past either). Property: a non-null result points
   into the input, at or before its terminating NUL. */
#include "fuzz.h"

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
	struct tm tm;
	memset(&tm, 0, sizeof tm);
	char *end = strptime(s, fmt, &tm);
	PROP(!end || (end >= s && end <= s + strlen(s)), "end %p outside [%p, %p]",
	     (void *)end, (void *)s, (void *)(s + strlen(s)));
	free(fmt);
	free(s);
	return 0;
}
