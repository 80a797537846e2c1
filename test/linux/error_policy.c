/* The invalid-argument column of the error policy table, docs/error-policy.md (each
   check names its row's id and the outcome it proves, e.g. "EP-utime: ... EINVAL";
   test/check-error-policy wants each outcome a row claims stated by a passing check),
   and "bad input never loses data": a call refused for a bad argument changes nothing
   (file times after utimensat/futimens with a bad tv_nsec, a timer after a bad
   timerfd_settime, an IPC object after a failing IPC_SET). The rows that need an old
   kernel are in seam.c (-Dfault_seam=true) and old_kernel.c (seccomp). */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>
#include "t.h"

#define FAILS_WITH(call, e, what) do { \
	errno = 0; \
	long r_ = (long)(call); \
	int e_ = errno; \
	T_CHECK(r_ == -1 && e_ == (e), "%s: -1/%s (got %ld, errno %d)", what, #e, r_, e_); \
} while (0)

union semun { int val; struct semid_ds *buf; unsigned short *array; };

static int same_times(const struct stat *a, const struct stat *b)
{
	return a->st_atim.tv_sec == b->st_atim.tv_sec && a->st_atim.tv_nsec == b->st_atim.tv_nsec &&
	       a->st_mtim.tv_sec == b->st_mtim.tv_sec && a->st_mtim.tv_nsec == b->st_mtim.tv_nsec;
}

