/* A permission error stays a permission error, whatever the value. The program starts as
   root, makes a root-owned file and semaphore, leaves a root child to remove them, and
   drops to nobody (uid and gid 65534). Then the calls that need a privilege or ownership
   must answer EPERM (EACCES where the kernel says so) both for a value that fits 32 bits
   and for one that does not, and each family's path must stay the time64 call.

   Why it matters on a 32-bit target: EPERM from a time64 call gets one try of the old
   call (seccomp in some containers answers EPERM to the time64 calls). A value the old
   call cannot express never reaches the kernel, so it must neither turn the EPERM into
   EOVERFLOW nor make the old call the family's path. Runs natively (x86_64, i686), under
   qemu-user (armhf, mips: the host kernel answers the time64 calls) and in the 2040
   machines. No arguments. */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/sem.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/timex.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "kernel_features.h"
#include "path.h"
#include "t.h"
#include "extra.h"

#define T2040 2214129600LL  /* 2040-02-29T12:00:00Z: past the old calls' 32-bit seconds */
#define T2001 1000000000LL  /* 2001-09-09T01:46:40Z: fits them */
#define NOBODY 65534

/* i386 and arm: the plain set*id calls take 16-bit ids (old_uid_t, kernel/uid16.c); the
   *32 calls take full ones. mips o32 and x86_64 have only full ones, without the suffix. */
#ifdef SYS_setresuid32
#define NR_setgroups SYS_setgroups32
#define NR_setresgid SYS_setresgid32
#define NR_setresuid SYS_setresuid32
#else
#define NR_setgroups SYS_setgroups
#define NR_setresgid SYS_setresgid
#define NR_setresuid SYS_setresuid
#endif

static char file[64];

#ifdef T64_TIME32_FALLBACK
/* The library's "time64 call missing" flags, per family. A -Dmin_kernel=5.1 build has no
   old calls and no flags, and this program is not compiled with that option: a weak
   reference, 0 there. */
#pragma weak __t64_time64_missing
static int marked_missing(int fam) { return __t64_time64_missing ? __t64_time64_missing[fam] : 0; }
#endif

static void name_file(void)
{
	static const char base[] = "/tmp/t64-unprivileged-";
	char num[16];
	int n = 0;
	unsigned p = (unsigned)getpid();
	do num[n++] = (char)('0' + p % 10); while (p /= 10);
	memcpy(file, base, sizeof base - 1);
	for (int i = 0; i < n; i++) file[sizeof base - 1 + i] = num[n - 1 - i];
	file[sizeof base - 1 + n] = 0;
}

/* The call's result, and what the family remembers: the time64 call is still its path
   and (on a target with old calls) is not marked missing. */
static void refused(int fam, int r, int e, int want, const char *tags, const char *what)
{
	T_CHECK(r == -1 && e == want, "%s: %s: %s (r %d, errno %d)", tags, what,
		want == EPERM ? "EPERM" : "EACCES", r, e);
	T_CHECK(__t64_path[fam] == T64_PATH_TIME64, "%s: %s: the path is still %s (%s)", tags, what,
		__t64_path_name(T64_PATH_TIME64), __t64_path_name(__t64_path[fam]));
#ifdef T64_TIME32_FALLBACK
	T_EQ_LL(marked_missing(fam), 0, "EP-eperm: ... the time64 call is not marked missing");
#endif
}

/* The value that fits is the clock's own reading (T2001 where that does not fit, in the
   2040 machine): were the privilege somehow kept, setting it would change next to nothing. */
static void settime(void)
{
	struct timespec now;
	clock_gettime(CLOCK_REALTIME, &now);
	long long fits = now.tv_sec <= INT32_MAX ? now.tv_sec : T2001;
	const long long secs[] = { T2040, fits, T2040 };
	for (int i = 0; i < 3; i++) {
		struct timespec ts = { secs[i], 0 };
		errno = 0;
		int r = clock_settime(CLOCK_REALTIME, &ts), e = errno;
		refused(T64_FAM_SETTIME, r, e, EPERM, "EP-eperm EP-clock-set",
			i == 1 ? "clock_settime(a time that fits 32 bits)" : "clock_settime(2040)");
	}
}

