/* TZif images (RFC 8536, versions 1 to 4) from a byte buffer: the version 1 block with
   32-bit times, or for version 2+ the 64-bit block that follows it, and the footer's
   POSIX TZ string, which applies from the last transition on. Leap-second records
   ("right/" zones) are skipped: t64's time_t counts no leap seconds. Every count and
   index is checked against the buffer, so a damaged file is rejected, never read past. */
#include <limits.h>
#include <stdint.h>
#include <string.h>
#include "tz.h"

static uint32_t be32(const unsigned char *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static long long be64(const unsigned char *p)
{
	return (long long)((uint64_t)be32(p) << 32 | be32(p + 4));
}

static long long time_at(const unsigned char *times, int w, uint32_t i)
{
	return w == 8 ? be64(times + 8 * i) : (long long)(int32_t)be32(times + 4 * i);
}

struct counts { uint32_t isut, isstd, leap, time, type, chr; };

static const unsigned char *header(const unsigned char *p, const unsigned char *end, struct counts *c)
{
	if (end - p < 44 || memcmp(p, "TZif", 4)) return 0;
	c->isut = be32(p + 20), c->isstd = be32(p + 24), c->leap = be32(p + 28);
	c->time = be32(p + 32), c->type = be32(p + 36), c->chr = be32(p + 40);
	return p + 44;
}

/* Bytes of a data block with w-byte times. */
static uint64_t block_size(const struct counts *c, int w)
{
	return (uint64_t)c->time * (w + 1) + c->type * 6ULL + c->chr + c->leap * (w + 4ULL) +
	       c->isstd + c->isut;
}

int __t64_tzif_parse(const unsigned char *buf, size_t len, struct __t64_zone *z)
{
	const unsigned char *end = buf + len, *p;
	struct counts c;
	int w = 4;
	if (!(p = header(buf, end, &c))) return -1;
	if (buf[4] >= '2') {                    /* skip the v1 block, use the 64-bit one */
		if (block_size(&c, 4) > (uint64_t)(end - p) || !(p = header(p + block_size(&c, 4), end, &c)))
			return -1;
		w = 8;
	}
	if (block_size(&c, w) > (uint64_t)(end - p) || c.time > T64_TZ_MAX_TIMES ||
	    c.type == 0 || c.type > T64_TZ_MAX_TYPES || c.chr == 0)
		return -1;
	const unsigned char *data = p, *times = p, *idx = times + c.time * w, *types = idx + c.time;
	const char *chars = (const char *)(types + c.type * 6);
	if (chars[c.chr - 1]) return -1;        /* abbreviations end with a NUL */

	for (uint32_t i = 0; i < c.time; i++)
		if (idx[i] >= c.type || (i && time_at(times, w, i) <= time_at(times, w, i - 1))) return -1;
	/* The abbreviations the types name, each counted with its type, take at most
	   T64_TZ_MAX_NAMES bytes: with the footer's names, what the zone's build may keep
	   (__tz.c). The IANA data needs under 80. (Counting a name shared by two types
	   once would take a 32-byte set on the stack of every zone's build.) */
	uint32_t names = 0;
	for (uint32_t i = 0; i < c.type; i++) {
		const unsigned char *t = types + 6 * i;
		long off = (int32_t)be32(t);
		if (off < -89999 || off > 93599 || t[4] > 1 || t[5] >= c.chr ||
		    (names += (uint32_t)strlen(chars + t[5]) + 1) > T64_TZ_MAX_NAMES)
			return -1;
	}
	if (!z) return 0;                       /* only checking */

	z->n_times = (int)c.time;
	z->n_types = (int)c.type;
	z->times = times, z->idx = idx, z->tw = w;
	struct __t64_ttinfo *ty = __t64_tz_types(z);
	z->min_off = z->max_off = (int32_t)be32(types);
	for (uint32_t i = 0; i < c.type; i++) {
		const unsigned char *t = types + 6 * i;
		long off = (int32_t)be32(t);
#if T64_TZ_NAME_POOL
		const char *abbr = __t64_tz_intern(chars + t[5], strlen(chars + t[5]));
#else
		const char *abbr = chars + t[5];        /* the image stays (t64_tzif_install) */
#endif
		ty[i] = (struct __t64_ttinfo){ off, t[4], abbr };
		if (off < z->min_off) z->min_off = off;
		if (off > z->max_off) z->max_off = off;
	}

	/* The footer: "\n<TZ string>\n" after the 64-bit block, parsed where it lies. */
	z->has_rule = 0;
	p = data + block_size(&c, w);
	if (w == 8 && p < end && *p == '\n') {
		const unsigned char *s = ++p;
		while (p < end && *p != '\n' && *p && p - s < T64_TZ_MAX_KEY) p++;
		if (p > s && p < end && *p == '\n' && __t64_tz_parse_posix((const char *)s, &z->posix) == 0) {
			z->has_rule = 1;
			const struct __t64_ttinfo *r[2] = { &z->posix.std, &z->posix.dst };
			for (int i = 0; i < 2; i++) {
				if (r[i]->off < z->min_off) z->min_off = r[i]->off;
				if (r[i]->off > z->max_off) z->max_off = r[i]->off;
			}
		}
	}
	return 0;
}

/* tzname, timezone and daylight (tzset.c) for a zone just built, as glibc reports them
   for a TZif zone: the latest standard and daylight types of the transition table
   (tzname[1] falls back to tzname[0]); the rule's two for a zone without transitions.
   daylight is 0 only when DST never applies (POSIX): 1 when any transition or the
   footer's rule leads to a daylight type, whatever its offset (glibc and tzcode agree).
   Here, beside the parser, so that a firmware that never installs an image links only
   the weak one of __tz.c, for zones without transitions. Called by the rebuild of a
   zone (under its lock), so tzset itself only checks TZ: mktime calls it every time. */
#if defined tzname && !defined timezone   /* picolibc's names: see tzset.c */
#define timezone _timezone
#define daylight _daylight
#endif

void __t64_tz_set_names(const struct __t64_zone *z)
{
	/* The latest standard [0] and daylight [1] types (isdst is 0 or 1): the last of
	   each kind in a forward walk (this runs once per zone, so no early stop). */
	const struct __t64_ttinfo *k[2] = { &z->types[0], 0 };
	for (int i = 0; i < z->n_times; i++) {
		const struct __t64_ttinfo *t = &z->types[z->idx[i]];
		k[t->isdst] = t;
	}
	if (z->n_times == 0 && z->has_rule)
		k[0] = &z->posix.std, k[1] = z->posix.has_dst ? &z->posix.dst : 0;
	const struct __t64_ttinfo *std = k[0], *dst = k[1] ? k[1] : k[0];
	tzname[0] = (char *)std->abbr;
	tzname[1] = (char *)dst->abbr;
	timezone = -std->off;
	daylight = dst->isdst | (z->has_rule & z->posix.has_dst);
}
