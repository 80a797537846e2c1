/* POSIX TZ strings (POSIX.1-2024, 8.3): std offset [dst [offset] [,start[/time],end[/time]]].
   Names are 3+ letters, or 3+ letters, digits, '+' and '-' between '<' and '>'; offsets
   are [+-]hh[:mm[:ss]] west of UTC, hh 0..24; rule times are hh 0..167 with either sign.
   A dst name without a rule takes the US rule M3.2.0,M11.1.0 (what glibc falls back to;
   t64 does not read tzcode's deprecated "posixrules" file). Anything else, or trailing
   text, makes the whole string invalid. */
#include <limits.h>
#include "tz.h"

/* A letter: c | 32 folds 'A'..'Z' onto 'a'..'z' and no other byte into that range. */
static int letter(char c)
{
	return (unsigned char)((c | 32) - 'a') < 26;
}

static const char *parse_name(const char *s, const char **name, size_t *len)
{
	/* One walk for both forms: a quoted name also takes digits, '+' and '-'. */
	int quoted = *s == '<';
	const char *b = s += quoted;
	while (letter(*s) || (quoted && ((*s >= '0' && *s <= '9') || *s == '+' || *s == '-')))
		s++;
	if (s - b < 3 || (quoted && *s++ != '>')) return 0;
	*name = b, *len = (size_t)(s - b - quoted);
	return s;
}

/* n in 0..max: 1 to 3 digits. */
static const char *parse_num(const char *s, int max, int *n)
{
	int v = 0, k = 0;
	while (*s >= '0' && *s <= '9' && k < 3)
		v = v * 10 + (*s++ - '0'), k++;
	if (!k || v > max) return 0;
	*n = v;
	return s;
}

/* [+-]hh[:mm[:ss]] in seconds; hh at most max_h. */
static const char *parse_time(const char *s, int max_h, long *secs)
{
	int neg = *s == '-', v;
	long t = 0;
	if (*s == '+' || *s == '-') s++;
	for (int i = 0; i < 3; i++) {
		/* A part left out is 0, and so are those after it. */
		if (i && *s != ':') {
			t *= 60;
			continue;
		}
		if (!(s = parse_num(s + (i != 0), i ? 59 : max_h, &v))) return 0;
		t = t * 60 + v;
	}
	*secs = neg ? -t : t;
	return s;
}

static const char *parse_rule(const char *s, struct __t64_tzrule *r)
{
	int v[3];
	r->kind = *s == 'J' || *s == 'M' ? *s++ : 'D';
	if (r->kind == 'M') {
		/* m.w.d: month 1..12, week 1..5, weekday 0..6. */
		for (int i = 0; i < 3; i++)
			if ((i && *s++ != '.') || !(s = parse_num(s, "\14\5\6"[i], &v[i])) || v[i] < (i < 2))
				return 0;
		r->m = (unsigned char)v[0], r->w = (unsigned char)v[1], r->d = (unsigned char)v[2];
	} else {
		/* Jn counts from 1, n from 0. */
		if (!(s = parse_num(s, 365, &v[0])) || v[0] < (r->kind == 'J')) return 0;
		r->day = (short)v[0];
	}
	r->time = 7200;
	if (*s == '/' && !(s = parse_time(s + 1, 167, &r->time))) return 0;
	return s;
}

/* Days before each month in a common year. */
static const short before[13] = { 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365 };

/* Day of the year (0-based) a rule names, in a year whose January 1 is weekday wday1. */
static int rule_day(const struct __t64_tzrule *r, int leap, int wday1)
{
	if (r->kind == 'J') return r->day - 1 + (leap && r->day >= 60);
	if (r->kind == 'D') return r->day;
	int first = before[r->m - 1] + (leap && r->m > 2);
	int len = before[r->m] - before[r->m - 1] + (leap && r->m == 2);
	int day = first + (r->d - (wday1 + first) % 7 + 7) % 7 + 7 * (r->w - 1);
	return day >= first + len ? day - 7 : day;
}

