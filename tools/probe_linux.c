/* t64probe on Linux: the kernel, the filesystem checked, the T32_1.0 set; the rows of the
   interfaces only Linux has (timers, timerfd, file times, stat, SysV IPC, message
   queues); and the audit's file access. Every object the probe makes (a temporary file,
   timers, IPC objects, a queue) is removed again; the system clock is never set. */
#include <errno.h>
#include <fcntl.h>
#include <mqueue.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>
/* The kernel's device headers after t64's (t64.pc's uapi_cflags), as a program has them;
   without them (a cross compiler without its linux-libc-dev) the devices row says so. */
#if __has_include(<linux/input.h>) && __has_include(<linux/videodev2.h>) && __has_include(<sound/asound.h>)
#define PROBE_UAPI 1
#include <linux/input.h>
#include <linux/videodev2.h>
#include <sound/asound.h>
#else
#define PROBE_UAPI 0
#endif
#include "fmt.h"
#include "extra.h"
#include "path.h"
#include "probe.h"

#ifndef T64_LIBDIR
#error "T64_LIBDIR names the install libdir"
#endif
/* Whether the target ever had a 32-bit time_t, so old binaries and a T32_1.0 set (the
   cross file's t64_time32_abi): not a 64-bit long alone, as riscv32 shows. */
#ifndef T64_TIME32_ABI
#error "T64_TIME32_ABI says whether the target has the old time ABI"
#endif

#define T2038 2147483647LL
#define T2100 4102444800LL        /* 2100-01-01T00:00:00Z */
#define NS2100 123456789L

static const char *pathname(int fam) { return __t64_path_name(__t64_path[fam]); }
static char dir[128] = "/tmp";

/* --- the audit's file access: read_at is lseek + read (no pread in t64) --- */
static int fd_read_at(void *ctx, uint64_t off, void *buf, size_t n)
{
	int fd = (int)(long)ctx;
#ifdef SYS_lseek
	/* lseek takes a long: files past 2 GiB cannot be read on 32-bit targets (a read
	   error, never a wrapped offset). */
	if (off > (uint64_t)(~0UL >> 1) || syscall(SYS_lseek, fd, (long)off, 0) != (long)off) return -1;
#else
	/* A table without lseek (asm-generic/unistd.h on a 32-bit arch: riscv32) has llseek,
	   which takes the offset in two halves and stores the result (fs/read_write.c). */
	unsigned long long at;
	if (off > (uint64_t)INT64_MAX || syscall(SYS_llseek, fd, (unsigned long)(off >> 32),
	                                         (unsigned long)off, &at, 0) || at != off) return -1;
#endif
	for (char *p = buf; n;) {
		ssize_t r = read(fd, p, n);
		if (r <= 0) return -1;
		p += r;
		n -= (size_t)r;
	}
	return 0;
}

int probe_file_open(const char *path, struct t64_elf_file *f, char *why)
{
	struct stat st;
	int fd = open(path, O_RDONLY);
	if (fd < 0 || fstat(fd, &st)) {
		t64_snprintf(why, 64, "cannot open (errno %d)", errno);
		if (fd >= 0) close(fd);
		return -1;
	}
	if (!S_ISREG(st.st_mode)) {
		t64_snprintf(why, 64, "not a regular file");
		close(fd);
		return -1;
	}
	f->read_at = fd_read_at;
	f->ctx = (void *)(long)fd;
	f->size = (uint64_t)st.st_size;
	return 0;
}

void probe_file_close(struct t64_elf_file *f) { close((int)(long)f->ctx); }

/* --- the header --- */

/* The filesystem type of dir: the longest mount point of /proc/self/mounts that is a
   prefix of it (cheaper than a statfs call t64 does not have). */
static void fs_type(char *out, size_t n)
{
	static char buf[16384];
	t64_snprintf(out, n, "?");
	int fd = open("/proc/self/mounts", O_RDONLY);
	if (fd < 0) return;
	size_t len = 0;
	ssize_t r;
	while (len < sizeof buf - 1 && (r = read(fd, buf + len, sizeof buf - 1 - len)) > 0) len += (size_t)r;
	close(fd);
	buf[len] = 0;
	size_t best = 0;
	for (char *line = buf; *line;) {
		char *end = strchr(line, '\n');
		if (!end) break;   /* a line cut off by the buffer: ignored */
		*end = 0;
		char *mnt = strchr(line, ' ');
		char *type = mnt ? strchr(mnt + 1, ' ') : 0;
		if (type) {
			*type++ = 0;
			mnt++;
			char *te = strchr(type, ' ');
			if (te) *te = 0;
			size_t m = strlen(mnt);
			int prefix = !strncmp(dir, mnt, m) && (dir[m] == '/' || dir[m] == 0 || (m == 1 && mnt[0] == '/'));
			if (prefix && m >= best) {
				best = m;
				t64_snprintf(out, n, "%s, mounted on %s", type, mnt);
			}
		}
		line = end + 1;
	}
}

