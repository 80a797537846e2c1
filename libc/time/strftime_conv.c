/* strftime's conversions (strftime.c has strftime), each written as glibc 2.36 writes
   it in the C locale where the standards are silent (strftime.c): the speed variant's
   __t64_strftime_conv, which strftime.c's loop calls for each conversion its fast path
   does not take, and the size variant's loop over the whole format,
   __t64_strftime_fmt, with the conversions inline in it. */
#include <limits.h>
#include <stddef.h>
#include <time.h>
#include "calendar.h"
#include "strftime_conv.h"
#include "tmtext.h"

#if T64_TIME_SIZE              /* size: 82 bytes less (Cortex-M3) with the two below and the loop */
/* A helper that would be inlined twice stays out of line. */
#define SIZE_NOINLINE __attribute__((__noinline__))
#define SPEED_NOINLINE
#define SPEED_INLINE

/* The rest of %F, then %T and %X, %c, %D and %x, %R, %r, %n, %t (K_SUB on), each
   after the previous one's null, without their '%'s, which the loop of the format
   (below) does not need here: in a subformat every letter is a conversion, every
   other byte (all below 'A') itself. A null or %F's '-' keeps each letter's
   predecessor, where its conversion is said to start, in the array. %F's rest first:
   its address is then the array's, which the lookup of the others loads anyway (one
   literal less). */
#define SUB_SKIP 1
#define F_AT subformat
static const char subformat[] = "-m-d\0H:M:S\0a b e H:M:S Y\0m/d/y\0H:M\0I:M:S p\0\n\0\t";
#else
/* A helper that is called from two places stays inline in speed builds, and the
   week-based year's work out of the conversion. */
#define SIZE_NOINLINE
#define SPEED_NOINLINE __attribute__((__noinline__))
#define SPEED_INLINE inline __attribute__((__always_inline__))

/* %T and %X, %c, %D and %x, %R, %r, %n, %t (K_SUB on), and the rest of %F (F_REST):
   each starts after the previous one's null. */
#define SUB_SKIP 0
#define F_REST "-%m-%d"
#define F_AT (subformat + sizeof subformat - sizeof F_REST)
static const char subformat[] =
	"%H:%M:%S\0%a %b %e %H:%M:%S %Y\0%m/%d/%y\0%H:%M\0%I:%M:%S %p\0\n\0\t\0" F_REST;
#endif

/* One conversion: where it writes, its flags, and what it writes. pad is 0, '_', '-',
   '0' or '+' (the last one given counts); width is 0 when none is given (one given is
   at least 1: a '0' before it is a flag). */
struct out {
	char *p, *end;          /* p: null once the result does not fit */
	int pad;
	int width;
	int cas;                /* 1: '^'; 2: '#' (names upper case, %p and %Z lower case) */
};

/* Where the format goes on after a conversion: f, after it; or, in the size variant,
   when the rest of the conversion's field is a subformat (%c %D %F %r %R %T %x %X),
   the subformat, which the loop of the format runs (no recursion, so that the call
   graph bounds the stack), resume then where the format goes on after it (null
   outside a subformat) and field the flags of its field and (field.p) where its bytes
   start: the loop puts them as that one field at the subformat's end. The speed
   variant runs a subformat through strftime.c's loop into a buffer instead, and puts
   it itself. */
struct next {
	const char *f;
#if T64_TIME_SIZE
	const char *resume;
	struct out field;
#endif
};

/* Every conversion's bytes go through here: s[0..n) right-aligned in the width, padded
   with zeros under '0' and '+', else with spaces (glibc pads text with spaces under '-'
   too; number() makes its own flags of a number's). how: '-' or '+', a sign before the
   digits (zeros go after it, spaces before it); 1 to 3 (a cas, as it stands) or -1,
   letters in upper or lower case; 0, neither. All of it is written, or nothing and
   o->p is null. Written from the end backwards, so that s may be where the field
   starts (a subformat's bytes, moved right over their fill). */
