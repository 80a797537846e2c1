/* strftime (strftime_conv.h), the size-optimised build's (libc/time/meson.build;
   firmware): no fast path, and one loop, which runs subformats too. */
#include <limits.h>
#include <stddef.h>
#include <time.h>
#include "calendar.h"
#include "tmtext.h"
#include "tz.h"

/* A helper that would be inlined twice stays out of line, and so does fmt, so that
   strftime's frame is small under the zone's calls. */
#define SIZE_NOINLINE __attribute__((__noinline__))
#define SPEED_NOINLINE
#define SPEED_INLINE

/* %T and %X, %c, %D and %x, %R, %r, %n, %t (K_SUB on), and the rest of %F (F_REST),
   each after the previous one's null, without their '%'s, which fmt's loop does not
   need here: in a subformat every letter is a conversion, every other byte (all below
   'A') itself. They start at SUB0, after a null that keeps each letter's predecessor,
   where its conversion is said to start, in the array. */
#define SUB0 (subformat + 1)
#define F_REST "-m-d"
static const char subformat[] =
	"\0H:M:S\0a b e H:M:S Y\0m/d/y\0H:M\0I:M:S p\0\n\0\t\0" F_REST;

struct ctx;
SIZE_NOINLINE static char *fmt(char *p, const char *f, struct ctx *x);

#include "strftime_conv.h"

/* The subformat runs in fmt's loop: conv hands it back as the format to go on with,
   field its flags and resume where the format goes on after it. */
static inline __attribute__((__always_inline__))
char *run_sub(struct out *c, const char *sub, struct ctx *x, const char **next,
              struct out *field, const char **resume)
{
	(void)x;
	*field = *c;
	*resume = *next;
	*next = sub;
	return c->p;
}

SIZE_NOINLINE static char *fmt(char *p, const char *f, struct ctx *x)
{
	char *end = x->end;
	/* A subformat runs in this same loop, not in a call of its own: resume is where
	   the format goes on after it, field the flags of its field and (field.p) where
	   its bytes start. */
	const char *resume = 0;
	struct out field;
	for (;;) {
		char ch = *f;
		/* A conversion: at its '%', or at a subformat's letter, which conv reads
		   as one after a '%' (f - 1: ch >> 6 is 1 for a letter, 0 for '%'). */
		if (ch == '%' || (resume && ch >= 'A')) {
#ifndef __TM_GMTOFF
			/* A pass that asks for a call goes on from here (strftime_conv.h). */
			if (!resume) x->rf = f, x->rp = p;
#endif
			p = conv(p, f - (ch >> 6), x, &f, &field, &resume);
		} else if (ch) {
			if (p == end) return 0;
			*p++ = ch;
			f++;
		} else if (resume) {
			/* The end of a subformat: its field padded and cased. */
			put(&field, field.p, (size_t)(p - field.p), field.cas & 1);
			p = field.p;
			f = resume;
			resume = 0;
		} else {
			return p;
		}
		if (!p) return 0;
	}
}
