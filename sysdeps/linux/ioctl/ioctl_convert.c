/* The old and time64 forms of a device ioctl's buffer, each into the other, as
   ioctl_layout.h describes them. Pure functions over bytes: the library calls them
   around the old request, test/unit/ioctl_compat.c with byte images, and the fuzzer
   (test/fuzz/ioctl_compat.c) on the host. */
#include <stdint.h>
#include "ioctl_layout.h"

static int64_t get64(const unsigned char *p)
{
	int64_t v;
	__builtin_memcpy(&v, p, sizeof v);
	return v;
}

static int32_t get32(const unsigned char *p)
{
	int32_t v;
	__builtin_memcpy(&v, p, sizeof v);
	return v;
}

static int v4l2_output(const unsigned char *buf)
{
	uint32_t type = (uint32_t)get32(buf + T64_V4L2_BUF_TYPE);
	return type < 32 && (T64_V4L2_OUTPUT_TYPES >> type & 1);
}

int __t64_ioctl_narrow(const struct t64_ioctl_layout *l, unsigned char *old, const unsigned char *new)
{
	__builtin_memset(old, 0, l->old_size);
	for (unsigned i = 0; i < l->n; i++) {
		const struct t64_ioctl_field *f = &l->f[i];
		unsigned char *o = old + f->old_off;
		const unsigned char *n = new + f->new_off;
		if (!(f->how & T64_IO_IN)) continue;
		if ((f->how & T64_IO_IFOUT) && !v4l2_output(new)) continue;
		if ((f->how & T64_IO_KIND) == T64_IO_COPY) {
			__builtin_memcpy(o, n, f->len);
		} else {
			/* Seconds and sub-seconds alike: the kernel reads the whole 64-bit word of
			   the new form (drivers/char/ppdev.c PPSETTIME64: s64[2]), so a value it
			   would take there but the old form cannot hold is refused, never cut. */
			int64_t v = get64(n);
			int32_t w = (int32_t)v;
			if (v != w) return 1;
			__builtin_memcpy(o, &w, sizeof w);
		}
	}
	return 0;
}

void __t64_ioctl_widen(const struct t64_ioctl_layout *l, unsigned char *new, const unsigned char *old)
{
	int out = 0;
	for (unsigned i = 0; i < l->n; i++) out |= l->f[i].how & T64_IO_OUT;
	if (!out) return;
	__builtin_memset(new, 0, l->new_size);
	for (unsigned i = 0; i < l->n; i++) {
		const struct t64_ioctl_field *f = &l->f[i];
		const unsigned char *o = old + f->old_off;
		unsigned char *n = new + f->new_off;
		int64_t v;
		if (!(f->how & T64_IO_OUT)) continue;
		switch (f->how & T64_IO_KIND) {
		case T64_IO_COPY:
			__builtin_memcpy(n, o, f->len);
			continue;
		case T64_IO_SEC:
			/* Linux keeps these times at or above 0 (stamps, idle times), and an old
			   kernel truncates past 2038 rather than fail: unsigned, right until 2106. */
			v = (uint32_t)get32(o);
			break;
		default:
			v = get32(o);
			break;
		}
		__builtin_memcpy(n, &v, sizeof v);
	}
}