static void put(struct out *o, const char *s, size_t n, int how)
{
	int sign = how > 3, to = o->width;
	/* all: the field's bytes, the fill included (a width is never negative). */
	size_t all = n + (size_t)sign;
	if ((size_t)to > all) all = (size_t)to;
	char *q = o->p, *e;
	o->p = 0;
	if (!q || all > (size_t)(o->end - q)) return;
	o->p = e = q + all;
	while (n--) {
		char ch = s[n];
		/* A letter (c | 32 folds only 'A'..'Z' onto 'a'..'z') takes the case asked;
		   with a sign there are only digits. */
		if (how && (unsigned char)((ch | 32) - 'a') < 26) ch = (char)(how > 0 ? ch & ~32 : ch | 32);
		*--e = ch;
	}
	/* '0' and '+' (0x30, 0x2b), not '_', '-' or 0: one mask, less code; e is never before q, and != says so (memset unguarded). */
	int zeros = (o->pad & 0x24) == 0x20;
	if (q != e)
		for (char *z = q; z != e; z++) *z = zeros ? '0' : ' ';
	if (sign) *(zeros ? q : e - 1) = (char)how;
}

static size_t len(const char *s)
{
	size_t n = 0;
	while (s[n]) n++;
	return n;
}

/* The k-th of the strings packed at s, each after the previous one's null. */
static const char *nth(const char *s, unsigned k)
{
	for (; k; k--) s += len(s) + 1;
	return s;
}

/* x / d, and *r = x % d, as C divides (truncating; r has the sign of x), in the 32-bit
   steps of __t64_udiv16. */
SPEED_INLINE static long long sdiv(long long x, uint32_t d, int *r)
{
	uint32_t u;
	unsigned long long q = __t64_udiv16(x < 0 ? 0 - (unsigned long long)x : (unsigned long long)x, d, &u);
	*r = x < 0 ? -(int)u : (int)u;
	return x < 0 ? -(long long)q : (long long)q;
}

/* v in at least d characters. d < 0: a year, %C (-2) or %G %Y (-4), whose width, when
   one is given, is the minimum field width (POSIX.1-2024), so %1C of year 0 is "0";
   without one %C has 2 digits (C23: "00-99") and %G %Y what they need. Under '+' it
   takes zeros to the width (-d when none), the sign counted, and a '+' when it has more
   than -d digits or the field is wider than -d: %+5Y of 270 is "+0270", %+4Y of 12345
   "+12345". */
__attribute__((__noinline__)) static void number(struct out *o, int d, long long v)
{
	char buf[20], *e = buf + sizeof buf, *s = e;
	int how = v < 0 ? '-' : 0, yd = -d;
#if T64_TIME_SIZE              /* size: 16 bytes less (Cortex-M3) */
	/* Size-optimised builds: through sdiv, which is then __t64_udiv16's one caller,
	   only while v needs more than 32 bits; then the processor's 32-bit division (a
	   date's fields never need sdiv: 5 instructions a digit, not 30). */
	int r;
	if (v > 0) v = -v;      /* v <= 0, r <= 0: no overflow at LLONG_MIN */
	while (v < INT32_MIN) {
		v = sdiv(v, 10, &r);
		*--s = (char)('0' - r);
	}
	int32_t v32 = (int32_t)v;
	do {
		*--s = (char)('0' - v32 % 10);
		v32 /= 10;
	} while (v32);
#else
	s = __t64_utoa(e, v < 0 ? 0 - (unsigned long long)v : (unsigned long long)v);
#endif
	int n = (int)(e - s);
	int w = o->width, pad = o->pad;
	if (d < 0) {
		/* A width given (never 0: a '0' there is a flag) is the field's
		   width and its digits at once. */
		int plus = pad == '+';
		d = w ? w : (plus | (yd == 2)) ? yd : 1;
		if (plus & !how & ((n > yd) | (d > yd))) how = '+';
	}
	/* At least d characters, the sign counted, in zeros after the sign by default
	   (and with '0', '+'), in spaces under '_'; under '-' only the width. */
	if (pad != '-' && d > w) w = d;
	o->width = w;
	o->pad = pad ? pad : '0';
	put(o, s, (size_t)n, how);
}

