/* The zone in effect, rebuilt only when the TZ value changes (the cache key is the TZ
   string itself, so a file is read once per value). Order, as in glibc: TZ unset is the
   system's zone (/etc/localtime; bare metal: the installed image); any other value,
   with its leading ':' left out (POSIX leaves what follows one to the implementation;
   musl reads a file only), is tried as a file first, then as a POSIX TZ string; "" and
   everything that is neither is UTC ("UTC", offset 0: POSIX leaves an invalid TZ to
   the implementation, and t64 says so plainly instead of glibc's half-parsed names). */
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "tz.h"

#include "os_sync.h"

/* A zone and the key it was built from: TZ's value with the '=' before it ("=value",
   where the environment has "TZ=value"), or "UTC" for TZ unset (any string without the
   '=' would do: that one is in every firmware anyway), so that a key is a string
   either way, and never "", the key of a zone never built (zeroed). With threads
   (two zones, each compared on every mktime call) the key is kept at key.c + W +
   key_mis, key_mis being where in a word the string it came from began (TZ is usually
   the same string next time), with room on either side so that same_key can read it
   in whole words wherever tz's words fall. Without threads (one zone, rebuilt in
   place) the key is kept as the aligned words of memory that held it, from the one
   holding its first byte to the one holding its NUL, at key.c, and key_end: reread
   compares those words with TZ's own, whole. */
#define W sizeof(unsigned long)
typedef unsigned long __attribute__((__may_alias__)) word;
struct built {
	struct __t64_zone z;            /* first: its fields at the smallest offsets */
	unsigned generation;
	unsigned loads;                 /* zones built so far, in built[0] (tz.h: __t64_tz_loads) */
#if T64_THREADS
	size_t key_len;
	size_t key_mis, key_words;      /* tz % W; words from the one holding tz[0] to NUL */
	unsigned long key_first, key_last;  /* the bytes of the first, last word that are the value's */
#define KEY(b) ((b)->key.c + W + (b)->key_mis)
#define KEY_ROOM (W + W + 1 + T64_TZ_MAX_KEY + W)
#else
	size_t key_end;                 /* bytes from tz[0] to the end of the words kept */
#define KEY_ROOM (((W - 1 + T64_TZ_MAX_KEY) / W + 1) * W)
#endif
	union {
		char c[KEY_ROOM];
		word w[KEY_ROOM / W];
	} key;
};

/* Size-optimised builds let gcc take rebuild and reread inline, each into its one
   caller; speed builds keep them out of line (see each). */
#if T64_TIME_SIZE              /* size: 36 bytes less (Cortex-M3) */
#define OUT_OF_LINE
#else
#define OUT_OF_LINE __attribute__((__noinline__))
#endif

#if T64_THREADS
/* With threads, a rebuild (a new TZ value) fills the zone that is not published and
   then publishes it: a thread still converting with the old one keeps reading it
   intact. Rebuilds take a lock, so two threads that meet a new value build it once.
   Lookups take no lock and write nothing. */
static int lock;
static void take(void)
{
	while (__atomic_exchange_n(&lock, 1, __ATOMIC_ACQUIRE)) __t64_yield();
}
#define give() __atomic_store_n(&lock, 0, __ATOMIC_RELEASE)
#define published() __atomic_load_n(&current, __ATOMIC_ACQUIRE)
#define publish(b) __atomic_store_n(&current, b, __ATOMIC_RELEASE)
static struct built built[2], *current;  /* the zone in effect; NULL before the first */
#else
/* Without threads, one zone, rebuilt in place: it is in effect once it has a type (every
   zone has one, UTC's too; __tzif.c refuses a file without): no flag to keep. */
static struct built built[1];
#define take() ((void)0)
#define give() ((void)0)
#define published() (built->z.n_types ? built : (struct built *)0)
#define publish(b) ((void)(b))
#endif

unsigned __t64_tz_load_count(void)
{
	return built->loads;
}

