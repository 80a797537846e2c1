/* Threads sharing the zone (host build: t64's calendar core next to the host libc and
   its pthreads; test/run-all runs it under ThreadSanitizer too, where any data race
   fails the run). Two cases a libc meets:
   - the first use of a zone from several threads at once (localtime_r and mktime, each
     may be the one that builds it): built once, every result as when made alone;
   - TZ changed while no other thread ran, then met by tzset and mktime in some threads
     while others keep converting with localtime_r (which need not re-read TZ): those
     see the old zone or the new one, whole, never a mix; the new one is built once.
   The instants lie near year ends and the inputs of mktime in gaps, overlaps and out of
   range, so the general ways (the rule evaluated for t's year) run, not only the fast
   paths. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "t.h"
#include "tz.h"

enum { THREADS = 4, N = 3000 };

/* Central Europe, and a southern zone with a 30-minute DST (Lord Howe's rule). */
static const char zone_a[] = "CET-1CEST,M3.5.0,M10.5.0/3";
static const char zone_b[] = "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0";

struct result {
	long long t;
	int f[9];
	long off;
	const char *abbr;
};

static time_t instants[N];
static struct tm fields[N];

static void make_inputs(void)
{
	unsigned long long r = 0x9e3779b97f4a7c15ULL;
	for (int i = 0; i < N; i++) {
		r ^= r << 13, r ^= r >> 7, r ^= r << 17;
		/* Within two days of a January 1 of 1800-2400, or within 6 h of a rule change
		   (the last Sunday of March or October, any hour of the day). */
		struct tm tm = { .tm_year = (int)(r % 601) - 100, .tm_mday = 1 };
		if (i % 2) tm.tm_mon = (r >> 20) % 2 ? 2 : 9, tm.tm_mday = 25 + (int)(r >> 24) % 7;
		time_t t = timegm(&tm);
		instants[i] = t + (long long)((r >> 32) % (4 * 86400)) - 2 * 86400;
		gmtime_r(&instants[i], &fields[i]);
		fields[i].tm_isdst = (int)((r >> 40) % 3) - 1;
		if (i % 5 == 0) fields[i].tm_min += 90;         /* not normalised */
	}
}

static void keep(struct result *res, long long t, const struct tm *tm)
{
	res->t = t;
	const int f[9] = { tm->tm_year, tm->tm_mon, tm->tm_mday, tm->tm_hour, tm->tm_min,
	                   tm->tm_sec, tm->tm_wday, tm->tm_yday, tm->tm_isdst };
	memcpy(res->f, f, sizeof f);
	res->off = tm->tm_gmtoff;
	res->abbr = tm->tm_zone;
}

static int same(const struct result *a, const struct result *b)
{
	return a->t == b->t && !memcmp(a->f, b->f, sizeof a->f) && a->off == b->off &&
	       a->abbr && b->abbr && !strcmp(a->abbr, b->abbr);
}

static void one_localtime(int i, struct result *res)
{
	struct tm tm;
	memset(&tm, 0, sizeof tm);
	struct tm *p = localtime_r(&instants[i], &tm);
	keep(res, p ? 0 : -1, &tm);
}

static void one_mktime(int i, struct result *res)
{
	struct tm tm = fields[i];
	time_t t = mktime(&tm);
	keep(res, t, &tm);
}

enum { LOCAL, MK, TZSET_MK };
static struct result got[THREADS][N];
static pthread_barrier_t start;

struct job {
	int id, what;
};

static void *worker(void *arg)
{
	const struct job *j = arg;
	pthread_barrier_wait(&start);
	for (int k = 0; k < N; k++) {
		int i = (k + j->id * (N / THREADS)) % N;       /* each thread from elsewhere */
		if (j->what == TZSET_MK) tzset();
		if (j->what == LOCAL) one_localtime(i, &got[j->id][i]);
		else one_mktime(i, &got[j->id][i]);
	}
	return 0;
}

/* THREADS threads doing what[id], released together. */
static void run(const int what[THREADS])
{
	pthread_t th[THREADS];
	struct job jobs[THREADS];
	pthread_barrier_init(&start, 0, THREADS);
	for (int id = 0; id < THREADS; id++) {
		jobs[id] = (struct job){ id, what[id] };
		if (pthread_create(&th[id], 0, worker, &jobs[id])) {
			t_result(0, "pthread_create failed: this test needs threads");
			exit(t_done());
		}
	}
	for (int id = 0; id < THREADS; id++) pthread_join(th[id], 0);
	pthread_barrier_destroy(&start);
}

/* The results of one thread against refs (either of two, when alt is not NULL). */
static int mismatches(int id, const struct result *ref, const struct result *alt)
{
	int bad = 0;
	for (int i = 0; i < N; i++)
		bad += !same(&got[id][i], &ref[i]) && !(alt && same(&got[id][i], &alt[i]));
	return bad;
}

static struct result local_a[N], local_b[N], mk_a[N], mk_b[N];

int main(void)
{
	make_inputs();
	/* First use, from every thread at once. */
	setenv("TZ", zone_a, 1);
	unsigned loads = __t64_tz_loads;
	static const int first[THREADS] = { LOCAL, MK, LOCAL, MK };
	run(first);
	T_EQ_LL(__t64_tz_loads - loads, 1, "a zone first used by 4 threads at once is built once");
	for (int i = 0; i < N; i++) one_localtime(i, &local_a[i]), one_mktime(i, &mk_a[i]);
	int bad = 0;
	for (int id = 0; id < THREADS; id++) bad += mismatches(id, first[id] == LOCAL ? local_a : mk_a, 0);
	T_EQ_LL(bad, 0, "results made by 4 threads at once equal those made alone");
	T_EQ_LL(local_a[1].off == 3600 || local_a[1].off == 7200, 1, "the zone is CET");

	/* A new TZ, met by tzset and mktime in two threads while two others convert. */
	setenv("TZ", zone_b, 1);
	loads = __t64_tz_loads;
	static const int change[THREADS] = { LOCAL, TZSET_MK, LOCAL, TZSET_MK };
	run(change);
	T_EQ_LL(__t64_tz_loads - loads, 1, "a new TZ met by 2 threads at once is built once");
	for (int i = 0; i < N; i++) one_localtime(i, &local_b[i]), one_mktime(i, &mk_b[i]);
	int diff = 0;
	for (int i = 0; i < N; i++) diff += !same(&local_a[i], &local_b[i]);
	T_EQ_LL(diff, N, "the two zones give different local times for every instant");
	bad = 0;
	for (int id = 0; id < THREADS; id++)
		bad += change[id] == LOCAL ? mismatches(id, local_b, local_a) : mismatches(id, mk_b, 0);
	T_EQ_LL(bad, 0, "during the change localtime_r gives the old zone's or the new one's "
	                "local time, mktime the new one's");
	return t_done();
}
