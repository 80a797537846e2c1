/* ns per call of localtime_r and mktime (tm_isdst -1) for TZ=Europe/Berlin (the file)
   and the POSIX string CET-1CEST,M3.5.0,M10.5.0/3, over instants of 1970-2037 and of
   1900-2400, and of gmtime_r and timegm over 1900-2400 and +-10^6 years. Built against
   t64 (meson) and against the host glibc (bench/run); prints "lib name ns" lines. */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "fmt.h"

#ifndef BENCH_LIB
#define BENCH_LIB "t64"
#endif

extern char **environ;
enum { N = 4096 };
static time_t ts[N];
static struct tm tms[N];
static unsigned long long rng = 0x9e3779b97f4a7c15ULL;

static long long between(long long lo, long long hi)
{
	rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
	return lo + (long long)(rng % (unsigned long long)(hi - lo + 1));
}

static long long now_ns(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1000000000LL + t.tv_nsec;
}

static void set_tz(const char *tz)
{
	static char var[100];
	static char *env[2] = { var, 0 };
	memcpy(var, "TZ=", 3);
	memcpy(var + 3, tz, strlen(tz) + 1);
	environ = env;
	tzset();
}

static void fill(long long lo, long long hi)
{
	for (int i = 0; i < N; i++) {
		ts[i] = between(lo, hi);
		gmtime_r(&ts[i], &tms[i]);
		tms[i].tm_isdst = -1;
	}
}

/* Best of 5 rounds, in tenths of a ns. */
static void run(const char *name, int what, long n)
{
	long long best = -1;
	struct tm tm;
	for (int round = 0; round < 5; round++) {
		long long t0 = now_ns();
		for (long i = 0; i < n; i++) {
			int k = (int)(i & (N - 1));
			switch (what) {
			case 0: localtime_r(&ts[k], &tm); break;
			case 1: tm = tms[k]; mktime(&tm); break;
			case 2: gmtime_r(&ts[k], &tm); break;
			default: tm = tms[k]; timegm(&tm); break;
			}
			__asm__ volatile ("" : : "r"(&tm) : "memory");
		}
		long long d = (now_ns() - t0) * 10 / n;
		if (best < 0 || d < best) best = d;
	}
	t64_printf("%s %s %lld.%lld ns\n", BENCH_LIB, name, best / 10, best % 10);
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000000;
	static const struct { const char *tz, *name; } zones[] = {
		{ "Europe/Berlin", "Berlin" }, { "CET-1CEST,M3.5.0,M10.5.0/3", "CET-rule" } };
	static const struct { long long lo, hi; const char *name; } ranges[] = {
		{ 0, 2145916799LL, "1970-2037" }, { -2208988800LL, 13569465599LL, "1900-2400" } };
	char name[64];
	for (int z = 0; z < 2; z++)
		for (int r = 0; r < 2; r++) {
			set_tz(zones[z].tz);
			fill(ranges[r].lo, ranges[r].hi);
			for (int f = 0; f < 2; f++) {
				size_t k = 0;
				const char *parts[] = { f ? "mktime" : "localtime_r", "/", zones[z].name, "/",
				                        ranges[r].name };
				for (int p = 0; p < 5; p++)
					for (const char *c = parts[p]; *c; c++) name[k++] = *c;
				name[k] = 0;
				run(name, f, n);
			}
		}
	set_tz("UTC");
	fill(-2208988800LL, 13569465599LL);
	run("gmtime_r/1900-2400", 2, n);
	run("timegm/1900-2400", 3, n);
	fill(-31556952LL * 1000000 - 62167219200LL, 31556952LL * 1000000);
	run("gmtime_r/+-10^6y", 2, n);
	run("timegm/+-10^6y", 3, n);
	return 0;
}