static void file_times(const struct stat *before)
{
	struct timespec y2040[2] = { { T2040, 0 }, { T2040, 0 } };
	struct timespec y2001[2] = { { T2001, 0 }, { T2001, 0 } };
	struct timespec now[2] = { { 0, UTIME_NOW }, { 0, UTIME_NOW } };
	errno = 0;
	int r = utimensat(AT_FDCWD, file, y2040, 0), e = errno;
	refused(T64_FAM_UTIMENS, r, e, EPERM, "EP-eperm EP-utime", "utimensat(2040) of root's file");
	errno = 0;
	r = utimensat(AT_FDCWD, file, y2001, 0), e = errno;
	refused(T64_FAM_UTIMENS, r, e, EPERM, "EP-eperm EP-utime", "utimensat(2001) of root's file");
	/* Setting "now" needs only write permission (fs/utimes.c): EACCES, not EPERM. */
	errno = 0;
	r = utimensat(AT_FDCWD, file, now, 0), e = errno;
	refused(T64_FAM_UTIMENS, r, e, EACCES, "EP-utime", "utimensat(UTIME_NOW) of root's 0644 file");
	errno = 0;
	r = utimensat(AT_FDCWD, file, y2040, 0), e = errno;
	refused(T64_FAM_UTIMENS, r, e, EPERM, "EP-eperm EP-utime", "utimensat(2040) again");
	struct stat st;
	T_CHECK(stat(file, &st) == 0 && st.st_atim.tv_sec == before->st_atim.tv_sec &&
		st.st_atim.tv_nsec == before->st_atim.tv_nsec && st.st_mtim.tv_sec == before->st_mtim.tv_sec &&
		st.st_mtim.tv_nsec == before->st_mtim.tv_nsec, "EP-utime: the file's times are untouched");
}

/* Any mode bit needs CAP_SYS_TIME (kernel/time/timekeeping.c); ADJ_MAXERROR is the
   harmless one. Its current value fits 32 bits; 2^40 does not. */
static void adjust(void)
{
	struct timex tx = { .modes = 0 };
	int state = clock_adjtime(CLOCK_REALTIME, &tx);
	T_CHECK(state >= 0, "EP-adjtime: clock_adjtime reads the state unprivileged (%d)", state);
	long long values[] = { 1LL << 40, tx.maxerror, 1LL << 40 };
	for (int i = 0; i < 3; i++) {
		struct timex set = { .modes = ADJ_MAXERROR, .maxerror = values[i] };
		errno = 0;
		int r = clock_adjtime(CLOCK_REALTIME, &set), e = errno;
		refused(T64_FAM_ADJTIME, r, e, EPERM, "EP-eperm EP-adjtime",
			i == 1 ? "clock_adjtime(ADJ_MAXERROR, the current value)"
			       : "clock_adjtime(ADJ_MAXERROR, 2^40)");
	}
	/* adjtime: reading the slew left needs nothing (ADJ_OFFSET_SS_READ); setting one,
	   CAP_SYS_TIME. */
	struct timeval left = { 0x5a5a, 0x5a5a };
	T_CHECK(adjtime(0, &left) == 0 && left.tv_sec >= -2146 && left.tv_sec <= 2146, "adjtime(NULL, &left) reads the slew left unprivileged");
	struct timeval d = { 0, 0 }, was = { 0x5a5a, 0x5a5a };
	errno = 0;
	int r = adjtime(&d, &was), e = errno;
	refused(T64_FAM_ADJTIME, r, e, EPERM, "EP-eperm EP-adjtime", "adjtime(0 s)");
	T_CHECK(was.tv_sec == 0x5a5a && was.tv_usec == 0x5a5a, "EP-adjtime: adjtime refused: olddelta untouched");
	struct timex nt = { .modes = ADJ_MAXERROR, .maxerror = tx.maxerror };
	errno = 0;
	r = ntp_adjtime(&nt), e = errno;
	refused(T64_FAM_ADJTIME, r, e, EPERM, "EP-eperm EP-adjtime", "ntp_adjtime(ADJ_MAXERROR, the current value)");
}