static int rem7(long long x)
{
	int r;
	sdiv(x, 7, &r);
	return r;
}

/* Days from the Monday that starts ISO week 1 of a year to day tm_yday + adj of it
   (negative before it): that Monday is the one of the week holding the year's first
   Thursday. */
SIZE_NOINLINE static long long iso_days(const struct tm *tm, int adj)
{
	long long yd = tm->tm_yday + (long long)adj;
	return yd - rem7(yd - tm->tm_wday + 4 + 378) + 3;
}

/* The days since the ISO 8601 week-based year of tm began its week 1, and (*dy) that
   year less tm's calendar year: -1, 0 or 1. A day before week 1 is in the last week of
   the year before (it is that year's day tm_yday + that year's length); else it is in
   the first week of the next year when the next year's week 1 has begun (it is that
   year's day tm_yday - this year's length). Inline in size-optimised builds, in its
   one caller (less code); speed builds keep it out of the conversion. */
SPEED_NOINLINE static long long iso_week(const struct tm *tm, int *dy)
{
	long long days = iso_days(tm, 0);
	int before = days < 0;
	/* Whether that year, tm_year + 1900 - before, is a leap year: divisible by 4, and
	   by 16 too when by 100 (by 400 then). c: its remainder by 100, give or take 100
	   (1900 is a multiple of 100); low: its low bits, unsigned. */
	int c = tm->tm_year % 100 - before;
	unsigned low = (unsigned)tm->tm_year + 1900 - (unsigned)before;
	int length = 365 + !(low & (c % 100 ? 3 : 15));
	long long other = iso_days(tm, before ? length : -length);
	if (!before && other < 0) return days;
	*dy = before ? -1 : 1;
	return other;
}

/* What each conversion letter from 'A' to 'z' is, in a byte (0: no conversion, printed
   as it stands, as is a conversion with a modifier that glibc refuses with it in the C
   locale): whether glibc refuses E (bit 7) and O (bit 6) with it; then either a field
   printed as the number it is (bit 5: the field, its index among struct tm's ints; 1
   added or not; padded with spaces or not; its digits are 2, but 3 for tm_yday and 1
   for tm_wday), or the conversion's kind. E is refused by %a %A %D %F %b %h %B %d %e %H
   %I %k %l %j %M %m %S %U %V %g %G %W %w, O by %a %A %D %F %c %x %X %Y. */
#define E_REFUSED 0x80
#define O_REFUSED 0x40
#define NUMBER 0x20
enum {
	K_DAY = 1, K_MON, K_I, K_l, K_p, K_P, K_Z, K_z, K_s, K_u, K_W, K_U, K_V, K_G, K_g,
	K_C, K_y, K_Y, K_F,
	/* The subformats, in subformat[]'s order (the common first: speed builds look a
	   subformat up by skipping those before it). */
	K_T, K_c, K_D, K_R, K_r, K_n, K_t,
	K_SUB = K_T
};
#define FIELD(m) (offsetof(struct tm, m) / sizeof(int))
_Static_assert(FIELD(tm_sec) < 8 && FIELD(tm_min) < 8 && FIELD(tm_hour) < 8 && FIELD(tm_mday) < 8 &&
               FIELD(tm_mon) < 8 && FIELD(tm_wday) < 8 && FIELD(tm_yday) < 8, "a field's index fits 3 bits");
