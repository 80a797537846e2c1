/* What a TZ value may make the library open and read (docs/timezones.md, "Which files
   are read"): natively and under qemu-user. Runs as root.

   Special files: TZ naming a FIFO (with and without a writer), a terminal with input
   pending, or /dev/zero must neither block nor consume anything; the value is then
   read as a POSIX TZ string, else UTC. Each case runs in a child under alarm(), so a
   blocking open or read shows as a failure, not a hung test.

   Set-user-ID and set-group-ID programs: this program copies itself into a fresh
   directory under /tmp as plain (0755), set-user-ID root (04755) and set-group-ID root
   (02755) programs and runs each as nobody (65534, no supplementary groups) with TZ
   naming a crafted zone (offset +5:17, "XSEC") through an absolute path outside the zone
   directory, through "..", and through TZDIR. The plain run must show the crafted zone
   (so the test can tell), the privileged runs must not. A zone readable only by root
   stands for /etc/shadow: a privileged run could read it, so only the name rules keep
   it out. The child reports the AT_SECURE it was given, which must be 1 exactly for
   the privileged runs.

   Arguments: "qemu=PATH" says this runs under qemu-user, whose emulator PATH runs the
   copies: the set-user-ID bit of a guest program does nothing when qemu-user runs it,
   so the copies of qemu itself carry the bits and qemu-user hands the guest the
   AT_SECURE the kernel gave it. "show" is the child's mode: it prints
   "AT_SECURE OFFSET NAME" of 1700000000 in its local time. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "t.h"
#include "extra.h"

/* Dropping root: the full-width id calls of t64's tables (i386 and arm keep 16-bit ids
   under the plain names). */
#ifdef SYS_setresuid32
#define NR_setgroups SYS_setgroups32
#define NR_setresgid SYS_setresgid32
#define NR_setresuid SYS_setresuid32
#else
#define NR_setgroups SYS_setgroups
#define NR_setresgid SYS_setresgid
#define NR_setresuid SYS_setresuid
#endif
/* Calls and terminal ioctls only this test makes: t64's arch tables carry them too
   (bits/syscall.h, bits/ioctls.h), checked against the kernel's headers. */
#include <bits/ioctls.h>
#define NR_mkdirat SYS_mkdirat
#define NR_mknodat SYS_mknodat
#define NR_fchownat SYS_fchownat
#define NR_fchmodat SYS_fchmodat
#define NR_setsid SYS_setsid
#define FIONREAD_ FIONREAD
#define TIOCGPTN_ TIOCGPTN
#define TIOCSPTLCK_ TIOCSPTLCK

#define AT_SECURE_ 23           /* include/uapi/linux/auxvec.h */
#define NOBODY 65534
#define WHEN 1700000000         /* 2023-11-14 22:13:20 UTC */
#define CRAFTED_OFF 19020       /* +5:17 */
#define ZONEDIR "/usr/share/zoneinfo"

/* A TZif v2 file of one type, +5:17 "XSEC", and the footer string that says so. */
static const unsigned char crafted[] = {
	'T', 'Z', 'i', 'f', '2', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 5,
	0, 0, 0x4a, 0x4c, 0, 0, 'X', 'S', 'E', 'C', 0,
	'T', 'Z', 'i', 'f', '2', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 5,
	0, 0, 0x4a, 0x4c, 0, 0, 'X', 'S', 'E', 'C', 0,
	'\n', 'X', 'S', 'E', 'C', '-', '5', ':', '1', '7', '\n',
};

static char dir[64];            /* the test's directory under /tmp */
static const char *qemu;        /* the emulator that runs this program, if any */

static char *path(const char *name)
{
	static char buf[8][128];
	static int i;
	char *p = buf[i++ % 8];
	t64_snprintf(p, sizeof buf[0], "%s/%s", dir, name);
	return p;
}

static int write_file(const char *p, const void *data, size_t n, unsigned mode)
{
	int fd = open(p, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode);
	if (fd < 0) return -1;
	int ok = write(fd, data, n) == (ssize_t)n;
	close(fd);
	return ok && syscall(NR_fchmodat, AT_FDCWD, p, mode, 0) == 0 ? 0 : -1;
}