int main(void)
{
	static const long bad_nsec[] = { 1000000000, -1, 0x7fffffff };
	char path[64] = "/tmp/t64-error-policy.0000000000";
	for (long p = getpid(), i = 31; p; p /= 10) path[i--] = (char)('0' + p % 10);
	int fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
	T_CHECK(fd >= 0, "scratch file");
	struct timespec set[2] = { { 1000000000, 1 }, { 1000000000, 2 } };
	T_EQ_LL(utimensat(AT_FDCWD, path, set, 0), 0, "utimensat: known times");
	struct stat before, after;
	fstat(fd, &before);

	for (unsigned i = 0; i < sizeof bad_nsec / sizeof *bad_nsec; i++) {
		struct timespec ts[2] = { { 2000000000, 0 }, { 2000000000, bad_nsec[i] } };
		FAILS_WITH(utimensat(AT_FDCWD, path, ts, 0), EINVAL, "EP-utime: utimensat, mtime tv_nsec out of range");
		ts[0].tv_nsec = bad_nsec[i], ts[1].tv_nsec = 0;
		FAILS_WITH(futimens(fd, ts), EINVAL, "EP-utime: futimens, atime tv_nsec out of range");
		fstat(fd, &after);
		T_CHECK(same_times(&before, &after), "EP-utime: the file's times are unchanged (tv_nsec %ld)", bad_nsec[i]);
	}
	struct timeval tv[2] = { { 2000000000, 0 }, { 2000000000, 1000000 } };
	FAILS_WITH(utimes(path, tv), EINVAL, "EP-utime: utimes, tv_usec out of range");
	fstat(fd, &after);
	T_CHECK(same_times(&before, &after), "EP-utime: the file's times are unchanged");
	T_EQ_LL(utimensat(AT_FDCWD, path, NULL, 0), 0, "EP-utime: utimensat(NULL times): now (POSIX allows NULL)");
	close(fd);
	unlink(path);

	struct timespec req = { 0, 1000000000 }, rem;
	FAILS_WITH(nanosleep(&req, &rem), EINVAL, "EP-sleep: nanosleep, tv_nsec 10^9");
	req = (struct timespec){ -1, 0 };
	FAILS_WITH(nanosleep(&req, NULL), EINVAL, "EP-sleep: nanosleep, negative duration");
	req = (struct timespec){ 0, -1 };
	T_EQ_LL(clock_nanosleep(CLOCK_MONOTONIC, 0, &req, NULL), EINVAL, "EP-sleep: clock_nanosleep, tv_nsec -1: returns EINVAL");
	req = (struct timespec){ 0, 1 };
	T_EQ_LL(nanosleep(&req, NULL), 0, "EP-sleep: nanosleep(&req, NULL): rem may be NULL");
	req = (struct timespec){ 0, 1000000000 };
	FAILS_WITH(clock_settime(CLOCK_REALTIME, &req), EINVAL, "EP-clock-set: clock_settime, tv_nsec 10^9 (clock not set)");
	T_CHECK(time(NULL) > 1000000000, "EP-clock-get: time(NULL): the pointer may be NULL");
	T_EQ_LL(gettimeofday(&tv[0], NULL), 0, "EP-clock-get: gettimeofday(tv, NULL): the zone may be NULL");

	int tfd = timerfd_create(CLOCK_MONOTONIC, 0);
	struct itimerspec its = { { 0, 0 }, { 1000, 0 } }, old, now;
	timerfd_settime(tfd, 0, &its, NULL);
	its = (struct itimerspec){ { 0, 1000000000 }, { 5, 0 } };
	FAILS_WITH(timerfd_settime(tfd, 0, &its, &old), EINVAL, "EP-timer: timerfd_settime, interval tv_nsec 10^9");
	timerfd_gettime(tfd, &now);
	T_CHECK(now.it_value.tv_sec > 900 && now.it_value.tv_sec <= 1000, "EP-timer: the timer is as it was (%lld s left)",
		(long long)now.it_value.tv_sec);
	its = (struct itimerspec){ { 0, 0 }, { -1, 0 } };
	FAILS_WITH(timerfd_settime(tfd, 0, &its, NULL), EINVAL, "EP-timer: timerfd_settime, negative value");
	close(tfd);

	/* A failing IPC_SET changes nothing: an invalid uid (ipc_update_perm refuses it
	   before it touches the object) next to a new mode and a new qbytes. */
	int q = msgget(IPC_PRIVATE, IPC_CREAT | 0600);
	struct msqid_ds ds, ds2;
	msgctl(q, IPC_STAT, &ds);
	ds2 = ds;
	ds2.msg_perm.uid = (uid_t)-1;
	ds2.msg_perm.mode = 0644;
	ds2.msg_qbytes = ds.msg_qbytes / 2;
	FAILS_WITH(msgctl(q, IPC_SET, &ds2), EINVAL, "EP-ipc: msgctl IPC_SET, invalid uid");
	msgctl(q, IPC_STAT, &ds2);
	T_CHECK(ds2.msg_perm.mode == ds.msg_perm.mode && ds2.msg_qbytes == ds.msg_qbytes &&
		ds2.msg_ctime == ds.msg_ctime, "EP-ipc: mode, qbytes and ctime unchanged");
	msgctl(q, IPC_RMID, NULL);
	int s = semget(IPC_PRIVATE, 1, IPC_CREAT | 0600);
	struct semid_ds sd, sd2;
	union semun arg = { .buf = &sd };
	semctl(s, 0, IPC_STAT, arg);
	sd2 = sd;
	sd2.sem_perm.gid = (gid_t)-1;
	sd2.sem_perm.mode = 0666;
	arg.buf = &sd2;
	FAILS_WITH(semctl(s, 0, IPC_SET, arg), EINVAL, "EP-ipc: semctl IPC_SET, invalid gid");
	semctl(s, 0, IPC_STAT, arg);
	T_CHECK(sd2.sem_perm.mode == sd.sem_perm.mode && sd2.sem_ctime == sd.sem_ctime,
		"EP-ipc: mode and ctime unchanged");
	semctl(s, 0, IPC_RMID);

	/* An invalid TZ (an offset past 24 hours) is UTC, named so; a valid one first, to see
	   that TZ is read at all. */
	static char tz[16] = "TZ=ABC5", *env[] = { tz, 0 };
	environ = env;
	tzset();
	time_t t = 1719835200;   /* 2024-07-01T12:00:00Z */
	struct tm tm = { 0 };
	struct tm *lt = localtime_r(&t, &tm);
	T_CHECK(lt && tm.tm_hour == 7 && tm.tm_gmtoff == -18000 && !strcmp(tm.tm_zone, "ABC"),
		"TZ=ABC5 is read: 07:00 ABC (got %02d:00, offset %ld)", tm.tm_hour, tm.tm_gmtoff);
	memcpy(tz, "TZ=ABC25", sizeof "TZ=ABC25");
	tzset();
	memset(&tm, 0, sizeof tm);
	lt = localtime_r(&t, &tm);
	T_CHECK(lt && tm.tm_hour == 12 && tm.tm_gmtoff == 0 && tm.tm_isdst == 0 && !strcmp(tm.tm_zone, "UTC"),
		"EP-calendar, EP-parse: an invalid TZ (%s) is UTC (got %02d:00, offset %ld, %s)", tz + 3, tm.tm_hour,
		tm.tm_gmtoff, lt ? tm.tm_zone : "(null)");
	return t_done();
}
