/* POSIX TZ strings (POSIX.1-2024, 8.3): std offset [dst [offset] [,start[/time],end[/time]]].
   Names are 3+ letters, or 3+ letters, digits, '+' and '-' between '<' and '>'; offsets
   are [+-]hh[:mm[:ss]] west of UTC, hh 0..24; rule times are hh 0..167 with either sign.
   A rule left out takes the US one, M3.2.0 for the start and M11.1.0 for the end, both
   at 02:00 (what glibc falls back to, rule by rule: "EST5EDT,M3.2.0" ends DST on
   M11.1.0; t64 does not read tzcode's deprecated "posixrules" file). A string whose
   "std offset" is invalid is invalid; once that part is valid, anything after it that
   is not (a bad dst name, offset or rule, trailing text) leaves standard time alone,
   never a UTC that throws the valid offset away.
   The rules are read per local year, as RFC 8536 (3.3.1) and tzfile(5) do: a year's
   start and end are its own dates in local time, wherever that falls in UTC, so DST
   may cross a new year, and "0/0,J365/25" (a DST period from January 1 00:00 to the
   next one) is DST all year. */
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
	size_t n = (size_t)(s - b);
#ifdef TZNAME_MAX
	/* A libc whose <limits.h> states TZNAME_MAX promises no zone name is longer
	   (POSIX.1-2024 XBD 8.3: std and dst have at most {TZNAME_MAX} bytes), and a
	   program may size tzname's copies by it. */
	if (n > TZNAME_MAX) return 0;
#endif
	if (n < 3 || (quoted && *s++ != '>')) return 0;
	*name = b, *len = n;
	return s;
}

/* n in 0..max: 1 to 3 digits. */
static const char *parse_num(const char *s, int max, int *n)
{
	int v = 0, k = 0;
	for (unsigned c; k < 3 && (c = (unsigned char)*s - (unsigned)'0') < 10; s++, k++)
		v = v * 10 + (int)c;
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
	for (int i = 0; i < 3; i++, max_h = 59) {
		t *= 60;
		/* A part left out is 0, and so are those after it. */
		if (i && *s++ != ':') {
			s--;
			continue;
		}
		if (!(s = parse_num(s, max_h, &v))) return 0;
		t += v;
	}
	*secs = neg ? -t : t;
	return s;
}

/* m, w, d are bytes in a row: parse_rule fills them in a loop. */
_Static_assert(offsetof(struct __t64_tzrule, d) == offsetof(struct __t64_tzrule, m) + 2, "m, w, d");

static const char *parse_rule(const char *s, struct __t64_tzrule *r)
{
	int v;
	r->kind = *s == 'J' || *s == 'M' ? *s++ : 'D';
	if (r->kind == 'M') {
		/* m.w.d: month 1..12, week 1..5, weekday 0..6: 0 is refused unless i is 2, a
		   test without a compare. */
		for (int i = 0; i < 3; i++) {
			if ((i && *s++ != '.') || !(s = parse_num(s, "\14\5\6"[i], &v)) || !(v | i >> 1)) return 0;
			((unsigned char *)r)[offsetof(struct __t64_tzrule, m) + i] = (unsigned char)v;
		}
	} else {
		/* Jn counts from 1, n from 0: 0 is refused when the kind is 'J'. */
		if (!(s = parse_num(s, 365, &v)) || !(v | (r->kind ^ 'J'))) return 0;
		r->day = (short)v;
	}
	r->time = 7200;
	if (*s == '/' && !(s = parse_time(s + 1, 167, &r->time))) return 0;
	return s;
}

/* Day of the year (0-based) a rule names, in a year whose January 1 is weekday wday1
   modulo 7 (-1096 <= wday1 <= 372). A day of a leap year from March 1 on is one later
   than in a common year. Month m's first day in a common year is 489 m / 16 - 30 (from
   March on 2 less, February being short; for m 13, the next January 1): no table. Mm.w.d
   is the first weekday d on or after day 7 (w - 1) of month m, or for w 5 (the last)
   on or after the day a week before month m + 1 begins. */
static int rule_day(const struct __t64_tzrule *r, int leap, int wday1)  /* leap: 0 or 1 */
{
	int day = r->day;
	if (r->kind == 'J') return day - 1 + (day > 59 ? leap : 0);
	if (r->kind == 'D') return day;
	int w = r->w - 1, last = w > 3, m = r->m + last;
	int from = (m * 489 >> 4) - 30 + (m > 2 ? leap - 2 : 0) + 7 * (w - 5 * last);
	return from + (r->d - wday1 - from + 1078) % 7;
}

/* When a rule changes, in seconds from the start of the year, in the local time it
   is given in. One copy for both rules. */
__attribute__((__noinline__))
static int32_t rule_secs(const struct __t64_tzrule *r, int leap, int wday1)
{
	return (int32_t)(rule_day(r, leap, wday1) * 86400L + r->time);
}

/* A year's start (low half) and end (high half) of DST as seconds from its January 1
   00:00 in standard time (the end is given in daylight time). Returned in registers,
   not through an array on the caller's stack. Out of line: called for each year looked
   at in -Os, and only while parsing in -O2. */
__attribute__((__noinline__))
uint64_t __t64_tz_year_rules(const struct __t64_posixtz *p, int leap, int wday1)
{
	int32_t start = rule_secs(&p->start, leap, wday1);
	int32_t end = rule_secs(&p->end, leap, wday1) - (int32_t)(p->dst.off - p->std.off);
	return (uint32_t)start | (uint64_t)(uint32_t)end << 32;
}

