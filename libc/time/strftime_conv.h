/* What strftime.c (strftime; the speed variant's loop over the format, with its fast
   path) and strftime_conv.c (the conversions; the size variant's loop) share. */
#ifndef T64_TIME_STRFTIME_CONV_H
#define T64_TIME_STRFTIME_CONV_H
#include <time.h>
#include "hidden.h"
#include "t64_config.h"

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

#if T64_TIME_SIZE
/* The size variant's loop over a format, with the conversions inline in it
   (strftime_conv.c): the format's bytes at p, or null when they do not fit x->end (or
   a conversion asks for a call: x->need). A subformat runs in the same loop, not in a
   call of its own (no recursion, so that the call graph bounds the stack). */
T64_HIDDEN char *__t64_strftime_fmt(char *p, const char *f, struct ctx *x);
#else
/* The speed variant's: the conversion at f (its '%') written at p, for those the fast
   path of strftime.c's loop does not take: returns where the output goes on, or null
   when it does not fit (or asks for a call: x->need); *next is after the conversion. */
T64_HIDDEN char *__t64_strftime_conv(char *p, const char *f, struct ctx *x, const char **next);
/* strftime.c's loop, out of line: the conversion runs a subformat (%c %D %F %r %R %T
   %x %X) through it into a buffer. */
T64_HIDDEN char *__t64_strftime_sub(char *p, const char *f, struct ctx *x);
#endif
#endif
