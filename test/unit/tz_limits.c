/* The zone limits a user can meet, at each limit and one past it, with the numbers
   written out here for each OS (not read from tz.h, so that a limit moved there, or made
   to follow the -O level or the time_speed choice, fails here): on Linux (and the host
   build, whose zone layer is Linux's) a TZ value of 255 bytes is honoured and one of 256
   is UTC, a TZif image of 64 types is read and one of 65 refused; on bare metal 127 and
   32; everywhere a TZif image of 2000 transitions, of 256 bytes of abbreviations is
   read, one with one more is refused. Every build of an OS prints the same lines: each
   says what localtime_r gave, so two builds' outputs (test/host's tz-limits-variants:
   the size variant at -Os against the speed one at -O2) are equal exactly when the
   builds behave alike. */
#ifdef T64_BAREMETAL
#define _POSIX_C_SOURCE 200809L         /* picolibc's setenv */
#endif
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "t.h"
#ifdef T64_BAREMETAL
#include <t64/tz.h>
#else
#include <fcntl.h>
#include <unistd.h>
#endif

/* The limits of the OS: the longest TZ value honoured, the most types read. */
#ifdef T64_BAREMETAL
#define MAX_TZ 127                      /* firmware RAM: the key and the parser's copy */
#define MAX_TYPES 32
#else
#define MAX_TZ 255
#define MAX_TYPES 64
#endif

/* 2026-07-01 12:00:00 UTC: summer in the northern rule below. */
#define NOON 1782907200LL

static void set_tz(const char *tz)
{
#ifdef T64_BAREMETAL
	if (tz) setenv("TZ", tz, 1);
	else unsetenv("TZ");
#else
	static char var[300];
	static char *env[2];
	size_t n = strlen(tz ? tz : "");
	memcpy(var, "TZ=", 3);
	memcpy(var + 3, tz ? tz : "", n + 1);
	env[0] = tz ? var : 0;
	env[1] = 0;
	environ = env;
#endif
	tzset();
}

/* The zone of an image: installed (bare metal) or a file named by TZ (Linux, the host),
   by a path of path_len bytes (0: its shortest; more: "./" and a "/" put in, the same
   file); returns whether the library took it (install's result; a file is always
   opened). */
static int use_image_at(const unsigned char *img, size_t len, size_t path_len)
{
#ifdef T64_BAREMETAL
	(void)path_len;
	t64_tzif_install(0, 0);
	int r = t64_tzif_install(img, len);
	set_tz(0);
	return r == 0;
#else
	/* A new name each time: a zone is rebuilt when the TZ value changes, not the file. */
	static char path[] = "/tmp/t64-tz-limits.0000000000.a";
	static char serial = 'a';
	for (long pid = getpid(), i = 0; i < 10; i++, pid /= 10) path[sizeof path - 4 - i] = (char)('0' + pid % 10);
	path[sizeof path - 2] = serial++;
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	long n = fd < 0 ? -1 : (long)write(fd, img, len);
	if (fd >= 0) close(fd);
	static char longer[MAX_TZ + 2];
	size_t pad = path_len > sizeof path - 1 ? path_len - (sizeof path - 1) : 0;
	if (pad && path_len < sizeof longer) {
		memcpy(longer, path, 5);                /* "/tmp/" */
		for (size_t i = 0; i < pad; i++) longer[5 + i] = pad % 2 && i == 0 ? '/' : "./"[(i - pad % 2) % 2];
		memcpy(longer + 5 + pad, path + 5, sizeof path - 5);
		set_tz(longer);
	} else
		set_tz(path);
	unlink(path);
	return n == (long)len;
#endif
}
#define use_image(img, len) use_image_at(img, len, 0)

/* localtime_r at NOON: its hour and tm_isdst, the zone's whole observable answer here. */
static void at_noon(int *hour, int *isdst)
{
	time_t t = (time_t)NOON;
	struct tm tm;
	memset(&tm, 0, sizeof tm);
	localtime_r(&t, &tm);
	*hour = tm.tm_hour, *isdst = tm.tm_isdst;
}

static void put32(unsigned char *p, unsigned long v)
{
	p[0] = (unsigned char)(v >> 24), p[1] = (unsigned char)(v >> 16);
	p[2] = (unsigned char)(v >> 8), p[3] = (unsigned char)v;
}

/* A version 1 TZif image: ntimes transitions (every minute from 0, all to type 0),
   ntypes types of +01:00 (standard), each naming the abbreviation at 8 * its index when
   names8, else all "AB"; chars: the abbreviations' bytes. Returns its length. */