static int copy_file(const char *from, const char *to)
{
	static char buf[65536];
	int in = open(from, O_RDONLY | O_CLOEXEC), out = -1, ok = in >= 0;
	if (ok) out = open(to, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0700);
	ok = ok && out >= 0;
	for (ssize_t r; ok && (r = read(in, buf, sizeof buf)) != 0;)
		ok = r > 0 && write(out, buf, (size_t)r) == r;
	if (in >= 0) close(in);
	if (out >= 0) close(out);
	return ok ? 0 : -1;
}

/* Owned by root:root with exactly these mode bits (chown first: it clears set-ID bits). */
static int own_root(const char *p, unsigned mode)
{
	return syscall(NR_fchownat, AT_FDCWD, p, 0, 0, 0) == 0 &&
		syscall(NR_fchmodat, AT_FDCWD, p, mode, 0) == 0 ? 0 : -1;
}

/* What a child saw: its AT_SECURE and the local time of WHEN. */
struct seen {
	int ran;                /* the child ran to the end */
	char why[80];           /* else what happened */
	unsigned long secure;
	long off;
	char zone[16];
	long extra;             /* the special-file cases' third number */
};

static void show(char **envp, long extra)
{
	char **p = envp;
	while (*p) p++;
	unsigned long secure = 0;
	for (unsigned long *a = (unsigned long *)(p + 1); a[0]; a += 2)
		if (a[0] == AT_SECURE_) secure = a[1];
	tzset();
	time_t t = WHEN;
	struct tm tm;
	localtime_r(&t, &tm);
	t64_printf("%lu %ld %s %ld\n", secure, tm.tm_gmtoff, tm.tm_zone ? tm.tm_zone : "(null)", extra);
}

static void parse(struct seen *s, const char *out)
{
	const char *p = out;
	s->secure = (unsigned long)atol(p);
	p = strchr(p, ' ');
	if (p) s->off = atol(++p), p = strchr(p, ' ');
	if (p) {
		size_t n = 0;
		for (p++; *p && *p != ' ' && n + 1 < sizeof s->zone; p++) s->zone[n++] = *p;
		s->zone[n] = 0;
		p = strchr(p, ' ');
	}
	if (p) s->extra = atol(++p);
	s->ran = p != 0;
	if (!s->ran) t64_snprintf(s->why, sizeof s->why, "unreadable report '%s'", out);
}

/* Reads the child's report from fd, reaps it, and says how it ended. */
static void collect(struct seen *s, long pid, int fd)
{
	char out[128];
	size_t n = 0;
	for (ssize_t r; n + 1 < sizeof out && (r = read(fd, out + n, sizeof out - 1 - n)) > 0;) n += (size_t)r;
	out[n] = 0;
	close(fd);
	int status = 0;
	waitpid((pid_t)pid, &status, 0);
	if (WIFSIGNALED(status)) {
		t64_snprintf(s->why, sizeof s->why, "%s (signal %d)",
			WTERMSIG(status) == SIGALRM ? "blocked: killed by the alarm" : "killed", WTERMSIG(status));
		return;
	}
	if (WEXITSTATUS(status)) {
		t64_snprintf(s->why, sizeof s->why, "child exit %d: %s", WEXITSTATUS(status), out);
		return;
	}
	parse(s, out);
}

static long fork_into_pipe(int *rd)
{
	int p[2];
	if (syscall(SYS_pipe2, p, O_CLOEXEC)) return -1;
	long pid = fork();
	if (pid == 0) {
		syscall(SYS_dup3, p[1], 1, 0);
		return 0;
	}
	close(p[1]);
	*rd = p[0];
	return pid;
}

