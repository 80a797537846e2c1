/* t64probe: is this target ready for 2038 with t64? One row per interface family: the
   path t64 took here (path.h, after exercising the family), a live check that a time past
   2038 goes through it where that needs no change of the system clock, and a verdict.
   The rows every target has are here (clocks, sleeps, calendar, local time); the rest
   come from probe_<os>.c. Output: a table, --json, or --tap (one TAP line per row, for
   the 2040 machines). t64probe --audit FILE... is the binary audit (audit.c).
   Exit status: 0 when no row fails (SKIP is not a failure), 1 otherwise, 2 on bad usage. */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "fmt.h"
#include "extra.h"
#include "path.h"
#include "probe.h"

#ifndef T64_TARGET
#error "T64_TARGET names the build target"
#endif

#define T2038 2147483647LL      /* 2038-01-19T03:14:07Z, the last 32-bit second */
#define T2040 2214129600LL      /* 2040-02-29T12:00:00Z */
#define T2106 4294967295LL      /* 2106-02-07T06:28:15Z, the last unsigned 32-bit second */

static struct { char key[16]; char val[200]; } hdr[8];
static int nhdr;
static struct { const char *family, *path; int verdict; char detail[240]; } rows[24];
static int nrows;
/* --known FAMILY=REASON: a failure of that row is reported as SKIP with the reason (for a
   known emulator bug in CI, e.g. qemu-mips's msqid64_ds); a pass stays a pass. */
static const char *known[4];
static int nknown;

void probe_header(const char *key, const char *fmt, ...)
{
	if (nhdr == (int)(sizeof hdr / sizeof hdr[0])) return;
	va_list ap;
	va_start(ap, fmt);
	t64_snprintf(hdr[nhdr].key, sizeof hdr[nhdr].key, "%s", key);
	t64_vsnprintf(hdr[nhdr].val, sizeof hdr[nhdr].val, fmt, ap);
	va_end(ap);
	nhdr++;
}

void probe_row(const char *family, const char *path, int verdict, const char *fmt, ...)
{
	if (nrows == (int)(sizeof rows / sizeof rows[0])) return;
	rows[nrows].family = family;
	rows[nrows].path = path;
	rows[nrows].verdict = verdict;
	va_list ap;
	va_start(ap, fmt);
	t64_vsnprintf(rows[nrows].detail, sizeof rows[nrows].detail, fmt, ap);
	va_end(ap);
	size_t fl = strlen(family);
	for (int i = 0; i < nknown && verdict == PROBE_FAIL; i++) {
		if (strncmp(known[i], family, fl) || known[i][fl] != '=') continue;
		char d[sizeof rows[0].detail];
		memcpy(d, rows[nrows].detail, sizeof d);
		t64_snprintf(rows[nrows].detail, sizeof d, "known: %s (%s)", known[i] + fl + 1, d);
		rows[nrows].verdict = PROBE_SKIP;
	}
	nrows++;
}

const char *probe_utc(time_t t, char *buf)
{
	struct tm tm;
	if (!gmtime_r(&t, &tm)) {
		t64_snprintf(buf, 32, "? (%lld: errno %d)", (long long)t, errno);
		return buf;
	}
	t64_snprintf(buf, 32, "%04lld-%02d-%02dT%02d:%02d:%02dZ", tm.tm_year + 1900LL, tm.tm_mon + 1,
		tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec);
	return buf;
}

static long long ns_of(const struct timespec *ts) { return ts->tv_sec * 1000000000LL + ts->tv_nsec; }

static const char *pathname(int fam) { return __t64_path_name(__t64_path[fam]); }

/* clock_gettime, time and gettimeofday agree; clock_getres answers; clock_settime of
   CLOCK_MONOTONIC (which the kernel refuses with EINVAL) shows the settime path without
   changing any clock. Past 2038 only if the clock is already there (the 2040 machines). */
static void clocks(void)
{
	struct timespec now, res, mono;
	char b[32];
	if (clock_gettime(CLOCK_REALTIME, &now) || clock_getres(CLOCK_REALTIME, &res)
	    || clock_gettime(CLOCK_MONOTONIC, &mono)) {
		probe_row("clocks", pathname(T64_FAM_GETTIME), PROBE_FAIL, "clock_gettime/getres: errno %d", errno);
		return;
	}
	time_t t = time(0);
	struct timespec one = { 1, 0 };
	clock_settime(CLOCK_MONOTONIC, &one);
	long long d = (long long)t - (long long)now.tv_sec;
	int ok = t != (time_t)-1 && d >= 0 && d <= 2 && now.tv_nsec >= 0 && now.tv_nsec < 1000000000;
	probe_row("clocks", pathname(T64_FAM_GETTIME), ok ? PROBE_PASS : PROBE_FAIL,
		"now %s (%s 2038), time() agrees%s; getres %s %ld ns; settime %s",
		probe_utc(now.tv_sec, b), now.tv_sec > T2038 ? "past" : "before", ok ? "" : " NOT",
		pathname(T64_FAM_GETRES), (long)res.tv_nsec, pathname(T64_FAM_SETTIME));
}