/* libt64.so.1 next to the probe (the build tree, or bindir/../lib), in the install
   libdir, or where the target's ELF loader looks; its T32_1.0 definitions counted. */
static void t32_set(const char *argv0)
{
	char cand[5][192];
	int n = 0;
	const char *slash = 0;
	for (const char *p = argv0; *p; p++)   /* (t64's string.h has no strrchr) */
		if (*p == '/') slash = p;
	int dl = slash ? (int)(slash - argv0) : 1;
	const char *d = slash ? argv0 : ".";
	char dbuf[160];
	t64_snprintf(dbuf, sizeof dbuf, "%s", d);
	if ((size_t)dl < sizeof dbuf) dbuf[dl] = 0;
	t64_snprintf(cand[n++], sizeof cand[0], "%s/libt64.so.1", dbuf);
	t64_snprintf(cand[n++], sizeof cand[0], "%s/../libt64.so.1", dbuf);
	t64_snprintf(cand[n++], sizeof cand[0], "%s/../lib/libt64.so.1", dbuf);
	t64_snprintf(cand[n++], sizeof cand[0], "%s/libt64.so.1", T64_LIBDIR);
	t64_snprintf(cand[n++], sizeof cand[0], "/lib/libt64.so.1");
	for (int i = 0; i < n; i++) {
		struct t64_elf_file f;
		struct t64_audit_result r;
		char why[64];
		if (probe_file_open(cand[i], &f, why)) continue;
		long k = t64_elf_version_defined(&f, "T32_1.0", &r);
		probe_file_close(&f);
		if (k < 0) probe_header("T32_1.0", "%s: unreadable (%s)", cand[i], r.error);
		else if (k > 0) probe_header("T32_1.0", "present: %s defines %ld functions at T32_1.0 (old binaries keep working)", cand[i], k);
		else if (!T64_TIME32_ABI) probe_header("T32_1.0", "none in %s: the target never had a 32-bit time_t (no old binaries)", cand[i]);
		else probe_header("T32_1.0", "MISSING: %s has no T32_1.0 set (old binaries will not load)", cand[i]);
		return;
	}
	probe_header("T32_1.0", "no libt64.so.1 next to this static probe, in %s or /lib: not checked", T64_LIBDIR);
}

void probe_os_header(const char *argv0)
{
	struct utsname u;
	if (uname(&u)) probe_header("kernel", "? (uname: errno %d)", errno);
	else probe_header("kernel", "%s %s (%s)", u.sysname, u.release, u.machine);
	const char *t = getenv("TMPDIR");
	if (t && t[0] == '/' && strlen(t) < sizeof dir) t64_snprintf(dir, sizeof dir, "%s", t);
	char type[96];
	fs_type(type, sizeof type);
	probe_header("filesystem", "%s (%s)", dir, type);
	t32_set(argv0);
}

/* --- the rows --- */

static long long remaining_ok(const struct itimerspec *v, long long want_s)
{
	/* what is left of an absolute 2100 deadline: 2100 minus now, give or take 2 s */
	long long d = (long long)v->it_value.tv_sec - want_s;
	return d <= 0 && d >= -2 && v->it_interval.tv_sec == 0 && v->it_interval.tv_nsec == 0;
}