/* Special files, in a forked child of this program: TZ (and TZDIR) as given. */
static int tty_fd = -1;
static struct seen in_child(const char *tz, const char *tzdir)
{
	struct seen s = {0};
	int rd;
	long pid = fork_into_pipe(&rd);
	if (pid == 0) {
		static char e1[160], e2[160];
		static char *env[3];
		t64_snprintf(e1, sizeof e1, "TZ=%s", tz);
		t64_snprintf(e2, sizeof e2, "TZDIR=%s", tzdir ? tzdir : "");
		env[0] = e1;
		env[1] = tzdir ? e2 : 0;
		environ = env;
		/* A session leader without a terminal: opening a terminal without O_NOCTTY
		   would make it the controlling one, which /dev/tty then reaches. */
		if (tty_fd >= 0) close(tty_fd);
		syscall(NR_setsid);
		alarm(5);
		tzset();
		time_t t = WHEN;
		struct tm tm;
		localtime_r(&t, &tm);
		int ctty = open("/dev/tty", O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
		t64_printf("0 %ld %s %d\n", tm.tm_gmtoff, tm.tm_zone ? tm.tm_zone : "(null)", ctty >= 0);
		_exit(0);
	}
	if (pid < 0) {
		t64_snprintf(s.why, sizeof s.why, "fork failed (%ld)", pid);
		return s;
	}
	collect(&s, pid, rd);
	return s;
}

static void expect_zone(const struct seen *s, long off, const char *zone, const char *what)
{
	if (!s->ran) {
		T_CHECK(0, "%s: %s", what, s->why);
		return;
	}
	T_CHECK(s->off == off && !strcmp(s->zone, zone), "%s: %ld %s (want %ld %s)", what, s->off,
		s->zone, off, zone);
}

static void special_files(void)
{
	struct seen s;

	s = in_child(path("zone"), 0);
	expect_zone(&s, CRAFTED_OFF, "XSEC", "the crafted zone file, named by TZ, is read");

	s = in_child(path("fifo"), 0);
	expect_zone(&s, 0, "UTC", "TZ names a FIFO without a writer: no wait, UTC");

	s = in_child("EST5", path("fz"));
	expect_zone(&s, -18000, "EST", "TZ=EST5, a FIFO under TZDIR: no wait, read as the POSIX string");

	/* A writer holds the FIFO open with a whole zone in it: reading would find the
	   zone and then wait for more. */
	int w = open(path("fifo2"), O_RDWR | O_NONBLOCK | O_CLOEXEC);
	T_CHECK(w >= 0 && write(w, crafted, sizeof crafted) == (ssize_t)sizeof crafted,
		"a FIFO with a writer holds a zone");
	s = in_child(path("fifo2"), 0);
	expect_zone(&s, 0, "UTC", "TZ names a FIFO holding a zone: no wait, not read, UTC");
	static unsigned char back[sizeof crafted + 1];
	ssize_t got = w >= 0 ? read(w, back, sizeof back) : -1;
	T_CHECK(got == (ssize_t)sizeof crafted, "the FIFO still holds all %d bytes (%ld)",
		(int)sizeof crafted, (long)got);
	if (w >= 0) close(w);

	s = in_child("/dev/zero", 0);
	expect_zone(&s, 0, "UTC", "TZ=/dev/zero: UTC");

	/* A terminal with a line of input pending: a read would take the line and wait for
	   the next one; an open without O_NOCTTY would make it the child's terminal. */
	int m = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC);
	int unlock = 0;
	unsigned n = 0;
	if (m < 0 || syscall(SYS_ioctl, m, TIOCSPTLCK_, &unlock) || syscall(SYS_ioctl, m, TIOCGPTN_, &n)) {
		T_CHECK(0, "a pseudo-terminal from /dev/ptmx (needs devpts; errno %d)", errno);
		if (m >= 0) close(m);
		return;
	}
	char pts[32];
	t64_snprintf(pts, sizeof pts, "/dev/pts/%u", n);
	tty_fd = open(pts, O_RDWR | O_NOCTTY | O_CLOEXEC);
	/* The kernel hands a pty's input to the other side from a work queue: wait (up to
	   5 s, a loaded machine) until the line is there, so the check after the child
	   sees what the child left, not the queue's timing. */
	int pending = -1;
	int wrote = tty_fd >= 0 && write(m, "line\n", 5) == 5;
	for (int i = 0; wrote && i < 5000; i++) {
		if (syscall(SYS_ioctl, tty_fd, FIONREAD_, &pending) == 0 && pending == 5) break;
		nanosleep(&(struct timespec){ 0, 1000000 }, 0);
	}
	T_CHECK(wrote && pending == 5, "a pseudo-terminal has a line of input pending (%d bytes of 5)", pending);
	s = in_child(pts, 0);
	expect_zone(&s, 0, "UTC", "TZ names a terminal with input: no wait, UTC");
	pending = -1;
	syscall(SYS_ioctl, tty_fd, FIONREAD_, &pending);
	T_CHECK(pending == 5, "the terminal's input is still there (%d bytes of 5)", pending);
	T_CHECK(s.ran && s.extra == 0, "the terminal did not become the child's controlling terminal");
	close(tty_fd);
	tty_fd = -1;
	close(m);
}

