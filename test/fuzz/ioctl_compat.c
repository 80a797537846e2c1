/* libFuzzer fuzzer of the device ioctls' buffer conversions
   (sysdeps/linux/ioctl/ioctl_convert.c) over every layout of ioctl_layout.h, expanded
   for each ABI the layouts serve: 64-bit members aligned to 4 (i386) or 8, little- or
   big-endian offsets (the host reads the words in its own order: the properties do not
   depend on it). The input picks the ABI and the layout, then fills an old and a time64
   buffer of exactly their sizes (AddressSanitizer sees any byte outside). Properties:
   - narrow refuses (EOVERFLOW) exactly when a time the kernel reads does not fit 32 bits;
     otherwise every such field is the new one's value, every byte of no such field 0;
   - widen writes every field the kernel writes as the old value (seconds unsigned,
     sub-seconds signed), every byte of no such field 0, nothing when there is none;
   - old to new to old gives the old fields back, refused exactly when one the kernel
     reads both ways has seconds past 2^31-1 (they widen unsigned).
   A finding says which property failed. */
#include "fuzz.h"
#define T64_IOCTL_A64 a64
#define T64_IOCTL_BIG big
#include "ioctl_layout.h"

#define N_ABI 4
#define L(name, init) init,
static struct t64_ioctl_layout layouts[N_ABI][32];
static unsigned n_layouts;

/* The layouts' initializers read a64 and big: each ABI's list is built with its pair. */
static void build(void)
{
	for (int abi = 0; abi < N_ABI; abi++) {
		const unsigned a64 = abi & 1 ? 8 : 4, big = abi >> 1;
		const struct t64_ioctl_layout list[] = { T64_IOCTL_LAYOUTS(L) };
		n_layouts = sizeof list / sizeof *list;
		memcpy(layouts[abi], list, sizeof list);
		(void)big;
	}
}

static unsigned field_len(const struct t64_ioctl_field *f, int new)
{
	return (f->how & T64_IO_KIND) == T64_IO_COPY ? f->len : new ? 8 : 4;
}

static int64_t get64(const unsigned char *p) { int64_t v; memcpy(&v, p, 8); return v; }
static int32_t get32(const unsigned char *p) { int32_t v; memcpy(&v, p, 4); return v; }

/* V4L2_TYPE_IS_OUTPUT (linux/videodev2.h) of a v4l2_buffer's type, its second u32. */
static int is_output(const unsigned char *buf)
{
	uint32_t type;
	memcpy(&type, buf + 4, 4);
	return type == 2 || type == 3 || type == 5 || type == 7 || type == 8 || type == 10
		|| type == 12 || type == 14;
}

/* Which bytes the fields of direction `dir` cover, in the old or the new buffer. */
static void covered(const struct t64_ioctl_layout *l, int dir, int new, unsigned char *map)
{
	memset(map, 0, new ? l->new_size : l->old_size);
	for (unsigned i = 0; i < l->n; i++)
		if (l->f[i].how & dir)
			memset(map + (new ? l->f[i].new_off : l->f[i].old_off), 1, field_len(&l->f[i], new));
}

