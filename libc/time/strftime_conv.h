/* What strftime.c (strftime and its runner of a format) and strftime_conv.c (one
   conversion, and the bytes of every field) share. */
#ifndef T64_TIME_STRFTIME_CONV_H
#define T64_TIME_STRFTIME_CONV_H
#include <stddef.h>
#include <time.h>
#include "hidden.h"
#include "t64_config.h"

/* One conversion: where it writes, its flags, and what it writes. pad is 0, '_', '-',
   '0' or '+' (the last one given counts); width is 0 when none is given (one given is
   at least 1: a '0' before it is a flag). */
struct out {
	char *p, *end;          /* p: null once the result does not fit */
	int pad;
	int width;
	int cas;                /* 1: '^'; 2: '#' (names upper case, %p and %Z lower case) */
};

/* What every conversion reads: the fields, and where the output ends (kept for the
   terminating null). */
struct ctx {
	const struct tm *tm;
	char *end;
#ifndef __TM_GMTOFF
	/* A struct tm without tm_gmtoff and tm_zone (picolibc's, bare metal) is local
	   time, as picolibc and newlib read it: %Z asks the zone for its names (tzset),
	   %z and %s ask mktime, which reads the fields as the zone's. Neither is called
	   from inside the formatting: a conversion that needs one and does not have it
	   (have) asks for it (need) and ends the formatting; strftime makes the call,
	   with a stack that holds nothing of the formatting, and formats again (from rf, rp). The call
	   comes at the point where the conversion would have made it, so the output and
	   errno are the same. t is what mktime makes of a copy of the fields (their
	   tm_isdst choosing between standard and daylight time, or -1 letting the zone
	   decide), as glibc's %s is, and off the offset at which it read them. */
	unsigned char need, have;       /* NEED_NAMES, NEED_OFFSET */
	long off;
	long long t;
	/* Where the next pass starts: the format and the output of the conversion that
	   asked, when the loop records them (the size variant's, outside a subformat:
	   what came before is final, so it is not formatted again), else the whole
	   format. */
	const char *rf;
	char *rp;
#endif
};

#ifndef __TM_GMTOFF
#define NEED_NAMES 1
#define NEED_OFFSET 2
#endif

/* Where the format goes on after a conversion: f, after it; or, in the size variant,
   when the rest of the conversion's field is a subformat (%c %D %F %r %R %T %x %X),
   the subformat, which the loop of the format runs (no recursion, so that the call
   graph bounds the stack), resume then where the format goes on after it (null
   outside a subformat) and field the flags of its field and (field.p) where its bytes
   start: the loop puts them as that one field at the subformat's end. The speed
   variant runs a subformat through __t64_strftime_fmt into a buffer instead, and puts
   it itself. */
struct next {
	const char *f;
#if T64_TIME_SIZE
	const char *resume;
	struct out field;
#endif
};

/* The conversion at f (its '%'; in the size variant's subformats, the byte before its
   letter) written at p: returns where the output goes on, or null when it does not
   fit (or asks for a call: x->need); *at is where the format goes on. */
T64_HIDDEN char *__t64_strftime_conv(char *p, const char *f, struct ctx *x, struct next *at);

/* s[0..n) right-aligned in o's width, padded, in the case how (strftime_conv.c says
   how); o->p then after it, or null when it does not fit. */
T64_HIDDEN void __t64_strftime_put(struct out *o, const char *s, size_t n, int how);

/* The speed variant's: a format's bytes at p, or null when they do not fit x->end
   (strftime.c's fast path, out of line for the subformats). */
T64_HIDDEN char *__t64_strftime_fmt(char *p, const char *f, struct ctx *x);
#endif
