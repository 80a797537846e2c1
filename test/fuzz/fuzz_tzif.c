/* TZif images (RFC 8536 v1-v4, any bytes). The parser reads only inside the image (ASan:
   it is an exact-size copy). Properties of an accepted image: every instant's type is
   one of the image's (or the footer's) offsets, and mktime finds a time for every
   localtime_r result: localtime_r(mktime(localtime_r(t))) has the same fields. The
   zone read through TZ is checked to be the image's, not UTC. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <unistd.h>
#include "fuzz.h"
#include "tz.h"

static struct __t64_zone z;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	unsigned char *img = malloc(size ? size : 1);
	memcpy(img, data, size);
	__t64_tz_names_begin();         /* as a zone's build does */
	int ok = __t64_tzif_parse(img, size, &z) == 0 && !__t64_tz_names_over;
	if (!ok) {
		free(img);
		return 0;
	}
	PROP(z.n_types >= 1 && z.n_times >= 0 && z.n_times <= T64_TZ_MAX_TIMES, "counts");

	/* The same image as a file, through TZ, for localtime_r and mktime. */
	static char path[64];
	if (!path[0]) snprintf(path, sizeof path, "/tmp/t64-fuzz-tzif.%d", (int)getpid());
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	if (fd < 0 || write(fd, data, size) != (ssize_t)size) abort();
	close(fd);
	fuzz_set_tz("UTC0");            /* a new value: the file is read again */
	fuzz_set_tz(path);
	const struct __t64_zone *cur = __t64_tz_current(0);
	PROP(cur->n_times == z.n_times && cur->n_types == z.n_types && cur->has_rule == z.has_rule,
	     "the zone read through TZ is not the image: %d/%d/%d, image %d/%d/%d", cur->n_times,
	     cur->n_types, cur->has_rule, z.n_times, z.n_types, z.has_rule);

	long long ts[16] = { -2208988800LL, 0, 1700000000, 2147483648LL, 4102444800LL };
	int n = 5;
	for (int i = 0; i < z.n_times && n < 16; i += z.n_times / 8 + 1) {
		long long ti = __t64_tz_time(&z, i);     /* z reads the image in place */
		ts[n++] = ti - (ti > LLONG_MIN);        /* the second before */
		if (n < 16) ts[n++] = ti;
	}
	free(img);
	for (int i = 0; i < n; i++) {
		time_t t = ts[i];
		struct tm tm, back, again;
		if (!localtime_r(&t, &tm)) continue;
		PROP(tm.tm_gmtoff >= z.min_off && tm.tm_gmtoff <= z.max_off,
		     "t=%lld: offset %ld outside [%ld, %ld]", (long long)t, tm.tm_gmtoff, z.min_off, z.max_off);
		back = tm;
		errno = 0;
		time_t r = mktime(&back);
		if (r == -1 && errno == EOVERFLOW) continue;
		PROP(localtime_r(&r, &again), "t=%lld: localtime_r(mktime) failed", (long long)t);
		PROP(again.tm_year == tm.tm_year && again.tm_mon == tm.tm_mon &&
		     again.tm_mday == tm.tm_mday && again.tm_hour == tm.tm_hour &&
		     again.tm_min == tm.tm_min && again.tm_sec == tm.tm_sec,
		     "t=%lld: mktime gave %lld, a different local time", (long long)t, (long long)r);
	}
	return 0;
}