/* A relative and an absolute monotonic sleep of 1 ms; an absolute CLOCK_REALTIME deadline
   past 2038 when the clock is already past it (else it would sleep until then). */
static void sleeps(void)
{
	struct timespec a, b, now, nap = { 0, 1000000 };
	clock_gettime(CLOCK_MONOTONIC, &a);
	int r1 = nanosleep(&nap, 0);
	struct timespec dl = a;
	dl.tv_nsec += 2000000;
	if (dl.tv_nsec >= 1000000000) dl.tv_sec++, dl.tv_nsec -= 1000000000;
	int r2 = clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &dl, 0);
	clock_gettime(CLOCK_MONOTONIC, &b);
	long long slept = ns_of(&b) - ns_of(&a);
	int ok = r1 == 0 && r2 == 0 && slept >= 2000000;
	const char *real = "REALTIME deadline past 2038: not checked (the clock is before 2038)";
	clock_gettime(CLOCK_REALTIME, &now);
	if (now.tv_sec > T2038) {
		struct timespec rl = now, after;
		rl.tv_nsec += 1000000;
		if (rl.tv_nsec >= 1000000000) rl.tv_sec++, rl.tv_nsec -= 1000000000;
		int r3 = clock_nanosleep(CLOCK_REALTIME, TIMER_ABSTIME, &rl, 0);
		clock_gettime(CLOCK_REALTIME, &after);
		if (r3 == 0 && ns_of(&after) >= ns_of(&rl)) real = "slept to an absolute REALTIME deadline past 2038";
		else real = "absolute REALTIME deadline past 2038 FAILED", ok = 0;
	}
	probe_row("sleeps", pathname(T64_FAM_SLEEP), ok ? PROBE_PASS : PROBE_FAIL,
		"nanosleep, clock_nanosleep: %lld us for 2 ms%s; %s", slept / 1000, r1 || r2 ? " (error)" : "", real);
}

/* gmtime_r and timegm of the edges: both ways, fields checked. */
static void calendar(void)
{
	static const struct { long long t; const char *s; } v[] = {
		{ T2038, "2038-01-19T03:14:07Z" }, { T2038 + 1, "2038-01-19T03:14:08Z" },
		{ T2040, "2040-02-29T12:00:00Z" }, { T2106, "2106-02-07T06:28:15Z" },
		{ T2106 + 1, "2106-02-07T06:28:16Z" },
	};
	int ok = 1;
	char b[32], bad[80] = "";
	for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) {
		time_t t = (time_t)v[i].t;
		struct tm tm;
		int good = gmtime_r(&t, &tm) && !strcmp(probe_utc(t, b), v[i].s) && timegm(&tm) == t;
		if (!good && ok) t64_snprintf(bad, sizeof bad, ": %lld gives %s", v[i].t, b);
		ok &= good;
	}
	probe_row("calendar", "portable C", ok ? PROBE_PASS : PROBE_FAIL,
		"gmtime_r/timegm round trip of 2^31-1, 2^31, 2040-02-29, 2^32-1, 2^32%s", bad);
}

static long offset_at(time_t t, struct tm *tm)
{
	struct tm u;
	if (!localtime_r(&t, tm)) return -1000000;
	u = *tm;
	return (long)(timegm(&u) - t);   /* picolibc's struct tm has no tm_gmtoff */
}

static void hm(char *buf, long off)
{
	long a = off < 0 ? -off : off;
	t64_snprintf(buf, 8, "%c%02ld%02ld", off < 0 ? '-' : '+', a / 3600, a / 60 % 60);
}

/* The zone in TZ: localtime_r and mktime of the 2038, 2040 and 2106 instants, and the
   next DST change after 2038 (searched day by day with localtime_r, then to the second),
   checked by mktime on both sides. */
static void local_time(const char *tz)
{
	static const long long inst[] = { T2038, T2038 + 1, T2040, T2106 };
	int ok = 1;
	char b[32], o1[8], o2[8], dst[160];
	tzset();
	for (unsigned i = 0; i < sizeof inst / sizeof inst[0]; i++) {
		struct tm tm;
		time_t t = (time_t)inst[i];
		if (offset_at(t, &tm) == -1000000) { ok = 0; continue; }
		if (mktime(&tm) != t) ok = 0;
	}
	struct tm tm0, tm1;
	time_t lo = (time_t)T2038 + 1, hi = lo;
	long off0 = offset_at(lo, &tm0);
	int found = 0;
	for (int day = 1; day <= 3 * 366 && !found; day++) {
		hi = lo + 86400;
		long off1 = offset_at(hi, &tm1);
		if (tm1.tm_isdst != tm0.tm_isdst || off1 != off0) found = 1;
		else lo = hi;
	}
	if (found) {
		while (hi - lo > 1) {   /* tm0 at lo, the other side at hi */
			time_t mid = lo + (hi - lo) / 2;
			struct tm tm;
			long off = offset_at(mid, &tm);
			if (tm.tm_isdst == tm0.tm_isdst && off == off0) lo = mid; else hi = mid;
		}
		struct tm a, c;
		long oa = offset_at(lo, &a), oc = offset_at(hi, &c);
		struct tm ma = a, mc = c;
		if (mktime(&ma) != lo || mktime(&mc) != hi) ok = 0;
		hm(o1, oa), hm(o2, oc);
		t64_snprintf(dst, sizeof dst, "next DST change after 2038: %s (%s %s -> %s %s), mktime agrees",
			probe_utc(hi, b), o1, a.tm_isdst ? "dst" : "std", o2, c.tm_isdst ? "dst" : "std");
	} else {
		hm(o1, off0);
		t64_snprintf(dst, sizeof dst, "no DST change in 2038-2041 (offset %s)", o1);
	}
	probe_row("local time", "portable C", ok ? PROBE_PASS : PROBE_FAIL,
		"TZ=%s: localtime_r/mktime of 2^31-1, 2^31, 2040, 2^32-1%s; %s", tz ? tz : "(unset)",
		ok ? "" : " FAILED", dst);
}

