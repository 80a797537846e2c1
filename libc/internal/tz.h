/* Local time: the zone in effect (libc/time/__tz.c), built from a POSIX TZ string
   (__tz_posix.c) or a TZif image (__tzif.c, RFC 8536) that the OS layer finds
   (__t64_tzfile_zone: sysdeps/linux/tzfile.c reads a file, sysdeps/baremetal/tzfile.c
   takes the image installed with t64_tzif_install). No malloc: one static zone,
   rebuilt only when the TZ value changes. Offsets are seconds east of UTC (tm_gmtoff). */
#ifndef T64_INTERNAL_TZ_H
#define T64_INTERNAL_TZ_H
#include <stddef.h>
#include <stdint.h>
#include <time.h>
#include "calendar.h"
#include "os_sync.h"

/* Limits, the same in every build of an OS (a TZ value or an image is read alike at
   -O0, -Os and -O2, size or speed variant; test/unit/tz_limits.c). A TZif image's
   transitions are read where they lie (a file's mapping on Linux, the installed image
   on bare metal), so their number costs no RAM: tzcode's 2000. Per OS (tz_limits.h in
   sysdeps/<os>, where the RAM they cost is weighed): T64_TZ_MAX_TYPES, the types kept
   decoded in a zone, and T64_TZ_MAX_KEY, one more than the longest TZ value honoured,
   which bounds every kind of value: a POSIX string, a TZif footer, and a file's name or
   path (__tz.c refuses a longer value before the OS layer sees it). A larger image is
   rejected as a whole (t64_tzif_install: EINVAL; a file: not a zone), never truncated;
   a longer TZ value is UTC. */
#include "tz_limits.h"
#define T64_TZ_MAX_TIMES 2000
#define T64_TZ_MAX_NAMES 256            /* bytes of a TZif file's abbreviations (its types'), NULs included */
/* Where a zone's abbreviations live. With tm_zone (Linux), in a pool that outlives the
   zone (__tz.c: a result's tm_zone stays valid after TZ changes). Without it (picolibc's
   struct tm), only tzname and strftime's %Z name them, for the zone in effect: a TZif
   image's are read in place (t64_tzif_install keeps the image), a TZ string's in the
   parser's copy of it (__tz_posix.c: its one copy, as bare metal has no threads). */
#if defined __TM_ZONE || T64_THREADS
#define T64_TZ_NAME_POOL 1
#else
#define T64_TZ_NAME_POOL 0
#endif
/* Buckets of the transition index: enough that a bucket of a fat IANA file (one
   transition every ~6 months from 1893 to 2037) holds at most one or two. A power of
   two. Size-optimised builds (firmware) have no index: they search the table. */
#ifndef T64_TZ_BUCKETS
#define T64_TZ_BUCKETS 1024
#endif

struct __t64_ttinfo {
	long off;                       /* seconds east of UTC */
	int isdst;
	const char *abbr;               /* interned: outlives its zone (__tz.c) */
};

/* One date rule of a POSIX TZ string: Jn (kind 'J', day 1..365, Feb 29 never counted),
   n ('D', day 0..365), Mm.w.d ('M'); time: seconds after local midnight, +-167 h. */
struct __t64_tzrule {
	char kind;
	unsigned char m, w, d;
	short day;
	long time;
};

struct __t64_posixtz {
	struct __t64_ttinfo std, dst;
	int has_dst;
	struct __t64_tzrule start, end;         /* in standard and in daylight time */
#if !T64_TIME_SIZE            /* size: 104 bytes of RAM a rule less */
	/* The rules for each kind of year (leap, weekday of January 1): DST's start [0]
	   and end [1] as seconds from the year's January 1 00:00 in standard time (|rel|
	   < 2^31: day 365 + 167 h + 49 h). fast: has_dst, and in every kind of year both
	   changes lie inside the year in the same order, so a year's instants are decided
	   by its own changes (a lookup in rel) and not by its neighbours'. Set by the
	   parser. Size-optimised builds (firmware) work them out at each lookup: less code. */
	int32_t rel[2][7][2];
	int fast;
#else
	/* The week before DST's start [0] and end [1] in a common year whose January 1
	   is a Sunday (as rel's, less T64_TZ_WEEK, below), and fast_end (set by the
	   parser): where every year has each change in the two weeks from there, inside
	   the year, the two apart (an instant outside both is then decided by their
	   order alone), the instant of the year up to which that holds, before day 365;
	   else INT32_MIN. */
	int32_t win[2], fast_end;
#endif
};
/* The width of half a window (win): at least the week by which a change's day moves
   between kinds of year, and one immediate (Cortex-M3), 7 days and 1408 s. */
#define T64_TZ_WEEK 0x94000

/* A zone's rule first, in both builds: size-optimised ones look a zone without
   transitions up as its rule at the same address (__t64_tz_find is then
   __t64_tz_posix_find, size variant: __tz_posix_find.c). */
