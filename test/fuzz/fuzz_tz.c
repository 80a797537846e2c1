/* POSIX TZ strings. Property (POSIX: an invalid TZ is UTC): a string the parser accepts
   gives local times with one of its two offsets, and mktime(localtime_r(t)) == t (with
   localtime_r's tm_isdst, each isdst has one offset, so the answer is unique); a string
   it rejects is UTC, named "UTC"; an accepted one's names are its own. */
#include <errno.h>
#include "fuzz.h"
#include "tz.h"

static const long long instants[] = {
	-62135596800LL, -2208988800LL, -1, 0, 1, 951782400, 1700000000, 2147483647,
	2147483648LL, 4102444800LL, 253402300799LL, 67767976233532799LL, -67768040609740800LL,
};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size == 0 || size >= T64_TZ_MAX_KEY) return 0;
	char *s = malloc(size + 1);
	memcpy(s, data, size);
	s[size] = 0;
	/* Files are another fuzzer's: no absolute path or ':' name here. */
	if (strlen(s) != size || s[0] == '/' || s[0] == ':') { free(s); return 0; }
	static struct __t64_posixtz p;
	__t64_tz_names_begin();         /* as a zone's build does */
	int ok = __t64_tz_parse_posix(s, &p) == 0 && !__t64_tz_names_over;
	fuzz_set_tz(s);
	for (size_t i = 0; i < sizeof instants / sizeof *instants; i++) {
		time_t t = instants[i];
		struct tm tm, back;
		errno = 0;
		if (!localtime_r(&t, &tm)) {
			PROP(errno == EOVERFLOW, "'%s' t=%lld: localtime_r failed, errno %d", s, (long long)t, errno);
			continue;
		}
		if (!ok) {
			PROP(tm.tm_gmtoff == 0 && tm.tm_isdst == 0 && !strcmp(tm.tm_zone, "UTC"),
			     "rejected '%s' is not UTC: off %ld isdst %d", s, tm.tm_gmtoff, tm.tm_isdst);
			continue;
		}
		PROP(tm.tm_gmtoff == p.std.off || (p.has_dst && tm.tm_gmtoff == p.dst.off),
		     "'%s' t=%lld: offset %ld is neither std %ld nor dst %ld", s, (long long)t,
		     tm.tm_gmtoff, p.std.off, p.dst.off);
		PROP(!strcmp(tm.tm_zone, tm.tm_isdst ? p.dst.abbr : p.std.abbr), "'%s' t=%lld: tm_zone '%s'",
		     s, (long long)t, tm.tm_zone);
		back = tm;
		errno = 0;
		time_t r = mktime(&back);
		if (r == -1 && errno == EOVERFLOW) continue;
		PROP(p.has_dst && p.std.off == p.dst.off ? 1 : r == t,
		     "'%s': mktime(localtime_r(%lld)) = %lld", s, (long long)t, (long long)r);
		PROP(same_fields(&back, &tm), "'%s' t=%lld: mktime changed the fields", s, (long long)t);
	}
	free(s);
	return 0;
}