static void put_text(void)
{
	t64_printf("t64probe: target %s, time_t %d bits\n", T64_TARGET, (int)sizeof(time_t) * 8);
	for (int i = 0; i < nhdr; i++) t64_printf("%-12s %s\n", hdr[i].key, hdr[i].val);
	t64_printf("\n%-12s %-12s %-7s %s\n", "family", "path", "verdict", "check");
	for (int i = 0; i < nrows; i++)
		t64_printf("%-12s %-12s %-7s %s\n", rows[i].family, rows[i].path,
			rows[i].verdict == PROBE_PASS ? "PASS" : rows[i].verdict == PROBE_FAIL ? "FAIL" : "SKIP",
			rows[i].detail);
}

static void put_json(int failed)
{
	t64_printf("{\"target\": ");
	probe_json_str(T64_TARGET);
	t64_printf(", \"time_t_bits\": %d", (int)sizeof(time_t) * 8);
	for (int i = 0; i < nhdr; i++) {
		t64_printf(", ");
		probe_json_str(hdr[i].key);
		t64_printf(": ");
		probe_json_str(hdr[i].val);
	}
	t64_printf(",\n \"rows\": [");
	for (int i = 0; i < nrows; i++) {
		t64_printf("%s\n  {\"family\": ", i ? "," : "");
		probe_json_str(rows[i].family);
		t64_printf(", \"path\": ");
		probe_json_str(rows[i].path);
		t64_printf(", \"verdict\": \"%s\", \"check\": ",
			rows[i].verdict == PROBE_PASS ? "PASS" : rows[i].verdict == PROBE_FAIL ? "FAIL" : "SKIP");
		probe_json_str(rows[i].detail);
		t64_printf("}");
	}
	t64_printf("\n ],\n \"failed\": %d}\n", failed);
}

static void put_tap(void)
{
	t64_printf("# t64probe: target %s, time_t %d bits\n", T64_TARGET, (int)sizeof(time_t) * 8);
	for (int i = 0; i < nhdr; i++) t64_printf("# %-12s %s\n", hdr[i].key, hdr[i].val);
	t64_printf("1..%d\n", nrows);
	for (int i = 0; i < nrows; i++) {
		if (rows[i].verdict == PROBE_SKIP)
			t64_printf("ok %d - %s [%s] # SKIP %s\n", i + 1, rows[i].family, rows[i].path, rows[i].detail);
		else
			t64_printf("%s %d - %s [%s] %s\n", rows[i].verdict == PROBE_PASS ? "ok" : "not ok", i + 1,
				rows[i].family, rows[i].path, rows[i].detail);
	}
}

int main(int argc, char **argv)
{
	int json = 0, tap = 0, audit = 0, first = argc;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--json")) json = 1;
		else if (!strcmp(argv[i], "--tap")) tap = 1;
		else if (!strcmp(argv[i], "--audit")) audit = 1;
		else if (!strcmp(argv[i], "--audit-list") && argc == 2) { probe_audit_list(); return 0; }
		else if (!strcmp(argv[i], "--known") && i + 1 < argc && nknown < 4) known[nknown++] = argv[++i];
		else if (audit && strcmp(argv[i], "--")) { first = i; break; }
		else if (!strcmp(argv[i], "--") && audit) { first = i + 1; break; }
		else {
			t64_printf("usage: t64probe [--json | --tap] [--known FAMILY=REASON]\n       t64probe --audit [--json] FILE...\n"
			           "       t64probe --audit-list\n");
			return 2;
		}
	}
	if (audit) {
		if (first >= argc) {
			t64_printf("usage: t64probe --audit [--json] FILE...\n");
			return 2;
		}
		return probe_audit(argc - first, argv + first, json);
	}

	probe_os_header(argc > 0 ? argv[0] : "");
	clocks();
	sleeps();
	probe_os_rows();
	calendar();
	local_time(getenv("TZ"));

	int failed = 0;
	for (int i = 0; i < nrows; i++) failed += rows[i].verdict == PROBE_FAIL;
	if (json) put_json(failed);
	else if (tap) put_tap();
	else put_text();
	return failed ? 1 : 0;
}
