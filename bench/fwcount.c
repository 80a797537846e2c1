/* The firmware of bench/fwcount: instructions per call of the time functions, for any
   C library that a bare-metal firmware links (t64 before picolibc, picolibc alone,
   newlib-nano alone), the same source and inputs for each. Run under QEMU with -icount
   shift=0, where each instruction takes 1 ns of the virtual clock: the board's counter
   (FW_SYSTICK: the Cortex-M SysTick's registers, counting down on the core clock;
   FW_MTIME: the RISC-V CLINT's mtime, counting up) ticks every FW_TICK_NS instructions,
   read directly (no library clock in the way). A measurement is one timed run of
   FW_REPS passes over the FW_N inputs, made before the timing; every result goes into
   a volatile. The same loop around a function that only reads its input (and copies
   the struct tm, where the call gets a copy) is subtracted, and the median of FW_RUNS
   runs is printed: one line "name instructions" per call, to a tenth (a run's
   resolution is FW_TICK_NS / (FW_REPS * FW_N) instructions), "n/a" where the library
   lacks the call. Compiled with FW_T64 for t64 (its TZif rows). */
#define _GNU_SOURCE             /* strptime, timegm, setenv in every library's headers */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef FW_T64
#include <t64/tz.h>
#include "../test/unit/tzif_berlin.h"
#endif

#ifndef FW_N
#define FW_N 64
#endif
#ifndef FW_REPS
#define FW_REPS 8
#endif
#ifndef FW_RUNS
#define FW_RUNS 5
#endif

/* A library without timegm or strptime (FW_NO_TIMEGM, FW_NO_STRPTIME: bench/fwcount
   sees its link fail) gets n/a in their rows. */
#ifdef FW_NO_TIMEGM
#define timegm(tm) ((time_t)(tm)->tm_sec)
#define HAVE_TIMEGM 0
#else
extern time_t timegm(struct tm *);
#define HAVE_TIMEGM 1
#endif
#ifdef FW_NO_STRPTIME
#define strptime(s, f, tm) ((char *)(s) + ((tm)->tm_min = 0))
#define HAVE_STRPTIME 0
#else
extern char *strptime(const char *restrict, const char *restrict, struct tm *restrict);
#define HAVE_STRPTIME 1
#endif

#if defined FW_SYSTICK
#define SYST(off) (*(volatile uint32_t *)(FW_SYSTICK + (off)))
static void timer_start(void)
{
	SYST(4) = 0xFFFFFF;     /* reload: the whole 24 bits */
	SYST(8) = 0;            /* current: cleared, reloads at the next tick */
	SYST(0) = 5;            /* enabled, on the core clock, no interrupt */
}
/* Ticks of a count-down counter, as an up-count modulo 2^24. */
static uint32_t ticks(void)
{
	return (0u - SYST(8)) & 0xFFFFFF;
}
#define TICK_MASK 0xFFFFFFu
#elif defined FW_MTIME
static void timer_start(void) {}
static uint32_t ticks(void)
{
	return *(volatile uint32_t *)(FW_MTIME);
}
#define TICK_MASK 0xFFFFFFFFu
#else
#error "FW_SYSTICK or FW_MTIME: the board's counter"
#endif

#ifdef FW_VECTORS
/* A start code without the Cortex-M vector table (newlib's rdimon crt0): the table's
   first two words, the initial stack pointer FW_VECTORS and the reset handler, linked
   at address 0 (-Wl,--section-start=.vectors=0 -Wl,--undefined=fw_vectors), where the
   core reads them. */
extern void _start(void);
__attribute__((__section__(".vectors"), __used__))
void (*const fw_vectors[2])(void) = { (void (*)(void))(FW_VECTORS), _start };
#endif

static time_t in_t[FW_N];               /* instants of 1970-2037 (the "spread" set) */
static time_t in_clock[FW_N];           /* a clock's readings: one a minute */
static struct tm in_tm[FW_N];           /* in_t as UTC fields, tm_isdst -1 */
static struct tm in_local[FW_N];        /* in_t as local fields */
static char in_iso[FW_N][32];           /* in_local as "%Y-%m-%dT%H:%M:%S" */
static volatile long sink;

/* One function per measured call: i the input's index, the result summed to an int. */
typedef long fn(int i);

static long empty_t(int i)
{
	return (long)in_t[i];
}
static long empty_clock(int i)
{
	return (long)in_clock[i];
}
static long empty_tm(int i)
{
	struct tm tm = in_tm[i];
	__asm__ volatile("" : : "r"(&tm) : "memory");
	return tm.tm_mday;
}
static long empty_local(int i)
{
	return in_local[i].tm_mday;
}
static long empty_iso(int i)
{
	return in_iso[i][3];
}