/* Abbreviations, NUL-separated, in two halves. A zone's names all lie in the half in
   use when its build begins, switched first (and the other one cleared) when that has
   less than ZONE_NAMES bytes left: so the zone in effect before a build, which other
   threads may still read, keeps its names through the build, as it keeps its slot in
   built[]. A name is kept until its half is cleared (tm_zone pointers of old results
   stay valid across a few hundred distinct names). A zone's names take at most
   ZONE_NAMES bytes: a TZif file's types' at most T64_TZ_MAX_NAMES (__tzif.c refuses
   more), and a TZ string's two (its own or a file's footer) fewer than T64_TZ_MAX_KEY.
   Should a zone need more all the same, it is refused as a whole, never given cut or
   reused names. */
#if T64_TZ_NAME_POOL
#define POOL_HALF 1024
#define ZONE_NAMES (T64_TZ_MAX_NAMES + T64_TZ_MAX_KEY)
static struct {
	size_t half, used;                      /* the half in use, its bytes */
	char pool[2][POOL_HALF];
} names;
int __t64_tz_names_over;

void __t64_tz_names_begin(void)
{
	if (POOL_HALF - names.used < ZONE_NAMES) names.half ^= 1, names.used = 0;
	__t64_tz_names_over = 0;
}

const char *__t64_tz_intern(const char *s, size_t n)
{
	char *p = names.pool[names.half], *end = p + names.used;
	for (size_t m; p < end; p += m + 1)
		if ((m = strlen(p)) == n && !memcmp(p, s, n)) return p;
	if (n + 1 > POOL_HALF - names.used) {
		__t64_tz_names_over = 1;
		return "";
	}
	memcpy(p, s, n);
	p[n] = 0;
	names.used += n + 1;
	return p;
}
#define names_begin() __t64_tz_names_begin()
#define names_over() __t64_tz_names_over
#else
/* Without the pool (tz.h): a TZ string's two names, or a TZif footer's, are ended in
   place in the parser's copy of the string (__tz_posix.c), a TZif image's own read in
   place. */
#define names_begin() ((void)0)
#define names_over() 0
#endif

/* A zone of posix alone, from the start of time: one type, posix.std, and the rule (a
   TZ string's, or UTC's: utc). Speed builds take UTC as a zone of that type without a
   rule, for localtime_r's and mktime's way through a table. */
static void rule_zone(struct __t64_zone *z, int utc)
{
	z->n_times = 0;
	z->n_types = 1;
#if !T64_TIME_SIZE            /* size: 2968 bytes of RAM a zone (tz.h) */
	z->indexed = 0;
	z->types[0] = z->posix.std;
	z->has_rule = !utc;
#else
	(void)utc;
	z->types = &z->posix.std;
	z->has_rule = 1;
#endif
	long a = z->posix.std.off, b = z->posix.dst.off;
	if (a > b) a = b, b = z->posix.std.off;        /* one compare for both ends */
	z->min_off = a;
	z->max_off = b;
}

/* UTC: the rule of one type without DST ("UTC0"). */
static void set_utc(struct __t64_posixtz *p)
{
	memset(p, 0, sizeof *p);                /* less code than field by field */
	p->std.abbr = "UTC";            /* not from the pool: it may be full */
}

/* The zone for a TZ value into z: 1 (the OS layer's, with its transitions), 0 (a TZ
   string's rule, in z->posix), or -1 when it is UTC. */
static int build(const char *tz, struct __t64_zone *z)
{
	if (tz) {
		if (*tz == ':') tz++;
		if (!*tz || strlen(tz) >= T64_TZ_MAX_KEY) return -1;
	}
	/* tz opaque here, else gcc copies the file lookup into a path of its own for TZ
	   unset (-Os Cortex-M3: 4 bytes less). */
	__asm__("" : "+r"(tz));
	if (__t64_tzfile_zone(tz, z) == 0) return 1;
	return tz ? __t64_tz_parse_posix(tz, &z->posix) : -1;
}

/* tzname, timezone and daylight (tzset.c) for a zone just built without transitions:
   its rule's types (UTC's is one without DST). Weak: __tzif.c's, linked with the
   parser, which alone makes zones with transitions, reads those too. */
#if defined tzname && !defined timezone   /* picolibc's names: see tzset.c */
#define timezone _timezone
#define daylight _daylight
#endif