static void timers(void)
{
	struct itimerspec set = { { 0, 0 }, { (time_t)T2100, 0 } }, got, off = { { 0, 0 }, { 0, 0 } };
	time_t now = time(0);

	struct sigevent sev;
	memset(&sev, 0, sizeof sev);
	sev.sigev_notify = SIGEV_NONE;
	timer_t id;
	if (timer_create(CLOCK_REALTIME, &sev, &id)) {
		probe_row("timers", "-", PROBE_FAIL, "timer_create: errno %d", errno);
	} else {
		int r = timer_settime(id, TIMER_ABSTIME, &set, 0), e = errno;
		int g = r ? -1 : timer_gettime(id, &got);
		int ok = r == 0 && g == 0 && remaining_ok(&got, T2100 - now);
		if (r == 0) timer_settime(id, 0, &off, 0);
		timer_delete(id);
		if (r) probe_row("timers", pathname(T64_FAM_TIMER_SET), PROBE_FAIL,
			"armed at 2100-01-01 (TIMER_ABSTIME): errno %d%s", e, e == EOVERFLOW ? " (the old call cannot express it)" : "");
		else probe_row("timers", pathname(T64_FAM_TIMER_SET), ok ? PROBE_PASS : PROBE_FAIL,
			"POSIX timer armed at 2100-01-01 (TIMER_ABSTIME), timer_gettime [%s] leaves %lld s (want %lld), disarmed",
			pathname(T64_FAM_TIMER_GET), (long long)got.it_value.tv_sec, T2100 - now);
	}

	int fd = timerfd_create(CLOCK_REALTIME, 0);
	if (fd < 0) {
		probe_row("timerfd", "-", PROBE_FAIL, "timerfd_create: errno %d", errno);
	} else {
		int r = timerfd_settime(fd, TFD_TIMER_ABSTIME, &set, 0), e = errno;
		int g = r ? -1 : timerfd_gettime(fd, &got);
		int ok = r == 0 && g == 0 && remaining_ok(&got, T2100 - now);
		if (r == 0) timerfd_settime(fd, 0, &off, 0);
		close(fd);
		if (r) probe_row("timerfd", pathname(T64_FAM_TIMERFD_SET), PROBE_FAIL,
			"armed at 2100-01-01 (ABSTIME): errno %d%s", e, e == EOVERFLOW ? " (the old call cannot express it)" : "");
		else probe_row("timerfd", pathname(T64_FAM_TIMERFD_SET), ok ? PROBE_PASS : PROBE_FAIL,
			"armed at 2100-01-01 (TFD_TIMER_ABSTIME), timerfd_gettime [%s] leaves %lld s (want %lld), disarmed",
			pathname(T64_FAM_TIMERFD_GET), (long long)got.it_value.tv_sec, T2100 - now);
	}
}

static void files(void)
{
	char file[192];
	t64_snprintf(file, sizeof file, "%s/t64probe.%d", dir, (int)getpid());
	int fd = open(file, O_CREAT | O_RDWR | O_TRUNC, 0600);
	if (fd < 0) {
		probe_row("file times", "-", PROBE_FAIL, "cannot create %s: errno %d", file, errno);
		probe_row("stat", "-", PROBE_SKIP, "no file to read back");
		return;
	}
	close(fd);
	struct timespec ts[2] = { { (time_t)T2100, NS2100 }, { (time_t)T2100, NS2100 } };
	int r = utimensat(AT_FDCWD, file, ts, 0), e = errno;
	struct stat st;
	int s = stat(file, &st), se = errno;
	unlink(file);
	if (r) {
		probe_row("file times", pathname(T64_FAM_UTIMENS), PROBE_FAIL, "utimensat to 2100-01-01T00:00:00.123456789Z: errno %d%s",
			e, e == EOVERFLOW ? " (the old call cannot express it)" : "");
		probe_row("stat", pathname(T64_FAM_STAT), s ? PROBE_FAIL : PROBE_SKIP, s ? "stat: errno %d" : "nothing past 2038 to read back", se);
		return;
	}
	probe_row("file times", pathname(T64_FAM_UTIMENS), PROBE_PASS,
		"utimensat set atime and mtime of %s to 2100-01-01T00:00:00.123456789Z", file);
	if (s) {
		probe_row("stat", pathname(T64_FAM_STAT), PROBE_FAIL, "stat: errno %d", se);
		return;
	}
	int ok = st.st_atim.tv_sec == T2100 && st.st_atim.tv_nsec == NS2100 && st.st_mtim.tv_sec == T2100
		&& st.st_mtim.tv_nsec == NS2100;
	probe_row("stat", pathname(T64_FAM_STAT), ok ? PROBE_PASS : PROBE_FAIL,
		"stat read back atime %lld.%09ld mtime %lld.%09ld (want %lld.%09ld)%s", (long long)st.st_atim.tv_sec,
		(long)st.st_atim.tv_nsec, (long long)st.st_mtim.tv_sec, (long)st.st_mtim.tv_nsec, T2100, NS2100,
		ok ? "" : ": this filesystem cannot store it");
}