#define NUM(m, add, spaces) (E_REFUSED | NUMBER | FIELD(m) << 2 | (add) << 1 | (spaces))
#define CONV(kind, e, o) ((e) * E_REFUSED | (o) * O_REFUSED | (kind))
static const unsigned char letter[58] = {
	['A' - 'A'] = CONV(K_DAY, 1, 1), ['B' - 'A'] = CONV(K_MON, 1, 0),
	['C' - 'A'] = CONV(K_C, 0, 0), ['D' - 'A'] = CONV(K_D, 1, 1),
	['F' - 'A'] = CONV(K_F, 1, 1), ['G' - 'A'] = CONV(K_G, 1, 0),
	['H' - 'A'] = NUM(tm_hour, 0, 0), ['I' - 'A'] = CONV(K_I, 1, 0),
	['M' - 'A'] = NUM(tm_min, 0, 0), ['P' - 'A'] = CONV(K_P, 0, 0),
	['R' - 'A'] = CONV(K_R, 0, 0), ['S' - 'A'] = NUM(tm_sec, 0, 0),
	['T' - 'A'] = CONV(K_T, 0, 0), ['U' - 'A'] = CONV(K_U, 1, 0),
	['V' - 'A'] = CONV(K_V, 1, 0), ['W' - 'A'] = CONV(K_W, 1, 0),
	['X' - 'A'] = CONV(K_T, 0, 1), ['Y' - 'A'] = CONV(K_Y, 0, 1),
	['Z' - 'A'] = CONV(K_Z, 0, 0),
	['a' - 'A'] = CONV(K_DAY, 1, 1), ['b' - 'A'] = CONV(K_MON, 1, 0),
	['c' - 'A'] = CONV(K_c, 0, 1), ['d' - 'A'] = NUM(tm_mday, 0, 0),
	['e' - 'A'] = NUM(tm_mday, 0, 1), ['g' - 'A'] = CONV(K_g, 1, 0),
	['h' - 'A'] = CONV(K_MON, 1, 0), ['j' - 'A'] = NUM(tm_yday, 1, 0),
	['k' - 'A'] = NUM(tm_hour, 0, 1), ['l' - 'A'] = CONV(K_l, 1, 0),
	['m' - 'A'] = NUM(tm_mon, 1, 0), ['n' - 'A'] = CONV(K_n, 0, 0),
	['p' - 'A'] = CONV(K_p, 0, 0), ['r' - 'A'] = CONV(K_r, 0, 0),
	['s' - 'A'] = CONV(K_s, 0, 0), ['t' - 'A'] = CONV(K_t, 0, 0),
	['u' - 'A'] = CONV(K_u, 0, 0), ['w' - 'A'] = NUM(tm_wday, 0, 0),
	['x' - 'A'] = CONV(K_D, 0, 1), ['y' - 'A'] = CONV(K_y, 0, 0),
	['z' - 'A'] = CONV(K_z, 0, 0),
};
#undef NUM
#undef CONV
/* The digits of each field: 2, but 3 for tm_yday and 1 for tm_wday, 2 bits each. */
#define NUM_DIGITS ((0xaaaau & ~(3u << 2 * FIELD(tm_yday) | 3u << 2 * FIELD(tm_wday))) | \
                    3u << 2 * FIELD(tm_yday) | 1u << 2 * FIELD(tm_wday))

/* The flags, width and modifier of the conversion at *fp (its '%') into *c, and what
   the conversion is (its letter[] byte; 0: none, or a modifier refused): *fp then on
   its last character. */
