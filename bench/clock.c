/* ns per clock_gettime(CLOCK_REALTIME) through the vDSO and through the raw 64-bit system
   call, in one run. Built against t64 (meson) and against the host glibc (bench/run), so
   the three are measured on the same machine at the same time. Prints "name ns" lines. */
#include <stdlib.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>
#include "bench.h"
#include "fmt.h"
#include "extra.h"

/* Median of rounds, in tenths of a ns; the loop alone is subtracted. */
static long long per_call(int raw, long n)
{
	struct timespec ts = { 0, 0 };
	long long v = 0, base = 0;
	BENCH_TIME(base, n, 1, { (void)k; bench_use(&ts); s_ += ts.tv_nsec; });
	if (raw)
#ifdef SYS_clock_gettime64
		BENCH_TIME(v, n, 1, { (void)k; syscall(SYS_clock_gettime64, CLOCK_REALTIME, &ts);
		                      bench_use(&ts); s_ += ts.tv_nsec; });
#else
		BENCH_TIME(v, n, 1, { (void)k; syscall(SYS_clock_gettime, CLOCK_REALTIME, &ts);
		                      bench_use(&ts); s_ += ts.tv_nsec; });
#endif
	else
		BENCH_TIME(v, n, 1, { (void)k; clock_gettime(CLOCK_REALTIME, &ts);
		                      bench_use(&ts); s_ += ts.tv_nsec; });
	v -= base;
	return v < 0 ? 0 : v;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000000;
	bench_args(argc, argv);
	if (bench_wanted("clock_gettime")) {
		long long v = per_call(0, n);
		t64_printf("%s clock_gettime %lld.%lld ns\n", BENCH_LIB, v / 10, v % 10);
	}
	if (bench_wanted("raw-syscall")) {
		long long s = per_call(1, n / 10 ? n / 10 : 1);
		t64_printf("%s raw-syscall %lld.%lld ns\n", BENCH_LIB, s / 10, s % 10);
	}
	return 0;
}
