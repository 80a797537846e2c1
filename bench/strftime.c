/* ns per strftime("%Y-%m-%dT%H:%M:%S%z"), strftime("%c") and strptime of the ISO form,
   over 4096 instants of 1900..2400 (struct tm from gmtime_r, so both libraries format
   the same fields). Built against t64 (meson) and against the host glibc (bench/run);
   prints "lib call ns" lines (method: bench.h). "bench-strftime N once" runs each call
   N times without timing, for callgrind. */
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
static char iso[N_TM][40];

static void once(int which, long n)
{
	char buf[64];
	struct tm tm;
	for (long i = 0; i < n; i++) {
		int k = (int)(i & (N_TM - 1));
		if (which == 0) strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S%z", &tms[k]);
		else if (which == 1) strftime(buf, sizeof buf, "%c", &tms[k]);
		else strptime(iso[k], "%Y-%m-%dT%H:%M:%S%z", &tm);
		bench_use(buf), bench_use(&tm);
	}
}

/* Median of rounds minus the loop alone, in tenths of a ns. */
static long long per_call(int which, long n)
{
	char buf[64] = "";
	struct tm tm = { 0 };
	long long v = 0, base = 0;
	BENCH_TIME(base, n, N_TM, { bench_use(&tms[k]); bench_use(iso[k]); bench_use(buf); s_ += buf[3]; });
	if (which == 0)
		BENCH_TIME(v, n, N_TM, {
			s_ += (long)strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S%z", &tms[k]);
			bench_use(buf); s_ += buf[3]; });
	else if (which == 1)
		BENCH_TIME(v, n, N_TM, {
			s_ += (long)strftime(buf, sizeof buf, "%c", &tms[k]);
			bench_use(buf); s_ += buf[3]; });
	else
		BENCH_TIME(v, n, N_TM, {
			s_ += strptime(iso[k], "%Y-%m-%dT%H:%M:%S%z", &tm) != 0;
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
		strftime(iso[i], sizeof iso[i], "%Y-%m-%dT%H:%M:%S%z", &tms[i]);
	}
	static const char *const names[] = { "strftime-iso", "strftime-%c", "strptime-iso" };
	for (int w = 0; w < 3; w++) {
		if (argc > 2 && !bench_only) {  /* "once": for callgrind */
			once(w, n);
			continue;
		}
		if (!bench_wanted(names[w])) continue;
		long long v = per_call(w, n);
		t64_printf("%s %s %lld.%lld ns\n", BENCH_LIB, names[w], v / 10, v % 10);
	}
	return 0;
}
