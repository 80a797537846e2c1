/* Faults no kernel here produces, made with the fault seam (-Dfault_seam=true; i686):
   - ENOSYS from a time64 call: the old call answers, remembered per family;
   - EPERM from a time64 call (seccomp in some containers): one try of the old call; if it
     works it is remembered, if it also says EPERM the new path stays and EPERM is returned;
     a value the old call cannot express is not tried: EPERM, the new path stays;
   - garbage in reserved words of what the kernel returns does not leak, and *_high words
     a kernel leaves unwritten read as 0 (the IPC buffers are zeroed before the call);
   - the vDSO switched off: the system call path works. */
#include <errno.h>
#include <fcntl.h>
#include <mqueue.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/timex.h>
#include <sys/ipc.h>
#include <sys/sem.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>
#include "fault_seam.h"
#include "kernel_features.h"
#include "path.h"
#include "t.h"
#include "vdso.h"

union semun { int val; struct semid_ds *buf; unsigned short *array; };

static void forget(void)
{
	__t64_fault_clear();
	memset(__t64_time64_missing, 0, T64_FAM_COUNT);
	memset(__t64_path, 0, T64_FAM_COUNT);
}

static int rule(long nr, enum t64_fault_kind kind, int err)
{
	struct t64_fault f = { .nr = nr, .kind = kind, .err = err };
	return __t64_fault_add(&f);
}

#define T2040 2214129600LL  /* 2040-02-29T12:00:00Z: past the old calls' 32-bit seconds */

/* EPERM from the time64 call nr64; the old call nr32 only counted. */
static int eperm_old;
static void eperm_from(long nr64, long nr32)
{
	forget();
	rule(nr64, T64_FAULT_ERRNO, EPERM);
	eperm_old = rule(nr32, T64_FAULT_COUNT, 0);
}

/* After eperm_from and a call with a value the old call cannot take: the EPERM stands,
   the old call never reached the kernel, the family keeps the time64 path. */
static void eperm_unfit(int fam, int e, const char *what)
{
	T_CHECK(e == EPERM, "EP-eperm: EPERM, %s: EPERM, not EOVERFLOW (errno %d)", what, e);
	T_EQ_LL(__t64_fault_calls(eperm_old), 0, "EP-eperm: ... the old call never reached the kernel");
	T_EQ_LL(__t64_path[fam], T64_PATH_TIME64, "EP-eperm: ... the path stays the time64 call");
	T_EQ_LL(__t64_time64_missing[fam], 0, "EP-eperm: ... nothing remembered");
}

/* The errno of a call that failed with -1, 0 if it did not fail. */
#define ERRNO_OF(call) (errno = 0, (call) == -1 ? errno : 0)