/* The copies of this program: PROG plain, PROG-suid, PROG-sgid; under qemu-user the
   emulator's copies QEMU, QEMU-suid, QEMU-sgid carry the bits instead. */
static int make_programs(void)
{
	static const struct { const char *suffix; unsigned mode; } kinds[] = {
		{ "", 0755 }, { "-suid", 04755 }, { "-sgid", 02755 } };
	char name[32];
	if (copy_file("/proc/self/exe", path("prog")) || own_root(path("prog"), 0755)) {
		T_CHECK(0, "copy of this program in %s (reading /proc/self/exe; errno %d)", dir, errno);
		return -1;
	}
	for (int i = 0; i < 3; i++) {
		int r;
		if (qemu) {
			t64_snprintf(name, sizeof name, "qemu%s", kinds[i].suffix);
			r = copy_file(qemu, path(name));
		} else {
			t64_snprintf(name, sizeof name, "prog%s", kinds[i].suffix);
			r = i ? copy_file(path("prog"), path(name)) : 0;
		}
		if (r || own_root(path(name), kinds[i].mode)) {
			T_CHECK(0, "%s owned by root, mode %o (errno %d)", path(name), kinds[i].mode, errno);
			return -1;
		}
	}
	return 0;
}

/* Runs a copy ("" plain, "-suid", "-sgid") as nobody, or as root when !drop, with
   exactly the environment env. */
static struct seen run_copy(const char *kind, int drop, const char *const *env)
{
	struct seen s = {0};
	char exe[128], prog[128];
	t64_snprintf(exe, sizeof exe, "%s/%s%s", dir, qemu ? "qemu" : "prog", kind);
	t64_snprintf(prog, sizeof prog, "%s/prog", dir);
	/* The host's loader drops TZDIR from a set-ID qemu's environment, which qemu hands
	   to the guest: qemu's -E puts the variables into the guest's environment itself. */
	const char *argv[12] = { exe };
	int n = 1;
	for (int i = 0; qemu && env[i] && n < 8; i++) argv[n++] = "-E", argv[n++] = env[i];
	if (qemu) argv[n++] = prog;
	argv[n++] = "show";
	int rd;
	long pid = fork_into_pipe(&rd);
	if (pid == 0) {
		if (drop && (syscall(NR_setgroups, 0, 0) || syscall(NR_setresgid, NOBODY, NOBODY, NOBODY)
			|| syscall(NR_setresuid, NOBODY, NOBODY, NOBODY))) {
			t64_printf("cannot become nobody");
			_exit(97);
		}
		alarm(30);      /* kept across execve */
		syscall(SYS_execve, exe, argv, env);
		t64_printf("execve %s failed", exe);
		_exit(98);
	}
	if (pid < 0) {
		t64_snprintf(s.why, sizeof s.why, "fork failed (%ld)", pid);
		return s;
	}
	collect(&s, pid, rd);
	return s;
}

static const char *const kind_name[] = { "plain", "set-user-ID", "set-group-ID" };
static const char *const kinds[] = { "", "-suid", "-sgid" };

static void check_secure(const struct seen *s, int k, const char *what)
{
	if (s->ran && s->secure != (k != 0))
		T_CHECK(0, "%s: the %s run has AT_SECURE %lu, want %d%s", what, kind_name[k], s->secure, k != 0,
			qemu ? " (this qemu-user does not hand over the host's AT_SECURE)" : "");
}

/* One TZ (and maybe TZDIR) under the three kinds of program, all run as nobody: the
   plain run must show the plain zone (the crafted one, or what the names give), the
   privileged ones the secure zone. */