SIZE_NOINLINE static unsigned parse(const char **fp, struct out *c)
{
	const char *f = *fp;
	int pad = 0, cas = 0, width = 0;
	for (;;) {
		char ch = *++f;
		if (ch == '^' || ch == '#') cas |= (ch & 1) + 1;        /* '^' even, '#' odd */
		else if (ch == '_' || ch == '-' || ch == '0' || ch == '+') pad = ch;
		else break;
	}
	c->pad = pad;
	c->cas = cas;
	for (unsigned dg; (dg = (unsigned)(*f - '0')) < 10; f++)
		width = width > (INT_MAX - 9) / 10 ? INT_MAX : width * 10 + (int)dg;
	c->width = width;
	unsigned refused = 0;
	if (*f == 'E' || *f == 'O') refused = *f++ == 'E' ? E_REFUSED : O_REFUSED;
	/* A '%' at the end: printed as it stands with its flags, then the loop ends (f
	   back on a flag, a digit, E, O, or the '%', which prints the same). */
	if (!*f) f--;
	*fp = f;
	unsigned i = (unsigned)(*f - 'A'), spec = i < sizeof letter ? letter[i] : 0;
	return spec & refused ? 0 : spec;
}

/* The conversion at f (its '%'; in the size variant's subformats, the byte before its
   letter) written at p: returns where the output goes on, or null when it does not
   fit (or asks for a call: x->need); *at is where the format goes on. Inline in its
   one caller, the size variant's loop or the speed variant's __t64_strftime_conv. */