/* A rule as seconds from the start of a UTC year of that kind; off: the offset in
   effect before it. Out of line: called twice per lookup in -Os and only while parsing
   in -O2. */
__attribute__((__noinline__))
static int32_t rule_rel(const struct __t64_tzrule *r, long off, int leap, int wday1)
{
	return (int32_t)(rule_day(r, leap, wday1) * 86400L + r->time - off);
}

#ifndef __OPTIMIZE_SIZE__
/* The rules as seconds from a UTC year's start, for the 14 kinds of year. */
static void make_rel(struct __t64_posixtz *p)
{
	for (int leap = 0; leap < 2; leap++)
		for (int wday1 = 0; wday1 < 7; wday1++) {
			p->rel[leap][wday1][0] = rule_rel(&p->start, p->std.off, leap, wday1);
			p->rel[leap][wday1][1] = rule_rel(&p->end, p->dst.off, leap, wday1);
		}
}
#endif

int __t64_tz_parse_posix(const char *s, struct __t64_posixtz *p)
{
	const char *name;
	size_t len;
	long off;
	if (!(s = parse_name(s, &name, &len)) || !(s = parse_time(s, 24, &off))) return -1;
	p->std = (struct __t64_ttinfo){ -off, 0, __t64_tz_intern(name, len) };
	p->dst = p->std;
	p->has_dst = 0;
	if (!*s) return 0;

	if (!(s = parse_name(s, &name, &len))) return -1;
	long dst_off = off - 3600;
	if (*s && *s != ',' && !(s = parse_time(s, 24, &dst_off))) return -1;
	p->dst = (struct __t64_ttinfo){ -dst_off, 1, __t64_tz_intern(name, len) };
	p->has_dst = 1;
	if (!*s) s = ",M3.2.0,M11.1.0";      /* the US rule (above), read as any other */
	if (*s != ',' || !(s = parse_rule(s + 1, &p->start)) || *s != ',' ||
	    !(s = parse_rule(s + 1, &p->end)) || *s)
		return -1;
#ifndef __OPTIMIZE_SIZE__
	make_rel(p);
#endif
	return 0;
}

/* The type at t: t's UTC year (glibc evaluates the rules of the UTC year of an
   instant; so does t64, so both agree on odd rules) and the rules of that kind of year,
   compared as 32-bit seconds from the year's start (all under 2^31). No cache: a lookup
   writes nothing, so threads may share a zone, and one calendar conversion is all it
   costs (localtime_r and mktime decide most instants without it). */
const struct __t64_ttinfo *__t64_tz_posix_find(const struct __t64_posixtz *p, long long t,
                                               long long *next)
{
	struct tm tm;
	if (!p->has_dst || __t64_secs_to_tm(t, &tm) < 0) {
		if (next) *next = LLONG_MAX;
		return &p->std;
	}
	int wday1, leap = __t64_year_kind(&tm, &wday1);
	int32_t r = tm.tm_yday * 86400L + tm.tm_hour * 3600 + tm.tm_min * 60 + tm.tm_sec;
	int32_t n = (365 + leap) * 86400L, rel[2];
	/* The start (in standard time) and the end (in daylight time), each becoming the
	   next change when it lies after r and before what was found so far. */
	for (int i = 0; i < 2; i++) {
#ifdef __OPTIMIZE_SIZE__
		rel[i] = rule_rel(i ? &p->end : &p->start, i ? p->dst.off : p->std.off, leap, wday1);
#else
		rel[i] = p->rel[leap][wday1][i];
#endif
		if (rel[i] > r && rel[i] < n) n = rel[i];
	}
	if (next) *next = t - r + n;
	/* As glibc's __tz_compute: [start, end), or outside [end, start) when start > end
	   (the unsigned compare wraps; start == end is never DST). */
	return (uint32_t)r - (uint32_t)rel[0] < (uint32_t)rel[1] - (uint32_t)rel[0] ? &p->dst : &p->std;
}