/* Every family whose old call refuses a value before the kernel sees it. */
static void eperm_unfit_all(void)
{
	struct timespec y2040 = { T2040, 0 };
	struct itimerspec at2040 = { { 0, 0 }, { T2040, 0 } };
	int e;

	eperm_from(SYS_clock_settime64, SYS_clock_settime32);
	e = ERRNO_OF(clock_settime(CLOCK_REALTIME, &y2040));
	eperm_unfit(T64_FAM_SETTIME, e, "clock_settime(2040)");

	static const char file[] = "/tmp/t64-seam-utime";
	int fd = open(file, O_CREAT | O_WRONLY | O_TRUNC, 0600);
	struct stat before, after;
	T_CHECK(fd >= 0 && stat(file, &before) == 0, "a file for utimensat");
	struct timespec both[2] = { y2040, y2040 };
	eperm_from(SYS_utimensat_time64, SYS_utimensat_time32);
	e = ERRNO_OF(utimensat(AT_FDCWD, file, both, 0));
	eperm_unfit(T64_FAM_UTIMENS, e, "utimensat(2040)");
	T_CHECK(stat(file, &after) == 0 && after.st_mtim.tv_sec == before.st_mtim.tv_sec &&
		after.st_mtim.tv_nsec == before.st_mtim.tv_nsec, "EP-utime: ... the file's times untouched");
	if (fd >= 0) close(fd);
	unlink(file);

	timer_t t;
	struct sigevent none = { .sigev_notify = SIGEV_NONE };
	T_EQ_LL(timer_create(CLOCK_REALTIME, &none, &t), 0, "timer_create(SIGEV_NONE)");
	eperm_from(SYS_timer_settime64, SYS_timer_settime32);
	e = ERRNO_OF(timer_settime(t, TIMER_ABSTIME, &at2040, 0));
	eperm_unfit(T64_FAM_TIMER_SET, e, "timer_settime(absolute 2040)");
	timer_delete(t);

	fd = timerfd_create(CLOCK_REALTIME, 0);
	eperm_from(SYS_timerfd_settime64, SYS_timerfd_settime32);
	e = ERRNO_OF(timerfd_settime(fd, TFD_TIMER_ABSTIME, &at2040, 0));
	eperm_unfit(T64_FAM_TIMERFD_SET, e, "timerfd_settime(absolute 2040)");
	close(fd);

	/* clock_nanosleep returns the error. */
	eperm_from(SYS_clock_nanosleep_time64, SYS_clock_nanosleep_time32);
	e = clock_nanosleep(CLOCK_REALTIME, TIMER_ABSTIME, &y2040, 0);
	eperm_unfit(T64_FAM_SLEEP, e, "clock_nanosleep(absolute 2040)");

	forget();
	struct mq_attr attr = { .mq_maxmsg = 1, .mq_msgsize = 8 };
	mqd_t mq = mq_open("/t64-seam", O_CREAT | O_RDWR, 0600, &attr);
	T_CHECK(mq != (mqd_t)-1, "mq_open (errno %d)", errno);
	char msg[8] = "t64";
	eperm_from(SYS_mq_timedsend_time64, SYS_mq_timedsend_time32);
	e = ERRNO_OF(mq_timedsend(mq, msg, 4, 0, &y2040));
	eperm_unfit(T64_FAM_MQ, e, "mq_timedsend(deadline 2040)");
	eperm_from(SYS_mq_timedreceive_time64, SYS_mq_timedreceive_time32);
	e = ERRNO_OF((int)mq_timedreceive(mq, msg, sizeof msg, 0, &y2040));
	eperm_unfit(T64_FAM_MQ, e, "mq_timedreceive(deadline 2040)");
	mq_close(mq);
	mq_unlink("/t64-seam");

	/* ADJ_MAXERROR: harmless were it applied; 2^40 does not fit the old call's long. */
	struct timex tx = { .modes = ADJ_MAXERROR, .maxerror = 1LL << 40 };
	eperm_from(SYS_clock_adjtime64, SYS_clock_adjtime32);
	e = ERRNO_OF(clock_adjtime(CLOCK_REALTIME, &tx));
	eperm_unfit(T64_FAM_ADJTIME, e, "clock_adjtime(ADJ_MAXERROR 2^40)");

	/* ENOSYS instead (an old kernel): the same refusal is EOVERFLOW, the old path
	   remembered, the kernel's old call still never reached. */
	forget();
	rule(SYS_clock_settime64, T64_FAULT_ERRNO, ENOSYS);
	eperm_old = rule(SYS_clock_settime32, T64_FAULT_COUNT, 0);
	e = ERRNO_OF(clock_settime(CLOCK_REALTIME, &y2040));
	T_CHECK(e == EOVERFLOW, "EP-clock-set: ENOSYS, clock_settime(2040): EOVERFLOW (errno %d)", e);
	T_EQ_LL(__t64_fault_calls(eperm_old), 0, "EP-clock-set: ... the old call never reached the kernel");
	T_EQ_LL(__t64_path[T64_FAM_SETTIME], T64_PATH_OLD, "EP-clock-set: ... the path is the old call");
	T_EQ_LL(__t64_time64_missing[T64_FAM_SETTIME], 1, "EP-clock-set: ... remembered");
	forget();
}

/* Leaves junk where the next calls' locals will be. */
static __attribute__((noinline)) void dirty_stack(void)
{
	volatile unsigned char junk[4096];
	for (unsigned i = 0; i < sizeof junk; i++) junk[i] = 0xa5;
}