static void case3(const char *what, const char *tz, const char *tzdir, long plain_off, const char *plain_zone,
	long secure_off, const char *secure_zone)
{
	static char e1[200], e2[200];
	const char *env[3] = { 0, 0, 0 };
	int n = 0;
	if (tz) t64_snprintf(e1, sizeof e1, "TZ=%s", tz), env[n++] = e1;
	if (tzdir) t64_snprintf(e2, sizeof e2, "TZDIR=%s", tzdir), env[n++] = e2;
	for (int k = 0; k < 3; k++) {
		struct seen s = run_copy(kinds[k], 1, env);
		char line[200];
		t64_snprintf(line, sizeof line, "%s, %s program as nobody", what, kind_name[k]);
		check_secure(&s, k, line);
		if (tzdir && s.ran && !s.extra) T_CHECK(0, "%s: TZDIR did not reach the program", line);
		if (k == 0) expect_zone(&s, plain_off, plain_zone, line);
		else expect_zone(&s, secure_off, secure_zone, line);
	}
}

static int is_dir(const char *p)
{
	int fd = open(p, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd >= 0) close(fd);
	return fd >= 0;
}

static void privileged(void)
{
	if (syscall(SYS_geteuid) != 0) {
		T_CHECK(0, "the set-user-ID checks need root (euid %ld)", syscall(SYS_geteuid));
		return;
	}
	if (make_programs()) return;
	char rel[128], rel_secret[128];
	/* Through the zone directory and back out: "../../.." climbs /usr/share/zoneinfo. */
	t64_snprintf(rel, sizeof rel, "../../..%s/zone", dir);
	t64_snprintf(rel_secret, sizeof rel_secret, ":../../..%s/secret", dir);
	if (!is_dir(ZONEDIR))
		T_CHECK(0, "%s is there (the tzdata package): the '..' and zone directory cases need it", ZONEDIR);

	for (int k = 0; k < 3; k++) {
		struct seen s = run_copy(kinds[k], 1, (const char *const[]){ "TZ=UTC0", 0 });
		if (!s.ran) T_CHECK(0, "the %s program runs as nobody: %s", kind_name[k], s.why);
		else T_CHECK(s.secure == (k != 0), "the %s program, run as nobody, has AT_SECURE %lu (want %d)%s",
			kind_name[k], s.secure, k != 0,
			s.secure == (k != 0) || !qemu ? "" : ": this qemu-user does not hand over the host's AT_SECURE");
	}
	case3("TZ = an absolute path outside the zone directory", path("zone"), 0, CRAFTED_OFF, "XSEC", 0, "UTC");
	char colon[140];
	t64_snprintf(colon, sizeof colon, ":%s", path("zone"));
	case3("TZ = ':' and an absolute path outside the zone directory", colon, 0, CRAFTED_OFF, "XSEC", 0, "UTC");
	case3("TZ = a name with '..' out of the zone directory", rel, 0, CRAFTED_OFF, "XSEC", 0, "UTC");
	case3("TZDIR = a directory with a crafted zone, TZ = its name", "Crafted", path("zi"), CRAFTED_OFF, "XSEC",
		0, "UTC");
	/* The name is refused as a file, and then it is a valid POSIX string. */
	case3("TZDIR with a crafted zone named like a TZ string", "EST5", path("zi"), CRAFTED_OFF, "XSEC",
		-18000, "EST");

	/* Readable by root only: the privileged runs could read it, nobody cannot. */
	static char e[160];
	t64_snprintf(e, sizeof e, "TZ=%s", rel_secret);
	const char *env_rel[] = { e, 0 };
	struct seen s = run_copy("", 0, env_rel);
	expect_zone(&s, CRAFTED_OFF, "XSEC", "TZ = '..' to a root-only zone, plain program as root: read");
	for (int k = 1; k < 3; k++) {
		char line[160];
		t64_snprintf(line, sizeof line, "TZ = '..' to a root-only zone, %s program as nobody: refused",
			kind_name[k]);
		s = run_copy(kinds[k], 1, env_rel);
		check_secure(&s, k, line);
		expect_zone(&s, 0, "UTC", line);
	}
	static char e_abs[160];
	t64_snprintf(e_abs, sizeof e_abs, "TZ=%s", path("secret"));
	const char *env_abs[] = { e_abs, 0 };
	for (int k = 1; k < 3; k++) {
		char line[160];
		t64_snprintf(line, sizeof line, "TZ = a root-only zone's absolute path, %s program as nobody: refused",
			kind_name[k]);
		s = run_copy(kinds[k], 1, env_abs);
		check_secure(&s, k, line);
		expect_zone(&s, 0, "UTC", line);
	}

	/* What a privileged program may still read: the zone directory, by name or path. */
	case3("TZ = Europe/Berlin", "Europe/Berlin", 0, 3600, "CET", 3600, "CET");
	case3("TZ = " ZONEDIR "/Europe/Berlin", ZONEDIR "/Europe/Berlin", 0, 3600, "CET", 3600, "CET");
	/* TZ unset: /etc/localtime, whatever it is here, the same for all three. */
	struct seen sys = run_copy("", 1, (const char *const[]){ 0 });
	if (!sys.ran) T_CHECK(0, "TZ unset, plain program: %s", sys.why);
	else case3("TZ unset (/etc/localtime)", 0, 0, sys.off, sys.zone, sys.off, sys.zone);
}