static unsigned char img[44 + 2001 * 5 + (MAX_TYPES + 1) * 6 + 264];
static size_t image(unsigned ntimes, unsigned ntypes, const char *chars, unsigned nchars, int names8)
{
	memset(img, 0, sizeof img);
	memcpy(img, "TZif", 4);
	put32(img + 32, ntimes), put32(img + 36, ntypes), put32(img + 40, nchars);
	unsigned char *p = img + 44;
	for (unsigned i = 0; i < ntimes; i++, p += 4) put32(p, 60ul * i);
	p += ntimes;                            /* each transition's type: 0 */
	for (unsigned i = 0; i < ntypes; i++, p += 6) {
		put32(p, 3600);
		p[5] = (unsigned char)(names8 ? 8 * i : 0);
	}
	memcpy(p, chars, nchars);
	return (size_t)(p + nchars - img);
}

static void check_image(const char *what, unsigned n, unsigned limit, size_t len)
{
	int taken = use_image(img, len), hour, isdst;
	at_noon(&hour, &isdst);
	int read = n <= limit;
	/* Read: +01:00 (13 h); refused: UTC (12 h), and on bare metal install says so. */
	T_CHECK(hour == (read ? 13 : 12) && isdst == 0 && (read || !taken || hour == 12),
	        "a TZif image of %u %s (limit %u) is %s: %02d h, isdst %d%s", n, what, limit,
	        read ? "read" : "refused", hour, isdst, taken ? "" : ", install refused");
}

int main(void)
{
	/* TZ values of MAX_TZ and one byte more: "<AAA...>-1<BBB...>,M3.5.0,M10.5.0/3", the
	   names as long as makes the length. A libc whose TZNAME_MAX is shorter (picolibc:
	   10) has no valid value that long: a name of that limit is localtime.c's test. */
#if !defined TZNAME_MAX || TZNAME_MAX >= (MAX_TZ + 1) / 2
	static char tz[MAX_TZ + 2];
	const char *rule = ",M3.5.0,M10.5.0/3";
	for (size_t len = MAX_TZ; len <= MAX_TZ + 1; len++) {
		size_t names = len - strlen(rule) - 2 - 4;      /* "-1" and the four brackets */
		size_t a = names / 2, b = names - a;
		char *p = tz;
		*p++ = '<', memset(p, 'A', a), p += a, *p++ = '>';
		memcpy(p, "-1", 2), p += 2;
		*p++ = '<', memset(p, 'B', b), p += b, *p++ = '>';
		memcpy(p, rule, strlen(rule) + 1);   /* t64 on Linux has no strcpy */
		set_tz(tz);
		int hour, isdst, honoured = len <= MAX_TZ;
		at_noon(&hour, &isdst);
		T_CHECK(strlen(tz) == len && hour == (honoured ? 14 : 12) && isdst == honoured,
		        "a TZ value of %u bytes (limit %d) is %s: %02d h, isdst %d", (unsigned)strlen(tz),
		        MAX_TZ, honoured ? "honoured" : "UTC", hour, isdst);
	}
#endif

	/* Types: MAX_TYPES read, one more refused. */
	for (unsigned n = MAX_TYPES; n <= MAX_TYPES + 1; n++) check_image("types", n, MAX_TYPES, image(0, n, "AB", 3, 0));
#ifndef T64_BAREMETAL
	/* The TZ length bounds a file's path too: one of MAX_TZ bytes is read, one a byte
	   longer is UTC before any file is tried. */
	for (size_t len = MAX_TZ; len <= MAX_TZ + 1; len++) {
		int hour, isdst, read = len <= MAX_TZ;
		use_image_at(img, image(0, 1, "AB", 3, 0), len);
		at_noon(&hour, &isdst);
		T_CHECK(hour == (read ? 13 : 12) && isdst == 0, "TZ naming a TZif file by a path of %u bytes (limit %d) is %s: %02d h",
		        (unsigned)len, MAX_TZ, read ? "read" : "UTC", hour);
	}
#endif
	/* Transitions: 2000 read, 2001 refused. */
	for (unsigned n = 2000; n <= 2001; n++) check_image("transitions", n, 2000, image(n, 1, "AB", 3, 0));
	/* Abbreviation bytes: 32 types of 7-letter names, 256 bytes with their NULs, read;
	   the last name a letter longer, 257, refused. */
	static char chars[264];
	for (unsigned n = 256; n <= 257; n++) {
		memset(chars, 0, sizeof chars);
		for (unsigned i = 0; i < 32; i++) memset(chars + 8 * i, 'A' + (int)(i % 26), 7);
		if (n == 257) chars[255] = 'Z';
		check_image("abbreviation bytes", n, 256, image(0, 32, chars, n, 1));
	}
	return t_done();
}