int main(void)
{
	struct timespec ts, ref;
	__t64_vdso_disable();
	forget();

	/* vDSO off: the time64 system call. */
	T_EQ_LL(clock_gettime(CLOCK_REALTIME, &ref), 0, "vDSO off: clock_gettime works");
	T_EQ_LL(__t64_path[T64_FAM_GETTIME], T64_PATH_TIME64, "vDSO off: through the time64 call");

	/* ENOSYS: the old call, remembered. */
	int n64 = rule(SYS_clock_gettime64, T64_FAULT_ERRNO, ENOSYS);
	int n32 = rule(SYS_clock_gettime32, T64_FAULT_COUNT, 0);
	for (int i = 0; i < 3; i++) clock_gettime(CLOCK_REALTIME, &ts);
	T_CHECK(ts.tv_sec >= ref.tv_sec && ts.tv_sec - ref.tv_sec <= 5, "EP-clock-get: ENOSYS: old call gives the time (within a generous 5 s of the time64 reading)");
	T_EQ_LL(__t64_path[T64_FAM_GETTIME], T64_PATH_OLD, "ENOSYS: path is the old call");
	T_EQ_LL(__t64_fault_calls(n64), 1, "ENOSYS: the time64 call was tried once in 3 calls");
	T_EQ_LL(__t64_fault_calls(n32), 3, "ENOSYS: the old call ran 3 times");
	forget();

	/* clock() on the old call (ENOSYS from the time64 one), and with no CPU clock at
	   all: -1 and the call's errno. */
	rule(SYS_clock_gettime64, T64_FAULT_ERRNO, ENOSYS);
	struct timespec c0, c1;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c0);
	clock_t k = clock();
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c1);
	T_CHECK(k != (clock_t)-1 && k >= c0.tv_sec * 1000000LL + c0.tv_nsec / 1000 &&
		k <= c1.tv_sec * 1000000LL + c1.tv_nsec / 1000, "EP-clock: ENOSYS: clock() through the old call (%ld us)", (long)k);
	forget();
	rule(SYS_clock_gettime64, T64_FAULT_ERRNO, EINVAL);
	errno = 0;
	k = clock();
	T_CHECK(k == (clock_t)-1 && errno == EINVAL, "EP-clock: no CPU clock: clock() is -1, errno EINVAL (errno %d)", errno);
	forget();

	/* EPERM from the new call, the old one works: the old call, remembered. */
	n64 = rule(SYS_clock_getres_time64, T64_FAULT_ERRNO, EPERM);
	n32 = rule(SYS_clock_getres_time32, T64_FAULT_COUNT, 0);
	int ok = 1;
	for (int i = 0; i < 3; i++) ok &= clock_getres(CLOCK_MONOTONIC, &ts) == 0 && ts.tv_nsec > 0;
	T_CHECK(ok, "EP-eperm: EPERM, old call works: clock_getres succeeds (%ld ns)", ts.tv_nsec);
	T_EQ_LL(__t64_path[T64_FAM_GETRES], T64_PATH_OLD, "EP-eperm: EPERM, old call works: path is the old call");
	T_EQ_LL(__t64_fault_calls(n64), 1, "EP-eperm: EPERM, old call works: the time64 call was tried once in 3 calls");
	T_EQ_LL(__t64_fault_calls(n32), 3, "EP-eperm: EPERM, old call works: the old call ran 3 times");
	forget();

	/* EPERM from both: EPERM, the new path kept (it works again once allowed). */
	int fd = timerfd_create(CLOCK_MONOTONIC, 0);
	struct itimerspec its;
	n64 = rule(SYS_timerfd_gettime64, T64_FAULT_ERRNO, EPERM);
	n32 = rule(SYS_timerfd_gettime32, T64_FAULT_ERRNO, EPERM);
	errno = 0;
	int r = timerfd_gettime(fd, &its), e = errno;
	T_CHECK(r == -1 && e == EPERM, "EP-eperm: EPERM from both: EPERM (errno %d)", e);
	T_EQ_LL(__t64_path[T64_FAM_TIMERFD_GET], T64_PATH_TIME64, "EP-eperm: EPERM from both: the time64 path stays");
	T_EQ_LL(__t64_fault_calls(n32), 1, "EP-eperm: EPERM from both: the old call was tried once");
	T_EQ_LL(__t64_time64_missing[T64_FAM_TIMERFD_GET], 0, "EP-eperm: EPERM from both: nothing remembered");
	__t64_fault_clear();
	T_EQ_LL(timerfd_gettime(fd, &its), 0, "EP-eperm: EPERM from both: once allowed, timerfd_gettime works");
	T_EQ_LL(__t64_path[T64_FAM_TIMERFD_GET], T64_PATH_TIME64, "... through the time64 call");
	close(fd);
	forget();

	/* EPERM from the new call, a value the old call cannot take: EPERM, not tried. */
	eperm_unfit_all();

	/* EPERM from the direct IPC call (i386: the ipc() multiplexer works). */
	n64 = rule(SYS_semget, T64_FAULT_ERRNO, EPERM);
	int id = semget(IPC_PRIVATE, 2, IPC_CREAT | 0600);
	T_CHECK(id >= 0, "EP-eperm: EPERM from semget: semget works through ipc() (id %d)", id);
	T_EQ_LL(__t64_path[T64_FAM_IPC], T64_PATH_IPC_MUX, "EP-eperm: EPERM from semget: path is ipc(), remembered");
	forget();
	if (id < 0) return t_done();

	/* Garbage in the reserved words of semid64_ds (i386: ipc64_perm's __unused1/2 at 28
	   and 32, __unused3/4 at 56 and 60; arch/i386/ipc_layout.h) does not leak. */
	struct semid_ds clean, dirty;
	union semun arg = { .buf = &clean };
	T_EQ_LL(semctl(id, 0, IPC_STAT, arg), 0, "IPC_STAT");
	struct t64_fault g = { .nr = SYS_semctl, .kind = T64_FAULT_GARBAGE, .arg = 3, .n_off = 4,
			       .off = { 28, 32, 56, 60 } };
	int ng = __t64_fault_add(&g);
	memset(&dirty, 0x5a, sizeof dirty);
	arg.buf = &dirty;
	T_EQ_LL(semctl(id, 0, IPC_STAT, arg), 0, "EP-ipc: IPC_STAT, garbage in reserved words");
	T_EQ_LL(__t64_fault_calls(ng), 1, "... the seam spoiled the kernel's buffer");
	T_CHECK(dirty.sem_perm.uid == clean.sem_perm.uid && dirty.sem_perm.mode == clean.sem_perm.mode &&
		dirty.sem_perm.__key == clean.sem_perm.__key && dirty.sem_nsems == clean.sem_nsems &&
		dirty.sem_ctime == clean.sem_ctime && dirty.sem_otime == clean.sem_otime,
		"... the semid_ds is the same as without it");
	forget();

	/* A kernel that does not write the *_high words (before 4.19 they were __unused):
	   t64 zeroed the buffer, so stack junk does not become a time. */
	struct t64_fault u = { .nr = SYS_semctl, .kind = T64_FAULT_UNTOUCHED, .arg = 3, .n_off = 2,
			       .off = { 40, 48 } };
	__t64_fault_add(&u);
	dirty_stack();
	arg.buf = &dirty;
	T_EQ_LL(semctl(id, 0, IPC_STAT, arg), 0, "EP-ipc: IPC_STAT, *_high words left unwritten");
	T_EQ_LL(dirty.sem_ctime, clean.sem_ctime, "EP-ipc: sem_ctime is the low word's time");
	T_EQ_LL(dirty.sem_otime, clean.sem_otime, "EP-ipc: sem_otime is the low word's time");
	forget();
	semctl(id, 0, IPC_RMID);

	/* Garbage in the padding of a returned __kernel_timespec (tv_nsec's high word on
	   i386: bytes 12..15) does not reach tv_nsec. */
	g = (struct t64_fault){ .nr = SYS_clock_gettime64, .kind = T64_FAULT_GARBAGE, .arg = 1,
				.n_off = 1, .off = { 12 } };
	__t64_fault_add(&g);
	T_EQ_LL(clock_gettime(CLOCK_MONOTONIC, &ts), 0, "clock_gettime64, garbage in tv_nsec's padding");
	T_CHECK(ts.tv_nsec >= 0 && ts.tv_nsec < 1000000000, "... tv_nsec %ld is in range", ts.tv_nsec);
	forget();
	return t_done();
}
