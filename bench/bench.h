/* The timing method shared by every bench source, the same for t64 and for glibc (each
   source is built against both):
   - inputs are computed before timing, into arrays (4096 instants or struct tm per
     range): the timed loop only walks the array and calls the function;
   - each result is used (summed into a sink, and the output buffer passed to an empty
     asm that claims to read memory), so no call can be dropped or hoisted;
   - one round is one timed pass of n calls; a measurement is the MEDIAN of ROUNDS
     rounds (robust against the other jobs on this shared machine);
   - the same loop without the call (the same array reads, copies and sink) is timed
     the same way and subtracted: what is left is the cost of the call itself, so a
     library's ratio is not diluted by the harness. Reported in tenths of a ns;
   - "prog N NAME" times only the call NAME: bench/run alternates the t64 and the glibc
     program call by call, so each ratio compares runs a fraction of a second apart. */
#ifndef T64_BENCH_H
#define T64_BENCH_H
#include <time.h>

#ifndef BENCH_LIB
#define BENCH_LIB "t64"
#endif
#define ROUNDS 9

static inline long long bench_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static inline long long bench_median(long long *v, int n)
{
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && v[j - 1] > v[j]; j--) {
			long long x = v[j]; v[j] = v[j - 1]; v[j - 1] = x;
		}
	return v[n / 2];
}

static inline void bench_use(const void *p)
{
	__asm__ volatile ("" : : "r"(p) : "memory");
}

static volatile long bench_sink;

/* The call asked for on the command line (argv[2], unless it is "once"), or all. */
static const char *bench_only;

static inline void bench_args(int argc, char **argv)
{
	const char *a = argc > 2 ? argv[2] : 0;
	bench_only = a && !(a[0] == 'o' && a[1] == 'n' && a[2] == 'c' && a[3] == 'e' && !a[4]) ? a : 0;
}

static inline int bench_wanted(const char *name)
{
	const char *a = bench_only;
	if (!a) return 1;
	while (*a && *a == *name) a++, name++;
	return *a == *name;
}

/* Median over ROUNDS of the time per iteration of BODY (tenths of a ns); BODY sees
   long i and int k = i % n_in (n_in a power of two). */
#define BENCH_TIME(result, n, n_in, BODY)                                               \
	do {                                                                            \
		long long v_[ROUNDS];                                                   \
		long s_ = 0;                                                            \
		for (int r_ = 0; r_ < ROUNDS; r_++) {                                   \
			long long t0_ = bench_now();                                    \
			for (long i = 0; i < (n); i++) {                                \
				int k = (int)(i & ((n_in) - 1));                        \
				BODY                                                    \
			}                                                               \
			v_[r_] = (bench_now() - t0_) * 10 / (n);                        \
		}                                                                       \
		bench_sink += s_;                                                       \
		(result) = bench_median(v_, ROUNDS);                                    \
	} while (0)
#endif