/* An IPC object's kernel times against time(): within 2 s, and past 2038 when the clock is. */
static int near(time_t t, time_t now) { return t >= now - 2 && t <= now + 2; }

static void ipc_row(const char *family, int ok, time_t a, time_t b, const char *what, int e)
{
	time_t now = time(0);
	const char *p = pathname(T64_FAM_IPC);
	if (e) { probe_row(family, p, PROBE_FAIL, "%s: errno %d", what, e); return; }
	char ba[32], bb[32];
	ok = ok && near(a, now) && near(b, now);
	probe_row(family, p, ok ? PROBE_PASS : PROBE_FAIL, "%s %s / %s, %s time()%s", what, probe_utc(a, ba),
		probe_utc(b, bb), ok ? "equal to" : "NOT equal to", now > T2038 ? " (past 2038)" : "");
}

static void ipc(void)
{
	int id = semget(IPC_PRIVATE, 1, IPC_CREAT | 0600);
	if (id < 0) {
		probe_row("IPC sem", pathname(T64_FAM_IPC), errno == ENOSYS ? PROBE_SKIP : PROBE_FAIL,
			"semget: errno %d%s", errno, errno == ENOSYS ? " (no SysV IPC in this kernel)" : "");
	} else {
		struct sembuf op = { 0, 1, 0 };
		struct semid_ds ds;
		memset(&ds, 0, sizeof ds);
		/* semctl's fourth argument is a union semun (POSIX), not the pointer in it: an
		   ABI that passes unions by reference (32-bit powerpc) would take the pointer
		   for the union's address. */
		union { int val; struct semid_ds *buf; } arg = { .buf = &ds };
		int r = semop(id, &op, 1) || semctl(id, 0, IPC_STAT, arg);
		int e = r ? errno : 0;
		semctl(id, 0, IPC_RMID);
		ipc_row("IPC sem", 1, ds.sem_otime, ds.sem_ctime, "semop, IPC_STAT: sem_otime / sem_ctime", e);
	}

	id = shmget(IPC_PRIVATE, 4096, IPC_CREAT | 0600);
	if (id < 0) {
		probe_row("IPC shm", pathname(T64_FAM_IPC), PROBE_FAIL, "shmget: errno %d", errno);
	} else {
		struct shmid_ds ds;
		memset(&ds, 0, sizeof ds);
		void *p = shmat(id, 0, 0);
		int e = p == (void *)-1 ? errno : 0;
		if (!e && (shmdt(p) || shmctl(id, IPC_STAT, &ds))) e = errno;
		shmctl(id, IPC_RMID, 0);
		ipc_row("IPC shm", 1, ds.shm_atime, ds.shm_ctime, "shmat, shmdt, IPC_STAT: shm_atime / shm_ctime", e);
	}

	id = msgget(IPC_PRIVATE, IPC_CREAT | 0600);
	if (id < 0) {
		probe_row("IPC msg", pathname(T64_FAM_IPC), PROBE_FAIL, "msgget: errno %d", errno);
	} else {
		struct { long type; char text[4]; } m = { 1, "t64" };
		struct msqid_ds ds;
		memset(&ds, 0, sizeof ds);
		int e = msgsnd(id, &m, sizeof m.text, 0) || msgctl(id, IPC_STAT, &ds) ? errno : 0;
		msgctl(id, IPC_RMID, 0);
		ipc_row("IPC msg", ds.msg_qnum == 1, ds.msg_stime, ds.msg_ctime, "msgsnd, IPC_STAT: msg_stime / msg_ctime", e);
	}
}

/* mq_timedsend and mq_timedreceive with an absolute deadline of 2100: the queue has room
   and a message, so neither waits, but the deadline still goes through the call. */
