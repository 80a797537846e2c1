/* ns per call of localtime_r and mktime (tm_isdst -1) for TZ=Europe/Berlin (the file)
   and the POSIX string CET-1CEST,M3.5.0,M10.5.0/3, over instants of 1970-2037 and of
   1900-2400, and of gmtime_r and timegm over 1900-2400 and +-10^6 years. Built against
   t64 (meson) and against the host glibc (bench/run); prints "lib name ns" lines, the
   method in bench.h (inputs precomputed, median of rounds, loop cost subtracted).
   "bench-localtime N once [F [TZ]]" makes N calls of gmtime_r and then N of timegm over
   1900-2400, or N of the one named (gmtime_r, timegm, localtime_r, mktime) with TZ,
   without timing (bench/callgrind). */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "bench.h"
#include "fmt.h"
#include "extra.h"

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

static void set_tz(const char *tz)
{
	static char var[100];
	static char *env[2] = { var, 0 };
	memcpy(var, "TZ=", 3);
	memcpy(var + 3, tz, strlen(tz) + 1);
	environ = env;
	tzset();
}

/* The inputs, before any timing: instants, and their UTC fields as mktime's input. */
static void fill(long long lo, long long hi)
{
	for (int i = 0; i < N; i++) {
		ts[i] = between(lo, hi);
		gmtime_r(&ts[i], &tms[i]);
		tms[i].tm_isdst = -1;
	}
}

enum { LOCALTIME, MKTIME, GMTIME, TIMEGM };

/* The loop without the call, timed the same way: reads ts[k] (localtime_r, gmtime_r)
   or copies tms[k] (mktime, timegm), and sums a field. */
static long long base_ts, base_tm;

static void baselines(long n)
{
	struct tm tm;
	BENCH_TIME(base_ts, n, N, { tm.tm_hour = (int)ts[k]; bench_use(&tm); s_ += tm.tm_hour; });
	BENCH_TIME(base_tm, n, N, { tm = tms[k]; bench_use(&tm); s_ += tm.tm_hour; });
}

static void run(const char *name, int what, long n)
{
	if (!bench_wanted(name)) return;
	struct tm tm;
	long long v = 0, base = what == LOCALTIME || what == GMTIME ? base_ts : base_tm;
	switch (what) {
	case LOCALTIME:
		BENCH_TIME(v, n, N, { localtime_r(&ts[k], &tm); bench_use(&tm); s_ += tm.tm_hour; });
		break;
	case MKTIME:
		BENCH_TIME(v, n, N, { tm = tms[k]; s_ += (long)mktime(&tm); bench_use(&tm); });
		break;
	case GMTIME:
		BENCH_TIME(v, n, N, { gmtime_r(&ts[k], &tm); bench_use(&tm); s_ += tm.tm_hour; });
		break;
	default:
		BENCH_TIME(v, n, N, { tm = tms[k]; s_ += (long)timegm(&tm); bench_use(&tm); });
		break;
	}
	v -= base;
	if (v < 0) v = 0;
	t64_printf("%s %s %lld.%lld ns\n", BENCH_LIB, name, v / 10, v % 10);
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000000;
	bench_args(argc, argv);
	static const struct { const char *tz, *name; } zones[] = {
		{ "Europe/Berlin", "Berlin" }, { "CET-1CEST,M3.5.0,M10.5.0/3", "CET-rule" } };
	static const struct { long long lo, hi; const char *name; } ranges[] = {
		{ 0, 2145916799LL, "1970-2037" }, { -2208988800LL, 13569465599LL, "1900-2400" } };
	if (argc > 2 && !bench_only) {          /* "once": for callgrind, no timing */
		/* One function's loop only when named: glibc's timegm calls its gmtime_r, so
		   with both loops gmtime_r's count would take in timegm's calls too. */
		const char *only = argc > 3 ? argv[3] : "";
		struct tm tm;
		set_tz(argc > 4 ? argv[4] : "UTC");
		fill(-2208988800LL, 13569465599LL);
		if (!only[0] || !strcmp(only, "gmtime_r"))
			for (long i = 0; i < n; i++) { gmtime_r(&ts[i & (N - 1)], &tm); bench_use(&tm); }
		if (!only[0] || !strcmp(only, "timegm"))
			for (long i = 0; i < n; i++) {
				tm = tms[i & (N - 1)];
				bench_sink += (long)timegm(&tm);
			}
		if (!strcmp(only, "localtime_r"))
			for (long i = 0; i < n; i++) { localtime_r(&ts[i & (N - 1)], &tm); bench_use(&tm); }
		if (!strcmp(only, "mktime"))
			for (long i = 0; i < n; i++) {
				tm = tms[i & (N - 1)];
				bench_sink += (long)mktime(&tm);
			}
		return 0;
	}
	char name[64];
	for (int z = 0; z < 2; z++)
		for (int r = 0; r < 2; r++) {
			set_tz(zones[z].tz);
			fill(ranges[r].lo, ranges[r].hi);
			baselines(n);
			for (int f = 0; f < 2; f++) {
				size_t k = 0;
				const char *parts[] = { f ? "mktime" : "localtime_r", "/", zones[z].name, "/",
				                        ranges[r].name };
				for (int p = 0; p < 5; p++)
					for (const char *c = parts[p]; *c; c++) name[k++] = *c;
				name[k] = 0;
				run(name, f ? MKTIME : LOCALTIME, n);
			}
		}
	set_tz("UTC");
	fill(-2208988800LL, 13569465599LL);
	baselines(n);
	run("gmtime_r/1900-2400", GMTIME, n);
	run("timegm/1900-2400", TIMEGM, n);
	fill(-31556952LL * 1000000 - 62167219200LL, 31556952LL * 1000000);
	baselines(n);
	run("gmtime_r/+-10^6y", GMTIME, n);
	run("timegm/+-10^6y", TIMEGM, n);
	return 0;
}