static void cleanup(void)
{
	static const char *const files[] = { "zone", "secret", "fifo", "fifo2", "zi/Crafted", "zi/EST5", "fz/EST5",
		"prog", "prog-suid", "prog-sgid", "qemu", "qemu-suid", "qemu-sgid" };
	for (size_t i = 0; i < sizeof files / sizeof *files; i++) syscall(SYS_unlinkat, AT_FDCWD, path(files[i]), 0);
	syscall(SYS_unlinkat, AT_FDCWD, path("zi"), AT_REMOVEDIR);
	syscall(SYS_unlinkat, AT_FDCWD, path("fz"), AT_REMOVEDIR);
	syscall(SYS_unlinkat, AT_FDCWD, dir, AT_REMOVEDIR);
}

static int setup(void)
{
	t64_snprintf(dir, sizeof dir, "/tmp/t64-tz-hygiene-%ld", (long)getpid());
	syscall(NR_mkdirat, AT_FDCWD, "/tmp", 01777);   /* a 2040 machine may have none */
	int ok = syscall(NR_mkdirat, AT_FDCWD, dir, 0755) == 0 && syscall(NR_fchmodat, AT_FDCWD, dir, 0755, 0) == 0
		&& syscall(NR_mkdirat, AT_FDCWD, path("zi"), 0755) == 0
		&& syscall(NR_fchmodat, AT_FDCWD, path("zi"), 0755, 0) == 0
		&& write_file(path("zone"), crafted, sizeof crafted, 0644) == 0
		&& write_file(path("zi/Crafted"), crafted, sizeof crafted, 0644) == 0
		&& write_file(path("zi/EST5"), crafted, sizeof crafted, 0644) == 0
		&& write_file(path("secret"), crafted, sizeof crafted, 0640) == 0 && own_root(path("secret"), 0640) == 0
		&& syscall(NR_mknodat, AT_FDCWD, path("fifo"), S_IFIFO | 0600, 0) == 0
		&& syscall(NR_mknodat, AT_FDCWD, path("fifo2"), S_IFIFO | 0600, 0) == 0
		&& syscall(NR_mkdirat, AT_FDCWD, path("fz"), 0700) == 0
		&& syscall(NR_mknodat, AT_FDCWD, path("fz/EST5"), S_IFIFO | 0600, 0) == 0;
	if (!ok) t64_printf("# %s: errno %d\n", dir, errno);
	T_CHECK(ok, "test files under /tmp: zones, FIFOs, directories");
	return ok ? 0 : -1;
}

int main(int argc, char **argv, char **envp)
{
	if (argc > 1 && !strcmp(argv[1], "show")) {
		show(envp, getenv("TZDIR") != 0);
		return 0;
	}
	for (int i = 1; i < argc; i++)
		if (!strncmp(argv[i], "qemu=", 5)) qemu = argv[i] + 5;
	if (setup() == 0) {
		special_files();
		privileged();
	}
	cleanup();
	return t_done();
}
