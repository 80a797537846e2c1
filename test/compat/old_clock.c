/* An old binary: built with the 32-bit time_t headers (time32.h) against the link stub,
   so every time function binds to name@T32_1.0, then run against the real libt64.so.1.
   Now: correct results. With "2040" (in a 2040 machine, clock already set past 2^31):
   every wall-clock getter says EOVERFLOW and leaves its output alone, never a wrap. With
   "qemu-sem-layout" (the cross file's qemu gap 'sem-generic-layout'), semctl(IPC_STAT)'s
   EOVERFLOW is the known gap: qemu-user 7.2 writes semid64_ds in the generic layout where
   the arch's kernel puts each high time word first (32-bit powerpc), so the twin reads
   the time shifted into the high word (test/linux/ipc.c). */
#include <errno.h>
#include <string.h>
#include "fmt.h"
#include "time32.h"

#define CLOCK_REALTIME_COARSE 5
/* How far the clock may run on between two readings here: generous, for a loaded 2-core
   machine and the 2040 machines under emulation. Lower bounds are exact. */
#define LATE_S 5

/* What an old binary was built with (time32.h), fixed at compile time. */
_Static_assert(sizeof(time_t) == 4 && sizeof(struct timespec) == 8 && sizeof(struct timeval) == 8,
	       "time_t, timespec, timeval are 32-bit");

static int n, failed;
static void check(int ok, const char *what)
{
	t64_printf("%sok %d - old ABI: %s\n", ok ? "" : "not ", ++n, what);
	failed += !ok;
}

static void known(const char *what, const char *why)
{
	t64_printf("ok %d - old ABI: %s # SKIP known: %s\n", ++n, what, why);
}

