/* ns per strftime("%Y-%m-%dT%H:%M:%S%z"), strftime("%c") and strptime of the ISO 8601
   forms (extended, with %z, %F %T, basic) and of the RFC 5322 form, over 4096 instants of
   1900..2400 (struct tm from gmtime_r, so both libraries format the same fields; each
   strptime input is that instant in the form, made before its timing). Built against
   t64 (meson) and against the host glibc (bench/run); prints "lib call ns" lines
   (method: bench.h). "bench-strftime N once" runs each call N times without timing, for
   callgrind. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "bench.h"
#include "fmt.h"
#include "extra.h"

#define N_TM 4096
static struct tm tms[N_TM];
static char text[N_TM][48];

/* The calls, by the names bench/run knows them by: a strptime row's name is its format,
   a '_' in the name for each space of the format. */
static const struct { const char *name, *format; } calls[] = {
	{ "strftime-iso", "%Y-%m-%dT%H:%M:%S%z" },
	{ "strftime-%c", "%c" },
	{ "strptime-%Y-%m-%dT%H:%M:%S", "%Y-%m-%dT%H:%M:%S" },
	{ "strptime-%Y-%m-%dT%H:%M:%S%z", "%Y-%m-%dT%H:%M:%S%z" },
	{ "strptime-%F_%T", "%F %T" },
	{ "strptime-%Y%m%dT%H%M%S", "%Y%m%dT%H%M%S" },
	{ "strptime-%a,_%d_%b_%Y_%H:%M:%S_%z", "%a, %d %b %Y %H:%M:%S %z" },
};
enum { N_CALLS = sizeof calls / sizeof *calls, N_STRFTIME = 2 };

/* strptime's inputs: each instant in the call's form. 0 when strptime does not read one
   to its end (a row timing failures would be no figure of the form's cost). */
static int texts(const char *format)
{
	for (int i = 0; i < N_TM; i++) {
		struct tm tm;
		strftime(text[i], sizeof text[i], format, &tms[i]);
		const char *end = strptime(text[i], format, &tm);
		if (!end || *end) return 0;
	}
	return 1;
}

static void once(int which, long n)
{
	const char *f = calls[which].format;
	char buf[64];
	struct tm tm;
	if (which >= N_STRFTIME && !texts(f)) return;
	for (long i = 0; i < n; i++) {
		int k = (int)(i & (N_TM - 1));
		if (which < N_STRFTIME) strftime(buf, sizeof buf, f, &tms[k]);
		else strptime(text[k], f, &tm);
		bench_use(buf), bench_use(&tm);
	}
}

/* Median of rounds minus the loop alone, in tenths of a ns; -1 when the inputs fail. */
static long long per_call(int which, long n)
{
	const char *f = calls[which].format;
	char buf[64] = "";
	struct tm tm = { 0 };
	long long v = 0, base = 0;
	if (which >= N_STRFTIME && !texts(f)) return -1;
	BENCH_TIME(base, n, N_TM, { bench_use(&tms[k]); bench_use(text[k]); bench_use(buf); s_ += buf[3]; });
	if (which < N_STRFTIME)
		BENCH_TIME(v, n, N_TM, {
			s_ += (long)strftime(buf, sizeof buf, f, &tms[k]);
			bench_use(buf); s_ += buf[3]; });
	else
		BENCH_TIME(v, n, N_TM, {
			s_ += strptime(text[k], f, &tm) != 0;
			bench_use(&tm); s_ += tm.tm_hour; });
	v -= base;
	return v < 0 ? 0 : v;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000000;
	bench_args(argc, argv);
	unsigned long long r = 88172645463325252ULL;
	for (int i = 0; i < N_TM; i++) {
		r ^= r << 13, r ^= r >> 7, r ^= r << 17;
		time_t t = -2208988800LL + (time_t)(r % 15778476000ULL);   /* 1900..2400 */
		gmtime_r(&t, &tms[i]);
	}
	for (int w = 0; w < N_CALLS; w++) {
		if (argc > 2 && !bench_only) {  /* "once": for callgrind */
			once(w, n);
			continue;
		}
		if (!bench_wanted(calls[w].name)) continue;
		long long v = per_call(w, n);
		if (v < 0) {
			t64_printf("%s %s: strptime does not read its own inputs\n", BENCH_LIB, calls[w].name);
			continue;
		}
		t64_printf("%s %s %lld.%lld ns\n", BENCH_LIB, calls[w].name, v / 10, v % 10);
	}
	return 0;
}