static char *conv(char *p, const char *f, struct ctx *x, struct next *at)
{
	const struct tm *tm = x->tm;
	const char *start = f, *sub = 0, *text;
	struct out c;
	c.p = p;
	c.end = x->end;                             /* parse sets the rest */
	unsigned spec = parse(&f, &c), i;
	char ch = *f;
	/* '%' prints itself, as an unknown conversion of no more bytes would. */
	if (ch == '%') start = f;

	/* A number of d digits: v + add, or big (%s). v is long: %z's hhmm of a 64-bit
	   tm_gmtoff does not fit an int, and less code than long long values. */
	long v;
	long long big;
	int d = 2, how = 0, r, dy = 0;
	unsigned add = 0;
	unsigned kind = spec & 31;
	size_t n = 1;                               /* text: n bytes, in the case how */
	if (spec & NUMBER) {
		i = spec >> 2 & 7;
		v = ((const int *)tm)[i];
		add = spec >> 1 & 1;
		d = NUM_DIGITS >> 2 * i & 3;
		if (spec & 1) goto spaces;
		goto number;
	}
	/* %C %g %y and the ISO year's leap test read these: one division
	   instead of three. */
	int yq = tm->tm_year / 100, yr = tm->tm_year % 100;
	if (kind >= K_SUB) {
		sub = nth(subformat, kind - K_SUB + SUB_SKIP);
		kind = 0;
	}
	switch (kind) {
	case K_DAY: case K_MON: {
		/* The names; their first three letters for %a %b %h. */
		unsigned k = (unsigned)tm->tm_wday, base = 0, lim = 7;
		if (kind == K_MON) k = (unsigned)tm->tm_mon, base = 7, lim = 12;
		text = "?";
		if (k < lim) {
#if T64_TIME_SIZE              /* size: 16 bytes and a 19-byte table less */
			/* Size-optimised builds find the name by skipping those before
			   it, as a subformat's, without __t64_name_at. */
			text = nth(__t64_names, base + k);
#else
			text = __t64_names + __t64_name_at[base + k];
#endif
			n = ch >= 'a' ? 3 : len(text);
		}
		how = c.cas;                    /* '^' or '#': upper case */
		goto text;
	}
	case K_I: case K_l:
		v = tm->tm_hour > 12 ? tm->tm_hour - 12 : tm->tm_hour == 0 ? 12 : tm->tm_hour;
		if (kind == K_I) goto number;
	spaces:
		/* Space-padded unless '0', '+' or '-' asks otherwise. */
		if (!c.pad) c.pad = '_';
		goto number;
	case K_F:
		/* %+4Y-%m-%d; a flag or width goes to the year, the width less the
		   6 bytes of "-mm-dd" (POSIX.1-2024; at least 1, which a year's digit
		   fills anyway); the rest is a subformat of no width (0 after
		   number). */
		if (c.width) c.width = c.width > 6 ? c.width - 6 : 1;
		else if (!c.pad) c.pad = '+';
		sub = F_AT;
		goto year4;
	case K_g: case K_G: case K_V: {
		/* dy: the ISO year less the calendar year. */
		long long days = iso_week(tm, &dy);
		if (kind == K_G) goto year4;
		if (kind == K_g) goto year2;
		v = (long)sdiv(days, 7, &r);
		add = 1;
		goto number;
	}
	case K_C:
		/* The century, rounded down: 1900 is 19 whole ones. */
		v = yq - (yr < 0) + 19;
		d = -2;
		goto number;
	case K_y:
	year2:
		/* %g %y: the year modulo 100, 0 to 99 (that of tm_year is the same). */
		v = (yr + dy + 100) % 100;
		goto number;
	case K_p: case K_P:
		text = &"AM\0PM"[3 * (tm->tm_hour > 11)];
		n = 2;
		goto lower;
	case K_s:
		/* Seconds since the epoch of the broken-down time: exact for any
		   fields, as UTC less tm_gmtoff (equal to mktime's result for a
		   struct tm that localtime_r made; t64 needs no mktime here). Spaces
		   fill a width, as in glibc. */
#ifdef __TM_GMTOFF
		/* A tm_gmtoff near +-2^63 (LP64) puts it past time_t: no number
		   is printed, and the result is 0, as for one that does not fit. */
		if (__builtin_sub_overflow(__t64_tm_to_secs(tm), (long long)tm->__TM_GMTOFF, &big)) goto fail;
#else
		/* Without tm_gmtoff: mktime's answer, and likewise 0 (and mktime's
		   EOVERFLOW) without one. */
		if (!(x->have & NEED_OFFSET)) goto offset;
		big = x->t;
#endif
		if (!c.pad) c.pad = '_';
		d = 1;
		goto number64;
	case K_u: case K_W:
		/* The weekday from Monday, 0 to 6: %u counts from 1, %W's weeks
		   start on Mondays, %U's on Sundays. */
		v = rem7(tm->tm_wday + 6LL);
		if (kind == K_u) {
			add = 1, d = 1;
			goto number;
		}
		goto weeks;
	case K_U:
		v = tm->tm_wday;
	weeks:
		/* Weeks from the year's first Sunday (%U) or Monday (%W). */
		v = (long)sdiv(tm->tm_yday - (long long)v + 7, 7, &r);
		goto number;
	case K_Y:
	year4:
		v = tm->tm_year;
		add = (unsigned)(1900 + dy);
		d = -4;
		goto number;
	case K_z: {
		/* Nothing when tm_isdst < 0 (no zone known), as glibc. A width is
		   applied to the sign and again to the digits, as glibc does. */
		if (tm->tm_isdst < 0) break;
#ifdef __TM_GMTOFF
		long off = tm->__TM_GMTOFF;
#else
		/* Without tm_gmtoff: the offset at which mktime reads the fields,
		   their tm_isdst choosing standard or daylight time (for a POSIX TZ
		   string: -timezone, or its DST offset when tm_isdst > 0, as
		   picolibc's and newlib's %z); fields that are no instant give 0,
		   as for %s, with mktime's EOVERFLOW. */
		if (!(x->have & NEED_OFFSET)) goto offset;
		long off = x->off;
#endif
		/* hhmm, in long arithmetic, the width of tm_gmtoff (no 64-bit
		   division on 32-bit targets): the minutes, and 40 more for each
		   hour. */
		unsigned long a = (unsigned long)off;
		if (off < 0) a = 0 - a;
		put(&c, &"+-"[off < 0], 1, 0);
		v = (long)(a / 60 + a / 3600 * 40), d = 4;
		goto number;
	}
	case K_Z:
		/* tm_zone, or nothing when it is null (glibc would ask tzname). */
#ifdef __TM_ZONE
		text = tm->__TM_ZONE ? tm->__TM_ZONE : "";
		n = len(text);
#else
		/* Without tm_zone: the zone's name for tm_isdst, nothing when it is
		   negative (picolibc's and newlib's %Z), after a tzset (POSIX: as
		   though strftime called it). */
		if (!(x->have & NEED_NAMES)) {
			x->need = NEED_NAMES;
			goto fail;
		}
		/* Nothing as no bytes of the name read, not as "": no literal
		   for it (5 bytes less, Cortex-M3 -Os). */
		text = tzname[tm->tm_isdst > 0];
		n = tm->tm_isdst < 0 ? 0 : len(text);
#endif
	lower:
		/* %p %P %Z: upper case names that '#' (and %P) turns to lower case. */
		how = kind == K_P || c.cas & 2 ? -1 : c.cas & 1;
		goto text;
	number:
		big = (long long)v + add;
	number64:
		number(&c, d, big);
		c.width = 0;
		break;
	case 0:
		/* A subformat (sub), or none: printed as it stands, in the width. */
		if (sub) break;
		text = start;
		n = (size_t)(f - start + 1);
	text:
		put(&c, text, n, how);
		break;
#ifndef __TM_GMTOFF
	offset:
		x->need = NEED_OFFSET;
#endif
	fail:
		/* No result: it does not fit, or a call that strftime makes is asked
		   for (need). */
		c.p = 0;
		break;
	}
	at->f = f + 1;
	if (!sub) return c.p;
#if T64_TIME_SIZE
	/* The subformat runs in the loop of the format (struct next). */
	at->field = c;
	at->resume = at->f;
	at->f = sub;
	return c.p;
#else
	/* The subformat through strftime.c's loop again, into a buffer (each of its
	   fields is at most 11 bytes: %c needs 67 at worst), then put as one field: the
	   loop then holds no subformat state, which measured 10-20% of strftime-iso. */
	char tmp[96];
	struct ctx y = *x;
	y.end = tmp + sizeof tmp;
	char *q = __t64_strftime_sub(tmp, sub, &y);
	if (!q) return 0;
	put(&c, tmp, (size_t)(q - tmp), c.cas & 1);
	return c.p;
#endif
}