struct __t64_zone {
	struct __t64_posixtz posix;
	int n_times, n_types;
	int has_rule;                           /* posix applies from the last transition on */
	long min_off, max_off;                  /* over every type, the rule's included */
	/* The transitions as RFC 8536 stores them, read in place: n_times big-endian times
	   of tw (4 or 8) bytes, UTC, ascending, then the type after each. */
	const unsigned char *times, *idx;
	int tw;
#if !T64_TIME_SIZE            /* size: 2968 bytes of RAM a zone less */
	long usual_off;                         /* the last standard offset (localtime_r) */
	long long first, last;                  /* the first and last transition (n_times > 0) */
	int indexed;                            /* n_times > 0 with 64-bit times: find_fast's */
	/* Index over [first, last): bucket[b] is the last transition at or before first +
	   (b << shift), so the one for t lies between bucket[b] and bucket[b + 1] with b =
	   (t - first) >> shift: usually no search at all. */
	int shift;
	unsigned short bucket[T64_TZ_BUCKETS + 1];
	struct __t64_ttinfo types[T64_TZ_MAX_TYPES];   /* types[0] before the first */
#else
	/* The same, kept by the TZif parser (a firmware that never installs an image pays
	   no RAM for them); a TZ string's zone points at posix.std. */
	const struct __t64_ttinfo *types;
#endif
};

/* Transition i's time, read from the image. */
static inline uint32_t __t64_be32(const unsigned char *p)
{
	uint32_t v;
	__builtin_memcpy(&v, p, sizeof v);      /* an unaligned load, not a call */
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	v = __builtin_bswap32(v);
#endif
	return v;
}

static inline long long __t64_be64(const unsigned char *p)
{
	return (long long)((uint64_t)__t64_be32(p) << 32 | __t64_be32(p + 4));
}

static inline long long __t64_tz_time(const struct __t64_zone *z, int i)
{
	const unsigned char *p = z->times + (size_t)i * (size_t)z->tw;
	return z->tw == 4 ? (int32_t)__t64_be32(p) : __t64_be64(p);
}

/* The zone for the current TZ; tzset re-reads TZ first (localtime_r does not, as in
   glibc: POSIX lets it skip tzset). */
T64_CAL_HIDDEN struct __t64_zone *__t64_tz_current(int reread_tz);

/* mktime in zone z, which the caller has just looked up: strftime's firmware %s and %z
   ask it after looking the zone up itself, so that the zone's build and the conversion
   are two calls deep, not one under the other (stack). */
T64_CAL_HIDDEN time_t __t64_mktime_in(struct __t64_zone *z, struct tm *tm);

/* tzname, timezone and daylight (libc/time/tzset.c) for a zone just built: __tzif.c's,
   or where the parser is not linked the weak one of __tz.c (zones without transitions). */
T64_CAL_HIDDEN void __t64_tz_set_names(const struct __t64_zone *z);

/* The type in effect at t; *next (if not null) gets the next instant > t where the
   type may change (LLONG_MAX: never). */
T64_CAL_HIDDEN const struct __t64_ttinfo *__t64_tz_find(struct __t64_zone *z, long long t,
                                                        long long *next);

/* Parsers. Both return 0, or -1 for a malformed input (z is then unusable);
   __t64_tzif_parse with z NULL only checks, else it makes z read the image in place
   (the image must outlive the zone) and indexes the transitions. A TZ string ends at
   its NUL or at a newline (a TZif footer's end, parsed in place). */
T64_CAL_HIDDEN int __t64_tz_parse_posix(const char *s, struct __t64_posixtz *p);
T64_CAL_HIDDEN int __t64_tzif_parse(const unsigned char *buf, size_t len, struct __t64_zone *z);
T64_CAL_HIDDEN const struct __t64_ttinfo *__t64_tz_posix_find(const struct __t64_posixtz *p,
                                                              long long t, long long *next);
/* A year's two changes of p, for a year of that kind (leap, the weekday of its January
   1): DST's start (low word) and end (high word) as seconds from January 1 00:00 in
   standard time (__tz_posix.c). */
T64_CAL_HIDDEN uint64_t __t64_tz_year_rules(const struct __t64_posixtz *p, int leap, int wday1);
/* Seconds in 400 years, after which the calendar repeats. */
#define T64_Y400 12622780800LL

/* The kind of year of tm's year (for rel; tm_wday, tm_yday in range): returns whether
   it is a leap year, *wday1 the weekday of its January 1. Leap: divisible by 4, or by
   16 when by 25 (i.e. by 400 when by 100). 1900 is a multiple of 25, and tm_year + 1900 modulo 2^32 keeps the
   residues modulo 4 and 16: all in 32 bits, no 64-bit division. */
static inline int __t64_year_kind(const struct tm *tm, int *wday1)
{
	unsigned y = (unsigned)tm->tm_year + 1900u;
	*wday1 = (int)__t64_mod7((unsigned)(tm->tm_wday + 371 - tm->tm_yday));  /* 53 weeks > tm_yday */
	return (y & (tm->tm_year % 25 ? 3u : 15u)) == 0;
}

/* Speed builds' inline lookups (localtime_r.c, mktime.c, __tz_find.c,
   __tz_posix_find.c), which read the speed layout; size-optimised ones take
   __t64_tz_find's call. */
