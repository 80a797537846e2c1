/* ns per strftime("%Y-%m-%dT%H:%M:%S%z"), strftime("%c") and strptime of the ISO form,
   over 1024 instants of 1900..2400 (struct tm from gmtime_r, so both libraries format
   the same fields). Built against t64 (meson) and against the host glibc (bench/run);
   prints "lib call ns" lines, best of 5 rounds. "bench-strftime N once" runs each call
   N times without timing, for callgrind. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "fmt.h"

#ifndef BENCH_LIB
#define BENCH_LIB "t64"
#endif

#define N_TM 1024
static struct tm tms[N_TM];
static char iso[N_TM][40];

static long long now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static void run(int which, long n)
{
	char buf[64];
	struct tm tm;
	for (long i = 0; i < n; i++) {
		int k = (int)(i & (N_TM - 1));
		if (which == 0) strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S%z", &tms[k]);
		else if (which == 1) strftime(buf, sizeof buf, "%c", &tms[k]);
		else strptime(iso[k], "%Y-%m-%dT%H:%M:%S%z", &tm);
		__asm__ volatile ("" : : "r"(buf), "r"(&tm) : "memory");
	}
}

/* Best of 5 rounds, in tenths of a ns. */
static long long per_call(int which, long n)
{
	long long best = -1;
	for (int round = 0; round < 5; round++) {
		long long t0 = now_ns();
		run(which, n);
		long long d = (now_ns() - t0) * 10 / n;
		if (best < 0 || d < best) best = d;
	}
	return best;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000000;
	unsigned long long r = 88172645463325252ULL;
	for (int i = 0; i < N_TM; i++) {
		r ^= r << 13, r ^= r >> 7, r ^= r << 17;
		time_t t = -2208988800LL + (time_t)(r % 15778476000ULL);   /* 1900..2400 */
		gmtime_r(&t, &tms[i]);
		strftime(iso[i], sizeof iso[i], "%Y-%m-%dT%H:%M:%S%z", &tms[i]);
	}
	static const char *const names[] = { "strftime-iso", "strftime-%c", "strptime-iso" };
	for (int w = 0; w < 3; w++) {
		if (argc > 2) {                 /* "once": for callgrind */
			run(w, n);
			continue;
		}
		long long v = per_call(w, n);
		t64_printf("%s %s %lld.%lld ns\n", BENCH_LIB, names[w], v / 10, v % 10);
	}
	return 0;
}
