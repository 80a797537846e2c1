/* /init of the year-2040 machines (test/vm/run builds it statically with the target's
   cross glibc and puts it into the initramfs).

   /init [-t SECONDS] [-v] [-d EPOCH] [-r] [LIST]
                                         (arguments: the words after "--" on the kernel
                                          command line)

   First prints the kernel's uname (release, version and machine, '|' between them):

     # vm: uname RELEASE|VERSION|MACHINE

   Then loads the kernel modules /modules/order names (test/vm/fetch-kernels writes it:
   "load FILE [PARAMS]" in dependency order, "builtin NAME", "missing NAME WHY") and
   prints a line for each one missing or failing, and why:

     # vm: module FILE: ERROR      or  # vm: module NAME missing: WHY

   Then runs every command line of LIST (default /tests/list; one per line: program and
   arguments separated by blanks; a relative program name is looked up in /tests; empty
   lines and lines starting with '#' are skipped) as a child with stdin/stdout/stderr on
   the console, one after the other, each with cwd /tests. Around each it prints

     # vm: start NAME
     # vm: NAME exit STATUS          or  # vm: NAME signal N (SIGNAME)
                                     or  # vm: NAME timeout (killed after S s)

   where NAME is the command line as written in LIST, then "# vm: done" and restarts the
   machine, which QEMU's -no-reboot turns into its end (every board here restarts, not
   every one powers off: Malta's PIIX4 power-off driver finds its I/O range taken). If
   that fails init returns, and panic=-1 ends QEMU the same way.
   -t: kill a program (its whole process group) that runs longer than SECONDS (default
   60; 0: no limit). -v: leave kernel console messages on (default: only emergencies,
   so they do not cut through TAP lines).

   -d: set CLOCK_REALTIME to EPOCH (seconds since 1970) before the first program
   (tools/vm; without -d init never touches the clock: the test programs set it
   themselves). -r: relay each program's standard output and error as marked console
   lines (relay(), for tools/vm). A list line's words are separated by blanks; a
   backslash takes the next character as it is. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <string.h>
#include <net/if.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/reboot.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAXARGS 64

static void say(const char *fmt, ...)
{
	char buf[1024];
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(buf, sizeof buf - 1, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if (n > (int)sizeof buf - 2)
		n = sizeof buf - 2;
	buf[n++] = '\n';
	/* one write per line: less chance of a kernel message landing inside it */
	for (char *p = buf; n > 0;) {
		ssize_t w = write(1, p, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			break;
		p += w;
		n -= w;
	}
}