#if !T64_TIME_SIZE            /* size: 72 bytes, 104 of RAM a rule less */
/* The rules for the 14 kinds of year, and whether every kind keeps both changes
   inside its own year in one order (fast): then a year's instants are decided by its
   own two changes alone, the previous year's last one being of the same kind as its
   own last. Size-optimised builds (firmware) work a year's rules out at each lookup. */
static void make_rel(struct __t64_posixtz *p)
{
	int fast = p->has_dst, north = 0;
	for (int leap = 0; leap < 2; leap++)
		for (int wday1 = 0; wday1 < 7; wday1++) {
			int32_t *r = p->rel[leap][wday1], len = (365 + leap) * 86400;
			uint64_t both = __t64_tz_year_rules(p, leap, wday1);
			r[0] = (int32_t)(uint32_t)both, r[1] = (int32_t)(uint32_t)(both >> 32);
			if (!leap && !wday1) north = r[0] < r[1];
			fast &= r[0] >= 0 && r[0] < len && r[1] >= 0 && r[1] < len && r[0] != r[1] &&
			        (r[0] < r[1]) == north;
		}
	p->fast = fast;
}
#define no_rel(p) ((p)->fast = 0)
#else
/* win and fast_end. A change's day moves by at most a week from one kind of year to
   another (a week for the weekday, and February 29 moving a day by one), so the two
   weeks around each of one kind's hold every year's. The bounds are single immediates
   (Cortex-M3: 4 bytes less than a common year's length and the same less 2 weeks): the
   windows start before 0x1c00000 s (day 339.8), so each ends before fast_end,
   0x1e00000 s (day 364.1, before any year's end). A zone with a change after about
   December 12 is looked up by the walk. */
static void make_rel(struct __t64_posixtz *p)
{
	uint64_t both = __t64_tz_year_rules(p, 0, 0);
	int32_t s = p->win[0] = (int32_t)(uint32_t)both - T64_TZ_WEEK;
	int32_t e = p->win[1] = (int32_t)(uint32_t)(both >> 32) - T64_TZ_WEEK;
	p->fast_end = (uint32_t)s < 0x1c00000 && (uint32_t)e < 0x1c00000 &&
	              (uint32_t)(e - s + 2 * T64_TZ_WEEK) > 4 * T64_TZ_WEEK ? 0x1e00000 : INT32_MIN;
}
#define no_rel(p) ((void)(p))
#endif

#if T64_TZ_NAME_POOL
/* Whether the string goes on: not at its NUL, nor at a newline (a TZif footer's end). */
static int more(char c)
{
	return c && c != '\n';
}

/* A name's lasting copy (tz.h): in the pool. */
#define keep(name, len) __t64_tz_intern(name, len)
#else
/* Without the pool (tz.h) the parser reads its own copy of the string, in which the
   zone's two names are ended in place, each by a NUL written over the byte after it
   once that byte is parsed: the names' one copy, which lasts until the next parse
   (the next zone's build). The copy ends with a NUL where the string ends (at its NUL,
   or at a newline: a TZif footer's end), so only a NUL ends it. Every caller's string
   fits: a TZ value has fewer than T64_TZ_MAX_KEY bytes (__tz.c), a footer at most as
   many (__tzif.c). Less code than copying each name. */
static char text[T64_TZ_MAX_KEY + 1];
#define more(c) ((c) != 0)

static const char *keep(const char *name, size_t len)
{
	((char *)name)[len] = 0;        /* the copy's own byte */
	return name;
}
#endif

/* Rule i (0: start, 1: end) of p, without a branch. */
_Static_assert(offsetof(struct __t64_posixtz, end) == offsetof(struct __t64_posixtz, start) +
               sizeof(struct __t64_tzrule), "start, end");
#define rule(p, i) ((struct __t64_tzrule *)((char *)&(p)->start + (i) * sizeof(struct __t64_tzrule)))

int __t64_tz_parse_posix(const char *s, struct __t64_posixtz *p)
{
	const char *name;
	size_t len;
	long off, dst_off;
#if !T64_TZ_NAME_POOL
	char *c = text;
	for (size_t n = 0; n < T64_TZ_MAX_KEY && *s && *s != '\n'; n++) *c++ = *s++;
	*c = 0;
	s = text;
#endif
	if (!(s = parse_name(s, &name, &len)) || !(s = parse_time(s, 24, &off))) return -1;
	p->std.abbr = p->dst.abbr = keep(name, len);    /* field by field: less code */
	p->std.off = p->dst.off = -off;
	p->std.isdst = p->dst.isdst = p->has_dst = 0;
	no_rel(p);
	if (!(s = parse_name(s, &name, &len))) return 0;     /* as at the string's end */
	dst_off = off - 3600;
	if (more(*s) && *s != ',' && !(s = parse_time(s, 24, &dst_off))) return 0;
	/* Each rule: ",rule", or left out (the end of the string, or a ',' ending it):
	   then the US one, read from its text (s then stays at an end). */
	for (int i = 0; i < 2; i++) {
		if (*s == ',') s++;
		else if (more(*s)) return 0;
		if (!(s = parse_rule(more(*s) ? s : &"M3.2.0\0M11.1.0"[7 * i], rule(p, i)))) return 0;
	}
	if (more(*s)) return 0;
	p->dst = (struct __t64_ttinfo){ -dst_off, 1, keep(name, len) };
	p->has_dst = 1;
	make_rel(p);
	return 0;
}