static long do_gmtime(int i)
{
	struct tm tm;
	gmtime_r(&in_t[i], &tm);
	return tm.tm_mday;
}
static long do_timegm(int i)
{
	struct tm tm = in_tm[i];
	return (long)timegm(&tm);
}
static long do_localtime(int i)
{
	struct tm tm;
	localtime_r(&in_t[i], &tm);
	return tm.tm_hour;
}
static long do_localtime_clock(int i)
{
	struct tm tm;
	localtime_r(&in_clock[i], &tm);
	return tm.tm_hour;
}
static long do_mktime(int i)
{
	struct tm tm = in_tm[i];
	return (long)mktime(&tm);
}
static long do_strftime_iso(int i)
{
	char buf[40];
	return (long)strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S%z", &in_local[i]) + buf[18];
}
static long do_strftime_noz(int i)
{
	char buf[40];
	return (long)strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S", &in_local[i]) + buf[18];
}
static long do_strftime_c(int i)
{
	char buf[40];
	return (long)strftime(buf, sizeof buf, "%c", &in_local[i]) + buf[5];
}
static long do_strptime(int i)
{
	struct tm tm;
	return strptime(in_iso[i], "%Y-%m-%dT%H:%M:%S", &tm) != 0 ? tm.tm_min : -1;
}

/* Ticks of one run: FW_REPS passes over the inputs. */
__attribute__((__noinline__))
static uint32_t run(fn *f)
{
	long acc = 0;
	uint32_t t0 = ticks();
	for (int r = 0; r < FW_REPS; r++)
		for (int i = 0; i < FW_N; i++) acc += f(i);
	uint32_t t1 = ticks();
	sink += acc;
	return (t1 - t0) & TICK_MASK;
}

static uint32_t median(fn *f)
{
	uint32_t v[FW_RUNS];
	for (int k = 0; k < FW_RUNS; k++) {
		uint32_t x = run(f);
		int j = k;
		for (; j > 0 && v[j - 1] > x; j--) v[j] = v[j - 1];
		v[j] = x;
	}
	return v[FW_RUNS / 2];
}

/* Prints the call's instructions per call over its empty loop's, in tenths. */
static void measure(const char *name, fn *f, fn *empty, int have)
{
	if (!have) {
		printf("%s n/a\n", name);
		return;
	}
	long long d = ((long long)median(f) - (long long)median(empty)) * FW_TICK_NS * 10;
	long per = (long)((d + FW_REPS * FW_N / 2) / (FW_REPS * FW_N));   /* newlib-nano: no %lld */
	printf("%s %ld.%ld\n", name, per / 10, per % 10);
}

static char tz_env[] = "TZ=CET-1CEST,M3.5.0,M10.5.0/3";

/* The local inputs for the zone in effect; the first calls build the zone (and a
   library's caches) before any timing. */
static void make_local(void)
{
	for (int i = 0; i < FW_N; i++) {
		localtime_r(&in_t[i], &in_local[i]);
		strftime(in_iso[i], sizeof in_iso[i], "%Y-%m-%dT%H:%M:%S", &in_local[i]);
	}
}

int main(void)
{
	uint32_t x = 2463534242u;       /* xorshift32: the same inputs every run and library */
	for (int i = 0; i < FW_N; i++) {
		x ^= x << 13, x ^= x >> 17, x ^= x << 5;
		in_t[i] = (time_t)(x % 2145916800u);    /* 1970 to 2037 */
		in_clock[i] = 1780000000 + 60 * (time_t)i;  /* 2026-05-28 on, a minute apart */
		gmtime_r(&in_t[i], &in_tm[i]);
		in_tm[i].tm_isdst = -1;
	}
	timer_start();
	putenv(tz_env);
	tzset();
	make_local();
	printf("instructions per call (tick %d instructions, %d runs of %d calls, median)\n",
	       FW_TICK_NS, FW_RUNS, FW_REPS * FW_N);
	measure("gmtime_r", do_gmtime, empty_t, 1);
	measure("timegm", do_timegm, empty_tm, HAVE_TIMEGM);
	measure("localtime_r_tz", do_localtime, empty_t, 1);
	measure("localtime_r_tz_clock", do_localtime_clock, empty_clock, 1);
	measure("mktime_tz", do_mktime, empty_tm, 1);
	measure("strftime_iso", do_strftime_iso, empty_local, 1);
	measure("strftime_iso_noz", do_strftime_noz, empty_local, 1);
	measure("strftime_c", do_strftime_c, empty_local, 1);
	measure("strptime_iso", do_strptime, empty_iso, HAVE_STRPTIME);
#ifdef FW_T64
	/* TZ unset: the installed image is the zone. */
	unsetenv("TZ");
	if (t64_tzif_install(tzif_berlin, sizeof tzif_berlin) != 0) {
		printf("t64_tzif_install failed\n");
		return 1;
	}
	tzset();
	make_local();
	measure("localtime_r_tzif", do_localtime, empty_t, 1);
	measure("localtime_r_tzif_clock", do_localtime_clock, empty_clock, 1);
	measure("mktime_tzif", do_mktime, empty_tm, 1);
#else
	measure("localtime_r_tzif", 0, 0, 0);
	measure("localtime_r_tzif_clock", 0, 0, 0);
	measure("mktime_tzif", 0, 0, 0);
#endif
	return (int)(sink & 0);
}