/* Whether x seconds after the start of a local year (in standard time) are daylight
   time, rel being that year's rules (__t64_posixtz.rel) of a fast zone, or in the size
   variant the windows (win) of one outside both: x in [start, end), or when start > end
   (southern hemisphere) outside [end, start). One compare without a branch does both:
   [start, end) taken modulo 2^32 wraps past 2^32 when start > end (|rel|, |x| < 2^31,
   so no other value wraps into it). */
static inline int __t64_rule_dst(const int32_t rel[2], int32_t x)
{
	return (uint32_t)x - (uint32_t)rel[0] < (uint32_t)rel[1] - (uint32_t)rel[0];
}

#if !T64_TIME_SIZE            /* read the speed layout (above) only */

/* &p->dst when dst, else &p->std, by an offset: gcc makes the conditional a branch,
   which random instants mispredict half the time. */
static inline const struct __t64_ttinfo *__t64_posix_type(const struct __t64_posixtz *p, int dst)
{
	size_t at = offsetof(struct __t64_posixtz, std) +
	            (size_t)dst * (offsetof(struct __t64_posixtz, dst) - offsetof(struct __t64_posixtz, std));
	return (const struct __t64_ttinfo *)((const char *)p + at);
}

/* The common case of __t64_tz_find, inline: first <= t < last, 64-bit times (every
   file but a version 1 one), and t's bucket holds at most one transition, so the type
   is that of transition lo or lo + 1 (lo < n - 1). Both types are read alongside the
   compare, which then only picks one: a dependent load less before the caller has the
   offset. NULL otherwise. */
static inline __attribute__((__always_inline__))
const struct __t64_ttinfo *__t64_tz_find_fast(const struct __t64_zone *z, long long t, long long *next)
{
	if (!z->indexed || t < z->first || t >= z->last) return 0;
	unsigned long long b = ((unsigned long long)t - (unsigned long long)z->first) >> z->shift;
	int lo = z->bucket[b], hi = z->bucket[b + 1];
	if (hi - lo > 1) return 0;
	unsigned a = z->idx[lo], c = z->idx[lo + 1];
	const unsigned char *p = z->times + 8 * (size_t)lo;
	unsigned after = __t64_be64(p + 8) <= t;
	if (next) *next = __t64_be64(p + 8 + 8 * after);
	return &z->types[a ^ ((a ^ c) & -after)];      /* after ? c : a, which gcc may branch */
}

/* For the parser, once z has its transitions (n_times, times, idx, tw): where it puts
   z's types, z then ready for __t64_tz_find: speed builds index the transitions
   (__tz_find.c, beside the lookup that reads the index). */
T64_CAL_HIDDEN void __t64_tz_index(struct __t64_zone *z);
static inline struct __t64_ttinfo *__t64_tz_types(struct __t64_zone *z)
{
	__t64_tz_index(z);
	return z->types;
}
#else
/* The same in size-optimised builds: the parser's one array of types, in the file of
   the lookup of zones with transitions (__tz_find.c), which the parser so links:
   a firmware that never installs an image links neither. */
T64_CAL_HIDDEN extern struct __t64_ttinfo __t64_tzif_types[T64_TZ_MAX_TYPES];
static inline struct __t64_ttinfo *__t64_tz_types(struct __t64_zone *z)
{
	z->types = __t64_tzif_types;
	return __t64_tzif_types;
}
#endif

/* A copy of s[0..n) that outlives its zone (tm_zone points at it), for the zone being
   built since __t64_tz_names_begin; __t64_tz_names_over: whether that zone's names
   did not fit (the zone is then refused). __tz.c explains how long a copy lives. None
   of the three is defined without the pool (T64_TZ_NAME_POOL 0): the parser keeps a
   TZ string's names in its own copy of the string. */
T64_CAL_HIDDEN void __t64_tz_names_begin(void);
T64_CAL_HIDDEN extern int __t64_tz_names_over;
T64_CAL_HIDDEN const char *__t64_tz_intern(const char *s, size_t n);

/* The OS layer: z from the TZif data for a TZ value (name: ":Area/City", "Area/City",
   an absolute path; NULL when TZ is unset, i.e. the system's default zone) through
   __t64_tzif_parse; 0, or -1 when there is none or it is malformed. The OS layer makes
   the call so that bare metal can make it through a pointer set by t64_tzif_install:
   a firmware that never installs an image does not link the parser. */
T64_CAL_HIDDEN int __t64_tzfile_zone(const char *name, struct __t64_zone *z);
/* Changes whenever the OS layer's answer for the same name may have changed (bare
   metal: a new image was installed); always 0 on Linux. A variable, not a call:
   mktime reads it on every call. */
extern T64_CAL_HIDDEN unsigned __t64_tzfile_generation;

/* Test hook: how many times a zone was (re)built from TZ (cache misses). Counted in
   the cache, whose address a rebuild has at hand, not in a variable of its own. */
T64_CAL_HIDDEN unsigned __t64_tz_load_count(void);
#define __t64_tz_loads __t64_tz_load_count()
#endif