static void mq(void)
{
	char name[32];
	t64_snprintf(name, sizeof name, "/t64probe.%d", (int)getpid());
	struct mq_attr attr;
	memset(&attr, 0, sizeof attr);
	attr.mq_maxmsg = 2;
	attr.mq_msgsize = 8;
	mqd_t q = mq_open(name, O_RDWR | O_CREAT | O_EXCL, 0600, &attr);
	if (q < 0) {
		int e = errno;
		probe_row("mq", "-", e == ENOSYS ? PROBE_SKIP : PROBE_FAIL, "mq_open: errno %d%s", e,
			e == ENOSYS ? ": mq not supported (kernel without CONFIG_POSIX_MQUEUE)" : "");
		return;
	}
	mq_unlink(name);
	struct timespec dl = { (time_t)T2100, 0 };
	char buf[8];
	unsigned prio = 0;
	int s = mq_timedsend(q, "t64", 4, 3, &dl), e = s ? errno : 0;
	ssize_t n = s ? -1 : mq_timedreceive(q, buf, sizeof buf, &prio, &dl);
	if (!e && n < 0) e = errno;
	mq_close(q);
	int ok = !e && n == 4 && prio == 3 && !strcmp(buf, "t64");
	if (ok) probe_row("mq", pathname(T64_FAM_MQ), PROBE_PASS,
		"mq_timedsend, mq_timedreceive with a 2100-01-01 deadline: message through");
	else probe_row("mq", pathname(T64_FAM_MQ), PROBE_FAIL,
		"mq_timedsend, mq_timedreceive with a 2100-01-01 deadline: errno %d%s", e,
		e == EOVERFLOW ? " (the old call cannot express it)" : "");
}

/* A UDP datagram to itself over 127.0.0.1 with SO_TIMESTAMP: the kernel's receive
   stamp must lie between CLOCK_REALTIME read before the send and after the receive (the
   path is that of the time options: the *_NEW ones, or *_OLD with the messages rewritten);
   and an SO_RCVTIMEO of 1.5 s read back (the kernel rounds it up to its tick). */
static void sockets(void)
{
	int fd = socket(AF_INET, SOCK_DGRAM, 0), on = 1, e = 0;
	struct sockaddr_in a = { .sin_family = AF_INET, .sin_addr = { htonl(INADDR_LOOPBACK) } };
	socklen_t alen = sizeof a, tlen;
	struct timeval to = { 1, 500000 }, back = { 0, 0 };
	struct timespec t0, t1;
	struct timeval st = { 0, 0 };
	union { char buf[CMSG_SPACE(sizeof(struct timeval))]; struct cmsghdr align; } ctl;
	char data[4];
	struct iovec io = { data, sizeof data };
	struct msghdr m = { .msg_iov = &io, .msg_iovlen = 1, .msg_control = ctl.buf,
	                    .msg_controllen = sizeof ctl.buf };
	struct cmsghdr *c;
	char b1[32];
	if (fd < 0) {
		probe_row("sockets", "-", PROBE_FAIL, "socket(AF_INET, SOCK_DGRAM): errno %d", errno);
		return;
	}
	if (bind(fd, (struct sockaddr *)&a, sizeof a) || getsockname(fd, (struct sockaddr *)&a, &alen) ||
	    setsockopt(fd, SOL_SOCKET, SO_TIMESTAMP, &on, sizeof on) ||
	    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &to, sizeof to))
		e = errno;
	tlen = sizeof back;
	if (!e && getsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &back, &tlen)) e = errno;
	clock_gettime(CLOCK_REALTIME, &t0);
	if (!e && sendto(fd, "t64", 4, 0, (struct sockaddr *)&a, sizeof a) != 4) e = errno;
	if (!e && recvmsg(fd, &m, 0) != 4) e = errno;
	clock_gettime(CLOCK_REALTIME, &t1);
	close(fd);
	if (e) {
		probe_row("sockets", pathname(T64_FAM_SOCKOPT), e == ENETUNREACH ? PROBE_SKIP : PROBE_FAIL,
			"UDP over 127.0.0.1: errno %d%s", e, e == ENETUNREACH ? " (loopback is down)" : "");
		return;
	}
	c = CMSG_FIRSTHDR(&m);
	if (c && c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_TIMESTAMP &&
	    c->cmsg_len == CMSG_LEN(sizeof st))
		memcpy(&st, CMSG_DATA(c), sizeof st);
	long long ns0 = t0.tv_sec * 1000000000LL + t0.tv_nsec, ns1 = t1.tv_sec * 1000000000LL + t1.tv_nsec;
	long long ns = st.tv_sec * 1000000000LL + st.tv_usec * 1000LL;
	/* a coarse realtime clock may read a tick behind the kernel's stamp */
	int stamp_ok = ns >= ns0 - 10000000 && ns <= ns1 + 10000000;
	int rcvtimeo_ok = tlen == sizeof back && back.tv_sec == 1 && back.tv_usec >= 500000 &&
	                  back.tv_usec < 520000;
	probe_row("sockets", pathname(T64_FAM_SOCKOPT), stamp_ok && rcvtimeo_ok ? PROBE_PASS : PROBE_FAIL,
		"UDP over 127.0.0.1: SCM_TIMESTAMP %s, %lld us after CLOCK_REALTIME before the send%s; "
		"SO_RCVTIMEO of 1.5 s read back as %lld.%06lld s; socket calls %s",
		probe_utc(st.tv_sec, b1), (ns - ns0) / 1000,
		stamp_ok ? "" : " (NOT between the readings around it)",
		(long long)back.tv_sec, (long long)back.tv_usec,
		__t64_path[T64_FAM_SOCKET] == T64_PATH_DIRECT ? "direct" : pathname(T64_FAM_SOCKET));
}