__attribute__((__weak__)) void __t64_tz_set_names(const struct __t64_zone *z)
{
	const struct __t64_posixtz *p = &z->posix;
	tzname[0] = (char *)p->std.abbr;
	tzname[1] = (char *)(p->has_dst ? p->dst.abbr : p->std.abbr);
	timezone = -p->std.off;
	daylight = p->has_dst;
}

/* The key of TZ (struct built): getenv("TZ") without the general name handling, as
   mktime asks on every call, from the '=' on; "UTC" when TZ is unset. */
extern char **environ;
static const char *tz_key(void)
{
	for (char **e = environ; e && *e; e++)
		if ((*e)[0] == 'T' && (*e)[1] == 'Z' && (*e)[2] == '=') return *e + 2;
	return "UTC";
}

#if T64_THREADS
/* strcmp(tz, key) == 0, a word at a time: mktime asks on every call, and a rule string
   is ~30 bytes. The key_len + 1 bytes (with the NUL) are compared in the aligned words
   of tz that hold them, masked: an aligned word never crosses a page, and the first
   word that differs ends the walk, so no word after the one holding tz's NUL is read
   (ASan, which would see the rest of a heap string's last word, is told so). When tz
   begins where in a word the value did, the kept words line up with tz's: only the
   first and last are masked, with masks made at the rebuild. */
static const unsigned char all_ones[16] = { 255, 255, 255, 255, 255, 255, 255, 255 };

static word load(const char *p)
{
	word w;
	__builtin_memcpy(&w, p, sizeof w);   /* an unaligned load, not a call */
	return w;
}

/* A word whose first k (0..W) bytes in memory are all ones, whatever the byte order. */
static word head(size_t k)
{
	return load((const char *)all_ones + 8 - k);
}

__attribute__((__no_sanitize_address__))
static int same_key(const struct built *b, const char *tz)
{
	size_t p = (uintptr_t)tz % W;
	const char *a = tz - p, *k = KEY(b) - p;
	if (p == b->key_mis) {
		const word *aw = (const word *)a, *kw = (const word *)k;
		size_t last = b->key_words - 1;
		word m = b->key_first;          /* with key_last when one word holds it all */
		if (last) {
			if ((aw[0] ^ kw[0]) & m) return 0;
			for (size_t i = 1; i < last; i++)
				if (aw[i] != kw[i]) return 0;
			m = b->key_last;
		}
		return !((aw[last] ^ kw[last]) & m);
	}
	size_t n = p + b->key_len + 1;
	word m = ~head(p);
	for (size_t i = 0;; i += W, m = ~(word)0) {
		if (n - i <= W) m &= head(n - i);
		if ((*(const word *)(a + i) ^ load(k + i)) & m) return 0;
		if (n - i <= W) return 1;
	}
}

/* The key of b, tz, kept for same_key (struct built): its words' masks made here. */
static void keep_key(struct built *b, const char *tz)
{
	b->key_mis = (uintptr_t)tz % W;
	char *k = KEY(b);
	size_t n = 0;
	while (n < T64_TZ_MAX_KEY && (k[n] = tz[n])) n++;
	k[n] = 0;
	b->key_len = n;
	n += b->key_mis + 1;                    /* bytes from the first word's start */
	b->key_words = (n + W - 1) / W;
	b->key_last = head(n - (b->key_words - 1) * W);
	b->key_first = ~head(b->key_mis) & (b->key_words > 1 ? ~(word)0 : b->key_last);
}

/* Whether b was built from TZ's key tz with the OS layer's answers of generation gen. */
static int built_from(const struct built *b, const char *tz, unsigned gen)
{
	return gen == b->generation && same_key(b, tz);
}
#else
/* The key as reread compares it (struct built): the aligned words of memory from the
   one holding tz[0] to the one holding its NUL, with the bytes before tz and after its
   NUL in them as memory has them (an unchanged TZ matches whole words). Of a TZ longer
   than T64_TZ_MAX_KEY bytes (a value that is UTC), those up to the one holding
   tz[T64_TZ_MAX_KEY], whose bytes from tz on are not 0: a TZ that matches them is
   longer too, and UTC too. key_end, from tz, ends at a word's end only for a tz that
   begins where in a word this one did. */
