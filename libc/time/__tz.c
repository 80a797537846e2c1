/* The zone in effect, rebuilt only when the TZ value changes (the cache key is the TZ
   string itself, so a file is read once per value). Order, as in glibc: TZ unset is the
   system's zone (/etc/localtime; bare metal: the installed image); ":name" is a file
   only; any other value is tried as a file first, then as a POSIX TZ string; "" and
   everything that is neither is UTC ("UTC", offset 0: POSIX leaves an invalid TZ to
   the implementation, and t64 says so plainly instead of glibc's half-parsed names). */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "tz.h"

unsigned __t64_tz_loads;

static struct __t64_zone zone;
static int state;                       /* 0: none yet, 1: TZ unset, 2: TZ = key */
static char key[T64_TZ_MAX_KEY];
static unsigned generation;

const char *__t64_tz_intern(const char *s, size_t n)
{
	/* Abbreviations of every zone seen, NUL-separated. When full, start over: the
	   oldest tm_zone pointers then change (a process would need ~500 distinct names). */
	static char pool[2048];
	static size_t used;
	for (size_t i = 0; i < used; i += strlen(pool + i) + 1)
		if (strlen(pool + i) == n && !memcmp(pool + i, s, n)) return pool + i;
	if (n + 1 > sizeof pool - used) used = 0;
	if (n + 1 > sizeof pool) return "";
	memcpy(pool + used, s, n);
	pool[used + n] = 0;
	used += n + 1;
	return pool + used - n - 1;
}

static void set_utc(struct __t64_zone *z)
{
	z->n_times = 0;
	z->n_types = 1;
	z->has_rule = 0;
	z->min_off = z->max_off = 0;
	z->types[0] = (struct __t64_ttinfo){ 0, 0, __t64_tz_intern("UTC", 3) };
}

static void build(const char *tz, struct __t64_zone *z)
{
	__t64_tz_loads++;
	if (!tz) {
		if (__t64_tzfile_zone(0, z) < 0) set_utc(z);
		return;
	}
	if (!*tz || strlen(tz) >= T64_TZ_MAX_KEY) {
		set_utc(z);
		return;
	}
	if (*tz == ':') {
		if (!tz[1] || __t64_tzfile_zone(tz, z) < 0) set_utc(z);
		return;
	}
	if (__t64_tzfile_zone(tz, z) == 0) return;
	if (__t64_tz_parse_posix(tz, &z->posix) < 0) {
		set_utc(z);
		return;
	}
	z->n_times = 0;
	z->n_types = 1;
	z->has_rule = 1;
	z->types[0] = z->posix.std;
	z->min_off = z->posix.std.off < z->posix.dst.off ? z->posix.std.off : z->posix.dst.off;
	z->max_off = z->posix.std.off > z->posix.dst.off ? z->posix.std.off : z->posix.dst.off;
}

/* getenv("TZ") without the general name handling: mktime asks on every call. */
extern char **environ;
static const char *tz_value(void)
{
	for (char **e = environ; e && *e; e++)
		if ((*e)[0] == 'T' && (*e)[1] == 'Z' && (*e)[2] == '=') return *e + 3;
	return 0;
}

struct __t64_zone *__t64_tz_current(int reread_tz)
{
	if (state && !reread_tz) return &zone;
	const char *tz = tz_value();
	unsigned gen = __t64_tzfile_generation();
	if (state && gen == generation &&
	    (tz ? state == 2 && !strcmp(tz, key) : state == 1))
		return &zone;
	build(tz, &zone);
	generation = gen;
	state = tz ? 2 : 1;
	if (tz) {
		size_t n = strlen(tz);
		if (n >= sizeof key) n = sizeof key - 1;       /* such a TZ was UTC anyway */
		memcpy(key, tz, n);
		key[n] = 0;
	}
	return &zone;
}

/* Index of the last transition <= t (t >= times[0]), without branches on the data:
   the search steps are conditional moves, so random instants cost no mispredictions. */
static int search(const long long *times, int n, long long t)
{
	const long long *b = times;
	while (n > 1) {
		int half = n / 2;
		b = b[half] <= t ? b + half : b;
		n -= half;
	}
	return (int)(b - times);
}

const struct __t64_ttinfo *__t64_tz_find(struct __t64_zone *z, long long t, long long *next)
{
	int n = z->n_times;
	if (n == 0 || t >= z->times[n - 1]) {
		if (z->has_rule) return __t64_tz_posix_find(&z->posix, t, next);
		if (next) *next = LLONG_MAX;
		return &z->types[n ? z->idx[n - 1] : 0];
	}
	if (t < z->times[0]) {
		if (next) *next = z->times[0];
		return &z->types[0];
	}
#ifdef __OPTIMIZE_SIZE__
	/* Size-optimised builds (firmware) search the whole table: less code. */
	int i = search(z->times, n, t);
#else
	/* times[0] <= t < times[n - 1]: the bucket narrows the search to a transition or
	   two (a zone with clustered transitions may leave a few more to search). */
	unsigned long long b = ((unsigned long long)t - (unsigned long long)z->times[0]) >> z->shift;
	int lo = z->bucket[b], hi = z->bucket[b + 1];
	int i = lo + (z->times[lo + 1] <= t);  /* lo < n - 1: times[lo] <= t < times[n - 1] */
	if (hi - lo > 1) i = lo + search(z->times + lo, hi - lo + 1, t);
#endif
	if (next) *next = z->times[i + 1];
	return &z->types[z->idx[i]];
}