/* The device layouts this probe was built with against the kernel's time64 forms, then
   one live request where a driver is there: an ALSA PCM's status (the ioctl fallback's
   family on a kernel before 5.6), else an evdev device's read. */
static void devices(void)
{
#if !PROBE_UAPI
	probe_row("devices", "-", PROBE_SKIP, "t64probe was built without the kernel's UAPI headers "
		"(<linux/input.h>, <linux/videodev2.h>, <sound/asound.h>: the target's linux-libc-dev): "
		"no device layout or request checked");
#else
	char b[64];
	/* include/uapi/linux/input.h, its kernel branch: two __kernel_ulong_t, then 8 bytes. */
	unsigned want_ev = 2 * sizeof(long) + 8;
	int layout_ok = sizeof(struct input_event) == want_ev
		&& SNDRV_PCM_IOCTL_SYNC_PTR == __SNDRV_PCM_IOCTL_SYNC_PTR64
		&& sizeof(((struct v4l2_buffer *)0)->timestamp) == 16;
	char layouts[160];
	t64_snprintf(layouts, sizeof layouts, "input_event %u bytes (kernel %u), SNDRV_PCM_IOCTL_SYNC_PTR %s "
		"time64 one, v4l2_buffer stamp %u bytes", (unsigned)sizeof(struct input_event), want_ev,
		SNDRV_PCM_IOCTL_SYNC_PTR == __SNDRV_PCM_IOCTL_SYNC_PTR64 ? "is the" : "is NOT the",
		(unsigned)sizeof(((struct v4l2_buffer *)0)->timestamp));
	int fd = open("/dev/snd/pcmC0D0p", O_RDWR | O_NONBLOCK | O_CLOEXEC);
	if (fd >= 0) {
		struct snd_pcm_status st;
		memset(&st, 0, sizeof st);
		int r = ioctl(fd, SNDRV_PCM_IOCTL_STATUS, &st), e = errno;
		close(fd);
		/* A 64-bit target's requests were always the 64-bit ones: no path to choose. */
		const char *p = __t64_path[T64_FAM_SOUND] == T64_PATH_NONE ? "-" : pathname(T64_FAM_SOUND);
		probe_row("devices", p, layout_ok && r == 0 ? PROBE_PASS : PROBE_FAIL,
			"%s; /dev/snd/pcmC0D0p: SNDRV_PCM_IOCTL_STATUS %s, state %d", layouts,
			r == 0 ? "answers" : "fails", r == 0 ? (int)st.state : -e);
		return;
	}
	fd = open("/dev/input/event0", O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (fd >= 0) {
		struct input_event ev[4];
		int version = 0;
		long n = ioctl(fd, EVIOCGVERSION, &version) == 0 ? read(fd, ev, sizeof ev) : -2;
		int e = errno;
		close(fd);
		int ok = n >= 0 ? n % (long)sizeof ev[0] == 0 : n == -1 && e == EAGAIN;
		if (n >= 0) t64_snprintf(b, sizeof b, "%ld bytes", n);
		probe_row("devices", "-", layout_ok && ok ? PROBE_PASS : PROBE_FAIL,
			"%s; /dev/input/event0: evdev %d.%d.%d, read %s", layouts, version >> 16,
			(version >> 8) & 0xff, version & 0xff,
			n >= 0 ? b : n == -1 && e == EAGAIN ? "no event pending" : "fails");
		return;
	}
	probe_row("devices", "-", layout_ok ? PROBE_PASS : PROBE_FAIL,
		"%s; no /dev/snd/pcmC0D0p or /dev/input/event0 here to ask", layouts);
#endif
}

void probe_os_rows(void)
{
	timers();
	files();
	ipc();
	mq();
	sockets();
	devices();
}