#if T64_TIME_SIZE
/* The loop over a format (strftime_conv.h), in this file so that the conversion is
   inline in it: as a call from strftime.c it took 32 bytes more of set 2 (Cortex-M3)
   and 2 % (Cortex-M3) to 8 % (rv32imac) more instructions per strftime. */
char *__t64_strftime_fmt(char *p, const char *f, struct ctx *x)
{
	char *end = x->end;
	struct next n;
	n.f = f;
	n.resume = 0;
	for (;;) {
		char ch = *n.f;
		/* A conversion: at its '%', or at a subformat's letter, which conv reads
		   as one after a '%' (f - 1: ch >> 6 is 1 for a letter, 0 for '%'). */
		if (ch == '%' || (n.resume && ch >= 'A')) {
#ifndef __TM_GMTOFF
			/* A pass that asks for a call goes on from here (strftime_conv.h). */
			if (!n.resume) x->rf = n.f, x->rp = p;
#endif
			p = conv(p, n.f - (ch >> 6), x, &n);
		} else if (ch) {
			if (p == end) return 0;
			*p++ = ch;
			n.f++;
		} else if (n.resume) {
			/* The end of a subformat: its field padded and cased. */
			put(&n.field, n.field.p, (size_t)(p - n.field.p), n.field.cas & 1);
			p = n.field.p;
			n.f = n.resume;
			n.resume = 0;
		} else {
			return p;
		}
		if (!p) return 0;
	}
}
#else
char *__t64_strftime_conv(char *p, const char *f, struct ctx *x, const char **next)
{
	struct next at;
	p = conv(p, f, x, &at);
	*next = at.f;
	return p;
}
#endif