int main(int argc, char **argv)
{
	int in2040 = argc > 1 && !strcmp(argv[1], "2040");
	int sem_gap = argc > 1 && !strcmp(argv[argc - 1], "qemu-sem-layout");
	struct timespec ts = { 0x5a5a5a5a, 0x5a5a5a5a }, res;
	struct timeval tv = { 0x5a5a5a5a, 0x5a5a5a5a };
	struct tm tm;
	time_t t = 0x5a5a5a5a;

	errno = 0;
	int r = clock_gettime(CLOCK_REALTIME, &ts);
	if (in2040) {
		check(r == -1 && errno == EOVERFLOW, "EP-clock-get: clock_gettime(CLOCK_REALTIME) past 2038 gives EOVERFLOW");
		check(ts.tv_sec == 0x5a5a5a5a && ts.tv_nsec == 0x5a5a5a5a, "and leaves the timespec untouched");
		errno = 0;
		check(time(&t) == -1 && errno == EOVERFLOW && t == 0x5a5a5a5a, "EP-clock-get: time() gives -1, EOVERFLOW, no store");
		errno = 0;
		r = gettimeofday(&tv, 0);
		check(r == -1 && errno == EOVERFLOW && tv.tv_sec == 0x5a5a5a5a, "EP-clock-get: gettimeofday gives EOVERFLOW");
		check(timespec_get(&ts, TIME_UTC) == 0 && ts.tv_sec == 0x5a5a5a5a, "timespec_get gives 0");
	} else {
		check(r == 0 && ts.tv_sec > 1700000000 && ts.tv_nsec >= 0 && ts.tv_nsec < 1000000000,
		      "clock_gettime(CLOCK_REALTIME) now");
		time_t now = time(&t);
		check(now == t && now >= ts.tv_sec && now - ts.tv_sec <= LATE_S, "time() now");
		r = gettimeofday(&tv, 0);
		check(r == 0 && tv.tv_sec >= now && tv.tv_sec - now <= LATE_S && tv.tv_usec < 1000000,
		      "gettimeofday now");
		check(timespec_get(&ts, TIME_UTC) == TIME_UTC && ts.tv_sec >= tv.tv_sec && ts.tv_sec - tv.tv_sec <= LATE_S,
		      "timespec_get now");
	}
	check(clock_gettime(CLOCK_MONOTONIC, &ts) == 0 && ts.tv_sec >= 0, "clock_gettime(CLOCK_MONOTONIC)");
	check(clock_getres(CLOCK_REALTIME, &res) == 0 && res.tv_sec == 0 && res.tv_nsec > 0, "clock_getres");
	check(timespec_getres(&res, TIME_UTC) == TIME_UTC && res.tv_nsec > 0, "timespec_getres");
	struct timespec nap = { 0, 10000000 };
	check(nanosleep(&nap, 0) == 0, "nanosleep 10 ms");
	check(clock_nanosleep(CLOCK_MONOTONIC, 0, &nap, 0) == 0, "clock_nanosleep 10 ms");
	struct timespec one = { 1, 0 };
	errno = 0;
	check(clock_settime(CLOCK_MONOTONIC, &one) == -1 && errno == EINVAL, "clock_settime(CLOCK_MONOTONIC) is EINVAL");

	t = INT32_MAX;
	check(gmtime_r(&t, &tm) && tm.tm_year == 138 && tm.tm_mon == 0 && tm.tm_mday == 19 && tm.tm_hour == 3
	      && tm.tm_min == 14 && tm.tm_sec == 7, "gmtime_r(2^31-1) is 2038-01-19T03:14:07");
	t = INT32_MIN;
	struct tm *g = gmtime(&t);
	check(g && g->tm_year == 1 && g->tm_mon == 11 && g->tm_mday == 13 && g->tm_hour == 20 && g->tm_min == 45
	      && g->tm_sec == 52, "gmtime(-2^31) is 1901-12-13T20:45:52");
	check(timegm(&tm) == INT32_MAX, "timegm(2038-01-19T03:14:07) is 2^31-1");
	struct tm late = { .tm_year = 140, .tm_mon = 1, .tm_mday = 29, .tm_hour = 12 }, keep = late;
	errno = 0;
	check(timegm(&late) == -1 && errno == EOVERFLOW, "EP-calendar: timegm(2040-02-29) gives EOVERFLOW");
	check(!memcmp(&late, &keep, sizeof late), "and leaves the struct tm untouched");
	check(difftime(INT32_MAX, INT32_MIN) == 4294967295.0, "difftime(2^31-1, -2^31)");

	/* SysV semaphores: semctl(IPC_STAT) after a semop, in the old layout. */
	int id = semget(IPC_PRIVATE, 1, IPC_CREAT | 0600);
	check(id >= 0, "semget");
	struct sembuf up = { 0, 1, 0 };
	struct timespec wait = { 0, 1000000 }, before;
	/* The kernel stamps the semaphore from the coarse clock, read before on that clock. */
	clock_gettime(CLOCK_REALTIME_COARSE, &before);
	check(semop(id, &up, 1) == 0 && semtimedop(id, &up, 1, &wait) == 0, "semop and semtimedop");
	check(semctl(id, 0, GETVAL) == 2, "GETVAL is 2");
	struct semid_ds ds;
	memset(&ds, 0x5a, sizeof ds);
	errno = 0;
	/* The fourth argument is a union semun, as POSIX has it: 32-bit powerpc passes a
	   union by reference, so the bare pointer would be taken for the union's address. */
	union { int val; struct semid_ds *buf; } arg = { .buf = &ds };
	r = semctl(id, 0, IPC_STAT, arg);
	if (in2040) {
		check(r == -1 && errno == EOVERFLOW, "EP-ipc: semctl(IPC_STAT) past 2038 gives EOVERFLOW");
		check(ds.sem_otime == 0x5a5a5a5a && ds.sem_nsems == 0x5a5a5a5a, "and leaves the semid_ds untouched");
	} else if (sem_gap && r == -1 && errno == EOVERFLOW) {
		known("semctl(IPC_STAT) in the old layout: nsems, mode",
		      "qemu-user 7.2 writes semid64_ds in the generic layout, not this arch's");
		known("sem_otime is the time of the semop, sem_ctime no later",
		      "qemu-user 7.2 writes semid64_ds in the generic layout, not this arch's");
	} else {
		time_t now = time(0);
		check(r == 0 && ds.sem_nsems == 1 && (ds.sem_perm.mode & 0777) == 0600,
		      "semctl(IPC_STAT) in the old layout: nsems, mode");
		check(ds.sem_otime >= before.tv_sec && ds.sem_otime <= now && ds.sem_ctime <= ds.sem_otime,
		      "sem_otime is the time of the semop, sem_ctime no later");
	}
	check(semctl(id, 0, IPC_RMID) == 0, "IPC_RMID");
	/* Local time through the old ABI (a POSIX TZ string: no file needed; the first
	   local-time call reads TZ). */
	static char *env[] = { "TZ=CET-1CEST,M3.5.0,M10.5.0/3", 0 };
	environ = env;
	t = INT32_MAX;
	check(localtime_r(&t, &tm) && tm.tm_hour == 4 && tm.tm_min == 14 && tm.tm_isdst == 0 &&
	      tm.tm_gmtoff == 3600, "localtime_r(2^31-1) is 04:14:07 CET");
	t = 1719835200;
	struct tm *l = localtime(&t);
	check(l && l->tm_hour == 14 && l->tm_isdst == 1, "localtime(2024-07-01T12:00Z) is 14:00 CEST");
	struct tm mk = { .tm_year = 124, .tm_mon = 6, .tm_mday = 1, .tm_hour = 14, .tm_isdst = -1 };
	check(mktime(&mk) == 1719835200 && mk.tm_isdst == 1, "mktime(2024-07-01 14:00 CEST)");
	mk = (struct tm){ .tm_year = 124, .tm_mon = 6, .tm_mday = 1, .tm_hour = 14, .tm_isdst = -1 };
	check(timelocal(&mk) == 1719835200, "timelocal is mktime");
	char cbuf[26];
	t = 1719835200;
	check(ctime_r(&t, cbuf) && !strcmp(cbuf, "Mon Jul  1 14:00:00 2024\n"), "ctime_r is local time");
	t = INT32_MIN;
	const char *c = ctime(&t);
	check(c && !strcmp(c, "Fri Dec 13 21:45:52 1901\n"), "ctime(-2^31) is 1901-12-13 21:45:52 CET");
	struct tm l2040 = { .tm_year = 140, .tm_mon = 6, .tm_mday = 1, .tm_hour = 12, .tm_isdst = -1 };
	keep = l2040;
	errno = 0;
	check(mktime(&l2040) == -1 && errno == EOVERFLOW && !memcmp(&l2040, &keep, sizeof keep),
	      "EP-calendar: mktime(2040-07-01) gives EOVERFLOW, struct tm untouched");
	t64_printf("1..%d\n", n);
	return failed != 0;
}