static void sane(const struct t64_ioctl_layout *l, int abi, unsigned k)
{
	PROP(l->n <= T64_IOCTL_FIELDS && l->old_size <= T64_IOCTL_OLD_MAX && l->old_size < l->new_size,
	     "abi %d layout %u: %u fields, sizes %u/%u", abi, k, l->n, l->old_size, l->new_size);
	for (unsigned i = 0; i < l->n; i++) {
		const struct t64_ioctl_field *f = &l->f[i];
		PROP(f->old_off + field_len(f, 0) <= l->old_size && f->new_off + field_len(f, 1) <= l->new_size,
		     "abi %d layout %u field %u: old %u+%u of %u, new %u+%u of %u", abi, k, i, f->old_off,
		     field_len(f, 0), l->old_size, f->new_off, field_len(f, 1), l->new_size);
		PROP(f->how & T64_IO_BOTH, "abi %d layout %u field %u goes nowhere", abi, k, i);
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static int built;
	if (!built) {
		build();
		for (int abi = 0; abi < N_ABI; abi++)
			for (unsigned k = 0; k < n_layouts; k++) sane(&layouts[abi][k], abi, k);
		built = 1;
	}
	struct in in = { data, size };
	unsigned pick = (unsigned)take(&in, 1);
	int abi = pick % N_ABI;
	unsigned k = pick / N_ABI % n_layouts;
	const struct t64_ioctl_layout *l = &layouts[abi][k];
	unsigned char *old = malloc(l->old_size), *new = malloc(l->new_size), *old2 = malloc(l->old_size),
		*new2 = malloc(l->new_size), map[256];
	for (unsigned i = 0; i < l->old_size; i++) old[i] = (unsigned char)take(&in, 1);
	for (unsigned i = 0; i < l->new_size; i++) new[i] = (unsigned char)take(&in, 1);
	/* A v4l2_buffer's type from the input's next byte, so that output and capture
	   buffers both come, not one random word in 2^29. */
	for (unsigned i = 0; i < l->n; i++)
		if (l->f[i].how & T64_IO_IFOUT) {
			uint32_t t = (uint32_t)take(&in, 1) % 16;
			memcpy(new + 4, &t, 4);
			t = (uint32_t)take(&in, 1) % 16;
			memcpy(old + 4, &t, 4);
			break;
		}

	/* new to old: refused exactly when a time the kernel reads does not fit; a capture
	   buffer's stamp (V4L2_TYPE_IS_OUTPUT false for its type) it does not read. */
	int output = is_output(new);
	int unfit = 0;
	for (unsigned i = 0; i < l->n; i++) {
		const struct t64_ioctl_field *f = &l->f[i];
		if ((f->how & T64_IO_IFOUT) && !output) continue;
		if ((f->how & T64_IO_IN) && (f->how & T64_IO_KIND) != T64_IO_COPY) {
			int64_t v = get64(new + f->new_off);
			unfit |= v < INT32_MIN || v > INT32_MAX;
		}
	}
	int r = __t64_ioctl_narrow(l, old2, new);
	PROP(!r == !unfit, "abi %d layout %u: narrow %d, a read time %s", abi, k, r, unfit ? "does not fit" : "fits");
	if (!r) {
		covered(l, T64_IO_IN, 0, map);
		for (unsigned i = 0; i < l->old_size; i++)
			PROP(map[i] || !old2[i], "abi %d layout %u: narrow left byte %u of no read field %#x", abi, k, i, old2[i]);
		for (unsigned i = 0; i < l->n; i++) {
			const struct t64_ioctl_field *f = &l->f[i];
			if (!(f->how & T64_IO_IN)) continue;
			if ((f->how & T64_IO_IFOUT) && !output) {
				for (unsigned j = 0; j < 4; j++)
					PROP(!old2[f->old_off + j], "abi %d layout %u field %u: a capture buffer's stamp goes as 0", abi, k, i);
				continue;
			}
			if ((f->how & T64_IO_KIND) == T64_IO_COPY)
				PROP(!memcmp(old2 + f->old_off, new + f->new_off, f->len), "abi %d layout %u field %u: copy in", abi, k, i);
			else
				PROP(get32(old2 + f->old_off) == get64(new + f->new_off), "abi %d layout %u field %u: time in", abi, k, i);
		}
	}

	/* old to new. */
	int out = 0;
	for (unsigned i = 0; i < l->n; i++) out |= l->f[i].how & T64_IO_OUT;
	memcpy(new2, new, l->new_size);
	__t64_ioctl_widen(l, new2, old);
	if (!out) {
		PROP(!memcmp(new2, new, l->new_size), "abi %d layout %u: widen without OUT fields wrote", abi, k);
	} else {
		covered(l, T64_IO_OUT, 1, map);
		for (unsigned i = 0; i < l->new_size; i++)
			PROP(map[i] || !new2[i], "abi %d layout %u: widen left byte %u of no field %#x", abi, k, i, new2[i]);
		for (unsigned i = 0; i < l->n; i++) {
			const struct t64_ioctl_field *f = &l->f[i];
			int64_t want;
			if (!(f->how & T64_IO_OUT)) continue;
			switch (f->how & T64_IO_KIND) {
			case T64_IO_COPY:
				PROP(!memcmp(new2 + f->new_off, old + f->old_off, f->len), "abi %d layout %u field %u: copy out", abi, k, i);
				continue;
			case T64_IO_SEC: want = (uint32_t)get32(old + f->old_off); break;
			default: want = get32(old + f->old_off); break;
			}
			PROP(get64(new2 + f->new_off) == want, "abi %d layout %u field %u: time out %lld, want %lld", abi, k, i,
			     (long long)get64(new2 + f->new_off), (long long)want);
		}

		/* ... and back: the fields that go both ways return, refused exactly when
		   their seconds widened past 2^31-1. */
		int past = 0, output2 = is_output(new2);
		for (unsigned i = 0; i < l->n; i++) {
			const struct t64_ioctl_field *f = &l->f[i];
			if ((f->how & T64_IO_IFOUT) && !output2) continue;
			if ((f->how & T64_IO_BOTH) == T64_IO_BOTH && (f->how & T64_IO_KIND) == T64_IO_SEC)
				past |= get32(old + f->old_off) < 0;
		}
		r = __t64_ioctl_narrow(l, old2, new2);
		PROP(!r == !past, "abi %d layout %u: round trip narrow %d, seconds past 2^31-1: %d", abi, k, r, past);
		for (unsigned i = 0; !r && i < l->n; i++) {
			const struct t64_ioctl_field *f = &l->f[i];
			if ((f->how & T64_IO_IFOUT) && !output2) {
				for (unsigned j = 0; j < 4; j++)
					PROP(!old2[f->old_off + j], "abi %d layout %u field %u: a capture buffer's stamp goes as 0", abi, k, i);
			} else if ((f->how & T64_IO_BOTH) == T64_IO_BOTH)
				PROP(!memcmp(old2 + f->old_off, old + f->old_off, field_len(f, 0)),
				     "abi %d layout %u field %u: old to new to old differs", abi, k, i);
		}
	}
	free(old), free(new), free(old2), free(new2);
	return 0;
}