/* Removing another user's semaphore: EPERM (ipc/util.c ipcctl_obtain_check). On i386
   and mips the ipc() multiplexer is tried once and says the same; the path stays the
   direct call. */
static void ipc(int id)
{
	errno = 0;
	int r = semctl(id, 0, IPC_RMID), e = errno;
	T_CHECK(r == -1 && e == EPERM, "EP-eperm EP-ipc: semctl(IPC_RMID) of root's semaphore: EPERM (errno %d)", e);
	T_CHECK(__t64_path[T64_FAM_IPC] == T64_PATH_DIRECT, "EP-eperm EP-ipc: the path is still %s (%s)",
		__t64_path_name(T64_PATH_DIRECT), __t64_path_name(__t64_path[T64_FAM_IPC]));
#ifdef T64_TIME32_FALLBACK
	T_EQ_LL(marked_missing(T64_FAM_IPC), 0, "EP-eperm: ... the direct call is not marked missing");
#endif
}

/* Changing every uid from 0 clears the capabilities (capabilities(7)) unless a securebit
   keeps them: with one set, the calls above could succeed, so nothing is tried. */
static int drop_to_nobody(void)
{
	if (syscall(SYS_prctl, 27 /* PR_GET_SECUREBITS */, 0, 0, 0, 0) != 0) return 0;
	if (syscall(NR_setgroups, 0, 0)) return 0;
	if (syscall(NR_setresgid, NOBODY, NOBODY, NOBODY)) return 0;
	if (syscall(NR_setresuid, NOBODY, NOBODY, NOBODY)) return 0;
	return syscall(SYS_getuid) == NOBODY && syscall(SYS_geteuid) == NOBODY &&
	       syscall(SYS_getgid) == NOBODY;
}

int main(void)
{
	name_file();
	int fd = open(file, O_CREAT | O_WRONLY | O_TRUNC, 0644);
	T_CHECK(fd >= 0, "root makes %s, mode 0644", file);
	if (fd < 0) return t_done();
	close(fd);
	struct stat before;
	T_EQ_LL(stat(file, &before), 0, "stat of the file");
	int id = semget(IPC_PRIVATE, 1, IPC_CREAT | 0600);
	T_CHECK(id >= 0, "root makes a semaphore, mode 0600 (id %d)", id);

	/* The root child waits for the end of the pipe, then removes what root made. */
	int p[2];
	T_EQ_LL(syscall(SYS_pipe2, p, 0), 0, "pipe2");
	long child = fork();
	if (child == 0) {
		char c;
		close(p[1]);
		while (read(p[0], &c, 1) > 0) {}
		int bad = unlink(file) != 0;
		if (id >= 0) bad |= semctl(id, 0, IPC_RMID) != 0;
		_exit(bad);
	}
	close(p[0]);
	T_CHECK(child > 0, "fork a root child to clean up (%ld)", child);

	int dropped = drop_to_nobody();
	T_CHECK(dropped, "running as uid %d, gid %d (want %d)", (int)syscall(SYS_geteuid),
		(int)syscall(SYS_getgid), NOBODY);
	if (dropped) {
		settime();
		file_times(&before);
		adjust();
		if (id >= 0) ipc(id);
	}

	close(p[1]);
	int status = -1;
	long w = child > 0 ? waitpid((pid_t)child, &status, 0) : -1;
	T_CHECK(w == child && WIFEXITED(status) && WEXITSTATUS(status) == 0,
		"the root child removed the file and the semaphore (status %x)", status);
	return t_done();
}