static void keep_key(struct built *b, const char *tz)
{
	size_t n = strlen(tz);
	if (n > T64_TZ_MAX_KEY) n = T64_TZ_MAX_KEY;
	/* The words' ends as addresses, not offsets from tz's word (-Os Cortex-M3: 4
	   bytes less). */
	uintptr_t a = (uintptr_t)tz & -W, end = ((uintptr_t)tz + n + W) & -W;
	b->key_end = end - (uintptr_t)tz;
	memcpy(b->key.c, (const char *)a, end - a);
}
#endif

/* The zone for a new TZ value, seen: the zone in effect when the caller looked; kept
   out of line in speed builds so the check before it stays a leaf. Under the lock,
   another thread may have published one since: built from this same TZ value (the
   environment does not change while threads read it), so that one is it. */
OUT_OF_LINE static struct __t64_zone *rebuild(const char *tz, unsigned gen, struct built *seen)
{
	const char *value = *tz == '=' ? tz + 1 : 0;
	take();
	struct built *b = published();
	if (!T64_THREADS || b == seen) {
		b = &built[b == built && T64_THREADS];          /* the one not published */
		built->loads++;                 /* at hand, beside b */
		names_begin();
		int r = build(value, &b->z);
		if (r < 0 || names_over()) set_utc(&b->z.posix), r = -1;
		if (r <= 0) rule_zone(&b->z, r);        /* one call, inline */
#if !T64_TIME_SIZE            /* speed: localtime_r's table path; size: no field */
		/* localtime_r reads t with this offset while it looks the type up. */
		b->z.usual_off = b->z.has_rule ? b->z.posix.std.off
		                               : b->z.types[b->z.n_times ? b->z.idx[b->z.n_times - 1] : 0].off;
#endif
		b->generation = gen;
		/* '=' and at most T64_TZ_MAX_KEY - 1 bytes of the value (a longer TZ was UTC
		   anyway), then a NUL: keep_key. */
		keep_key(b, tz);
		__t64_tz_set_names(&b->z);
		publish(b);
	}
	give();
	return &b->z;
}

/* TZ read again (tzset, mktime): b, or a new zone when TZ changed. Out of line in
   speed builds, so that localtime_r's way through __t64_tz_current is a load and a
   return. */
OUT_OF_LINE static struct __t64_zone *reread(struct built *b)
{
	const char *tz = tz_key();
	unsigned gen = __t64_tzfile_generation;
#if T64_THREADS
	if (b && built_from(b, tz, gen)) return &b->z;
#else
	/* One thread, one zone: mktime compares on every call, so the key is compared a
	   word at a time, with no store and no mask. Only when tz begins where in a word
	   the kept key did (tz + key_end is a word's end; elsewhere the same words may
	   hold another value, a tail of the kept one, say), the aligned words of tz from
	   the one holding tz[0] are compared with the kept ones (keep_key) up to the one
	   that held the kept NUL: equal words are tz's bytes up to that NUL, the NUL too,
	   the same value. A shorter tz differs at its NUL's word (the kept byte there is
	   not 0), so no word after that one is read: an aligned word never crosses into
	   memory that cannot be read (bare metal has no MMU to fault, nor ASan to object
	   to the bytes after a NUL). The same value elsewhere in a word, or with other
	   bytes beside it in its first or last word, differs: rebuilt, the same zone. A
	   zone never built has key_end 0 and the word 0, which no TZ's first aligned word
	   is when tz[0] ('=' or 'U') is its first byte: no test of b. */
	const word *a = (const word *)(tz - (uintptr_t)tz % W), *k = built->key.w;
	const char *end = tz + built->key_end;
	(void)b;
	if (gen == built->generation && !((uintptr_t)end % W))
		while (*a++ == *k++)
			if ((const char *)a == end) return &built->z;
#endif
	return rebuild(tz, gen, b);
}

struct __t64_zone *__t64_tz_current(int reread_tz)
{
	struct built *b = published();
	if (b && !reread_tz) return &b->z;
	return reread(b);
}
