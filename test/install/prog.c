/* Built from an installed t64 with only `pkg-config --cflags/--static --libs t64`: the
   headers and the static library are enough for a working Linux program. */
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/time.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

_Static_assert(sizeof(time_t) == 8 && sizeof(off_t) == 8, "time_t and off_t are 64-bit");

static int fails, count;

static void say(const char *s) { write(1, s, strlen(s)); }

static void check(int ok, const char *what)
{
	count++;
	if (!ok) fails++;
	say(ok ? "ok - " : "not ok - ");
	say(what);
	say("\n");
}

int main(int argc, char **argv)
{
	char path[64] = "/tmp/t64-install-";
	size_t n = strlen(path);
	pid_t pid = getpid();
	for (int i = 0; i < 8; i++, pid /= 10) path[n++] = (char)('0' + pid % 10);
	path[n] = 0;

	check(argc >= 1 && argv[0] != NULL, "argv reaches main");
	int fd = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0600);
	check(fd >= 0 && write(fd, "2038", 4) == 4 && close(fd) == 0, "open/write/close a file");
	char buf[8] = {0};
	fd = open(path, O_RDONLY);
	check(fd >= 0 && read(fd, buf, sizeof buf) == 4 && !memcmp(buf, "2038", 4) && close(fd) == 0,
	      "read it back");
	check(unlink(path) == 0, "unlink it");
	errno = 0;
	check(open(path, O_RDONLY) == -1 && errno == ENOENT, "it is gone (ENOENT)");

	struct timespec ts;
	struct timeval tv;
	check(clock_gettime(CLOCK_REALTIME, &ts) == 0 && ts.tv_sec > 1700000000, "clock_gettime");
	check(gettimeofday(&tv, NULL) == 0 && tv.tv_sec - ts.tv_sec <= 1, "gettimeofday");
	time_t t = 4294967296LL;
	struct tm tm;
	check(gmtime_r(&t, &tm) && tm.tm_year == 206 && tm.tm_mon == 1 && tm.tm_mday == 7 &&
	      tm.tm_hour == 6 && tm.tm_min == 28 && tm.tm_sec == 16, "gmtime_r(2^32) is 2106-02-07T06:28:16");
	check(timegm(&tm) == t, "timegm round trip");

	/* Divisions by variables call the compiler's helpers (libgcc's __aeabi_idiv,
	   __aeabi_ldivmod, __divdi3, ...): the documented link line must resolve them and
	   whatever they call, with nothing but t64. */
	volatile int ia = -100, ib = 7;
	volatile unsigned ua = 4000000000u, ub = 7;
	volatile long long la = -10000000000LL, lb = 7;
	volatile unsigned long long qa = 18000000000000000000ULL, qb = 7;
	check(ia / ib == -14 && ia % ib == -2, "32-bit signed division and modulo by a variable");
	check(ua / ub == 571428571u && ua % ub == 3, "32-bit unsigned division and modulo by a variable");
	check(la / lb == -1428571428LL && la % lb == -4, "64-bit signed division and modulo by a variable");
	check(qa / qb == 2571428571428571428ULL && qa % qb == 4,
	      "64-bit unsigned division and modulo by a variable");

	char plan[] = "1..00\n";
	plan[3] = (char)('0' + count / 10);
	plan[4] = (char)('0' + count % 10);
	say(plan);
	return fails != 0;
}
