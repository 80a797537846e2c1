/* ns per clock_gettime(CLOCK_REALTIME) through the vDSO and through the raw 64-bit system
   call, in one run. Built against t64 (meson) and against the host glibc (bench/run), so
   the three are measured on the same machine at the same time. Prints "name ns" lines. */
#include <stdlib.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>
#include "fmt.h"

#ifndef BENCH_LIB
#define BENCH_LIB "t64"
#endif

static long long now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* Best of 5 rounds: the least disturbed one. Reported in tenths of a ns. */
static long long per_call(int raw, long n)
{
	long long best = -1;
	struct timespec ts;
	for (int round = 0; round < 5; round++) {
		long long t0 = now_ns();
		for (long i = 0; i < n; i++) {
#ifdef SYS_clock_gettime64
			if (raw) syscall(SYS_clock_gettime64, CLOCK_REALTIME, &ts);
#else
			if (raw) syscall(SYS_clock_gettime, CLOCK_REALTIME, &ts);
#endif
			else clock_gettime(CLOCK_REALTIME, &ts);
			__asm__ volatile ("" : : "r"(&ts) : "memory");
		}
		long long d = (now_ns() - t0) * 10 / n;
		if (best < 0 || d < best) best = d;
	}
	return best;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000000;
	long long v = per_call(0, n), s = per_call(1, n / 10 ? n / 10 : 1);
	t64_printf("%s clock_gettime %lld.%lld ns\n", BENCH_LIB, v / 10, v % 10);
	t64_printf("%s raw-syscall %lld.%lld ns\n", BENCH_LIB, s / 10, s % 10);
	return 0;
}