static double uptime(void)
{
	struct timespec ts;
	if (clock_gettime(CLOCK_BOOTTIME, &ts) != 0)
		return -1;
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void on_alarm(int sig)
{
	(void)sig; /* only there to interrupt waitpid */
}

/* The kernel starts with lo down, and no network setup runs before /init: the socket
   tests talk over 127.0.0.1 and ::1. */
static void loopback_up(void)
{
	struct ifreq ifr;
	int fd = socket(AF_INET, SOCK_DGRAM, 0);
	memset(&ifr, 0, sizeof ifr);
	strcpy(ifr.ifr_name, "lo");
	if (fd < 0 || ioctl(fd, SIOCGIFFLAGS, &ifr) != 0) {
		say("# vm: warning: lo: %s", strerror(errno));
	} else {
		ifr.ifr_flags |= IFF_UP;
		if (ioctl(fd, SIOCSIFFLAGS, &ifr) != 0)
			say("# vm: warning: bringing lo up: %s", strerror(errno));
	}
	if (fd >= 0)
		close(fd);
}

static void setup(int verbose)
{
	/* If the initramfs had no /dev/console the kernel gave us no fds 0-2. */
	if (fcntl(1, F_GETFD) < 0) {
		int fd = open("/dev/console", O_RDWR | O_NOCTTY);
		if (fd >= 0) {
			dup2(fd, 0);
			dup2(fd, 1);
			dup2(fd, 2);
			if (fd > 2)
				close(fd);
		}
	}
	mkdir("/proc", 0755);
	mkdir("/dev", 0755);
	mkdir("/tmp", 01777);
	if (mount("proc", "/proc", "proc", 0, NULL) != 0)
		say("# vm: warning: mount /proc: %s", strerror(errno));
	if (mount("devtmpfs", "/dev", "devtmpfs", 0, NULL) != 0)
		say("# vm: warning: mount /dev: %s", strerror(errno));
	if (!verbose) {
		int fd = open("/proc/sys/kernel/printk", O_WRONLY);
		if (fd >= 0) {
			(void)!write(fd, "1\n", 2);
			close(fd);
		}
	}
	loopback_up();
	setenv("PATH", "/tests:/bin:/sbin", 1);
	if (!getenv("HOME"))
		setenv("HOME", "/", 1);
}

/* The modules go in before any program runs, so that a test finds its device nodes
   (devtmpfs makes them as the drivers register). finit_module, not init_module: the
   kernel reads the file itself. A module that fails is reported and the others are
   still tried: the test of its device then says what it lacks. */
static void load_modules(void)
{
	FILE *f = fopen("/modules/order", "re");
	if (!f) {
		say("# vm: no /modules/order: %s", strerror(errno));
		return;
	}
	char line[1024];
	int loaded = 0, failed = 0;
	double t0 = uptime();
	while (fgets(line, sizeof line, f)) {
		line[strcspn(line, "\r\n")] = 0;
		char *kind = strtok(line, " "), *what = strtok(NULL, " "), *rest = strtok(NULL, "");
		if (!kind || !what)
			continue;
		if (!strcmp(kind, "missing")) {
			say("# vm: module %s missing: %s", what, rest ? rest : "");
			failed++;
			continue;
		}
		if (strcmp(kind, "load"))
			continue; /* builtin: nothing to do */
		char path[512];
		snprintf(path, sizeof path, "/modules/%s", what);
		int fd = open(path, O_RDONLY | O_CLOEXEC);
		if (fd < 0) {
			say("# vm: module %s: open: %s", what, strerror(errno));
			failed++;
			continue;
		}
		if (syscall(SYS_finit_module, fd, rest ? rest : "", 0) != 0 && errno != EEXIST) {
			say("# vm: module %s: %s", what, strerror(errno));
			failed++;
		} else {
			loaded++;
		}
		close(fd);
	}
	fclose(f);
	say("# vm: %d module(s) loaded in %.2f s%s", loaded, uptime() - t0,
	    failed ? ", some missing or failed (above)" : "");
}

/* Split line into argv in place: blanks separate words, a backslash takes the next
   character as it is (tools/vm passes arguments with blanks so). */
static int split(char *line, char **argv)
{
	int argc = 0;
	char *r = line, *w = line;
	while (argc < MAXARGS) {
		while (*r == ' ' || *r == '\t')
			r++;
		if (!*r)
			break;
		argv[argc++] = w;
		while (*r && *r != ' ' && *r != '\t') {
			if (*r == '\\' && r[1])
				r++;
			*w++ = *r++;
		}
		if (*r)
			r++;
		*w++ = 0;
	}
	argv[argc] = NULL;
	return argc;
}

/* -r: the program's standard output and error come through pipes, and init writes each
   piece as a console line "|1|TEXT" or "|2|TEXT" (a line of the program), "|1-TEXT" or
   "|2-TEXT" (a piece without its newline: a long line, or the last one), which tools/vm
   takes apart again. Returns when both pipes are at their end or the deadline (if any,
   in uptime() seconds) has passed. */
static void relay(int out, int err, double deadline)
{
	int fds[2] = { out, err };
	char buf[2][512];
	size_t have[2] = { 0, 0 };
	while (fds[0] >= 0 || fds[1] >= 0) {
		struct pollfd p[2];
		for (int k = 0; k < 2; k++)
			p[k] = (struct pollfd){ .fd = fds[k], .events = POLLIN };
		int ms = -1;
		if (deadline > 0) {
			double left = deadline - uptime();
			if (left <= 0)
				return;
			ms = (int)(left * 1000) + 1;
		}
		int n = poll(p, 2, ms);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return;
		for (int k = 0; k < 2; k++) {
			if (fds[k] < 0 || !(p[k].revents & (POLLIN | POLLHUP | POLLERR)))
				continue;
			ssize_t got = read(fds[k], buf[k] + have[k], sizeof buf[k] - have[k]);
			if (got <= 0) {
				if (got < 0 && errno == EINTR)
					continue;
				if (have[k])
					say("|%d-%.*s", k + 1, (int)have[k], buf[k]);
				have[k] = 0;
				close(fds[k]);
				fds[k] = -1;
				continue;
			}
			have[k] += got;
			char *nl;
			while ((nl = memchr(buf[k], '\n', have[k]))) {
				size_t len = nl - buf[k];
				say("|%d|%.*s", k + 1, (int)len, buf[k]);
				memmove(buf[k], nl + 1, have[k] - len - 1);
				have[k] -= len + 1;
			}
			if (have[k] == sizeof buf[k]) {
				say("|%d-%.*s", k + 1, (int)have[k], buf[k]);
				have[k] = 0;
			}
		}
	}
}

static int run(const char *name, char *line, unsigned timeout, int relayed)
{
	char *argv[MAXARGS + 1];
	char path[4096];
	if (split(line, argv) == 0)
		return 0;
	if (argv[0][0] != '/') {
		snprintf(path, sizeof path, "/tests/%s", argv[0]);
		argv[0] = path;
	}

	say("# vm: start %s", name);
	int out[2] = { -1, -1 }, err[2] = { -1, -1 };
	if (relayed && (pipe2(out, O_CLOEXEC) != 0 || pipe2(err, O_CLOEXEC) != 0)) {
		say("# vm: %s exit 127 (pipe: %s)", name, strerror(errno));
		return 1;
	}
	pid_t pid = fork();
	if (pid < 0) {
		say("# vm: %s exit 127 (fork: %s)", name, strerror(errno));
		return 1;
	}
	if (pid == 0) {
		setpgid(0, 0);
		signal(SIGALRM, SIG_DFL);
		if (relayed) {
			dup2(out[1], 1);
			dup2(err[1], 2);
		}
		(void)!chdir("/tests");
		execv(argv[0], argv);
		say("# vm: cannot run %s: %s", argv[0], strerror(errno));
		_exit(127);
	}
	setpgid(pid, pid);

	int st, timed_out = 0;
	unsigned limit = timeout;
	if (relayed) {
		close(out[1]);
		close(err[1]);
		double deadline = timeout ? uptime() + timeout : 0;
		relay(out[0], err[0], deadline);
		if (timeout) /* what is left of the time limit, at least a second */
			limit = deadline - uptime() > 1 ? (unsigned)(deadline - uptime()) + 1 : 1;
	}
	alarm(limit);
	while (waitpid(pid, &st, 0) < 0) {
		if (errno != EINTR) {
			say("# vm: %s exit 127 (waitpid: %s)", name, strerror(errno));
			return 1;
		}
		timed_out = 1;
		kill(-pid, SIGKILL);
		kill(pid, SIGKILL);
	}
	alarm(0);
	kill(-pid, SIGKILL); /* leftovers of the program's process group */
	while (waitpid(-1, NULL, WNOHANG) > 0) /* and reap orphans, we are pid 1 */
		;

	/* The end marker starts with a newline of its own, in case the program's last line
	   had none; test/vm/run skips the empty line. */
	if (timed_out) {
		say("\n# vm: %s timeout (killed after %u s)", name, timeout);
		return 1;
	}
	if (WIFSIGNALED(st)) {
		say("\n# vm: %s signal %d (%s)%s", name, WTERMSIG(st), strsignal(WTERMSIG(st)),
		    WCOREDUMP(st) ? " core dumped" : "");
		return 1;
	}
	say("\n# vm: %s exit %d", name, WEXITSTATUS(st));
	return WEXITSTATUS(st) != 0;
}

int main(int argc, char **argv)
{
	unsigned timeout = 60;
	int verbose = 0, relayed = 0;
	const char *date = NULL;
	const char *list = "/tests/list";

	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-t") && i + 1 < argc)
			timeout = strtoul(argv[++i], NULL, 10);
		else if (!strcmp(argv[i], "-v"))
			verbose = 1;
		else if (!strcmp(argv[i], "-r"))
			relayed = 1;
		else if (!strcmp(argv[i], "-d") && i + 1 < argc)
			date = argv[++i];
		else if (argv[i][0] != '-')
			list = argv[i];
	}

	setup(verbose);

	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_alarm; /* no SA_RESTART: waitpid must return EINTR */
	sigaction(SIGALRM, &sa, NULL);

	say("# vm: init up %.2f s after boot", uptime());
	/* The kernel that booted, which test/vm/run compares with the one it chose. */
	struct utsname u;
	if (uname(&u) == 0)
		say("# vm: uname %s|%s|%s", u.release, u.version, u.machine);
	else
		say("# vm: uname: %s", strerror(errno));
	load_modules();
	if (date) {
		struct timespec ts = { .tv_sec = strtoll(date, NULL, 10) };
		if (clock_settime(CLOCK_REALTIME, &ts) != 0)
			say("# vm: cannot set the clock to %s: %s", date, strerror(errno));
	}

	FILE *f = fopen(list, "re");
	int failed = 0;
	if (!f) {
		say("# vm: cannot open %s: %s", list, strerror(errno));
		failed = 1;
	} else {
		char line[4096], name[4096];
		while (fgets(line, sizeof line, f)) {
			line[strcspn(line, "\r\n")] = 0;
			char *s = line + strspn(line, " \t");
			if (*s == 0 || *s == '#')
				continue;
			snprintf(name, sizeof name, "%s", s);
			failed |= run(name, s, timeout, relayed);
		}
		fclose(f);
	}

	say("# vm: done%s, %.2f s after boot", failed ? " (with failures)" : "", uptime());
	sync();
	reboot(RB_AUTOBOOT);
	say("# vm: restart failed: %s", strerror(errno));
	return failed;
}
