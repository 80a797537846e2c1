/* Shared by the libFuzzer fuzzers of test/fuzz/ (host build: t64's public names are
   renamed by the force-included t64_prefix.h, the host libc keeps its own). A property
   that does not hold is a finding: report it and abort, as a crash would. */
#ifndef T64_FUZZ_H
#define T64_FUZZ_H
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define PROP(cond, ...) do { \
	if (!(cond)) { \
		fprintf(stderr, "property failed: %s: ", #cond); \
		fprintf(stderr, __VA_ARGS__); \
		fputc('\n', stderr); \
		abort(); \
	} \
} while (0)

/* Reads fuzz bytes as integers, zeros past the end. */
struct in { const uint8_t *p; size_t n; };
static inline uint64_t take(struct in *in, size_t k)
{
	uint64_t v = 0;
	for (size_t i = 0; i < k; i++) {
		v = v << 8 | (in->n ? *in->p : 0);
		if (in->n) in->p++, in->n--;
	}
	return v;
}

/* TZ for t64 (its getenv is the host's): no file can be read through a relative name. */
static inline void fuzz_set_tz(const char *tz)
{
	setenv("TZDIR", "/nonexistent-t64-fuzz", 1);
	if (tz) setenv("TZ", tz, 1); else unsetenv("TZ");
	tzset();
}

static inline int same_fields(const struct tm *a, const struct tm *b)
{
	return a->tm_sec == b->tm_sec && a->tm_min == b->tm_min && a->tm_hour == b->tm_hour &&
	       a->tm_mday == b->tm_mday && a->tm_mon == b->tm_mon && a->tm_year == b->tm_year &&
	       a->tm_wday == b->tm_wday && a->tm_yday == b->tm_yday && a->tm_isdst == b->tm_isdst &&
	       a->tm_gmtoff == b->tm_gmtoff;
}
#endif
