/* The rewrite of the old 32-bit time-stamp control messages into the new 64-bit ones
   (sysdeps/linux/socket/cmsg_widen.c: recvmsg and recvmmsg on a 32-bit target whose
   kernel predates Linux 5.1) on any control buffer. The code is built with i386's tables
   and the host's struct layout (meson.build); its close() is recorded, not made
   (cmsg/cmsg_bridge.c). The buffer is an exact-size allocation of the program's size,
   so ASan reports any access outside it.

   The first byte picks how the buffer is made. Laid out as a kernel lays it out (old
   stamps, new stamps, SCM_RIGHTS, any other level and type, an old type with a length
   no stamp has; the last message cut short, or SCM_RIGHTS with fewer descriptors, where
   room runs out, with MSG_CTRUNC), the result must be:
   - well-formed: from the start, each header whole, its length at least a header's and
     inside msg_controllen, the next one at the aligned end, the last one ending the
     buffer; msg_controllen within the program's buffer;
   - the input's messages in order, each old stamp of the exact length as its new type
     with every pair of 32-bit words widened exactly (seconds unsigned, as t64's clocks
     read them; the fraction signed), every other message byte for byte, possibly
     without a tail;
   - a tail missing only with MSG_CTRUNC, and only because its first message did not fit
     after those kept (an old stamp cut short is dropped whatever the room: it has no
     time to rewrite); no other flag changed, and none at all when nothing was dropped;
   - the descriptors of the dropped SCM_RIGHTS messages closed, and no others.
   Otherwise (any cmsg_len, any msg_controllen, raw bytes): no access outside the buffer,
   msg_controllen within it, no system call but close(), and a msg_controllen beyond the
   buffer's size (or no buffer) leaves everything as it was. */
#include <stddef.h>
#include <sys/socket.h>
#include "cmsg_bridge.h"
#include "fuzz.h"

#define A t64fz_cmsg_abi
#define HDR CMSG_LEN(0)
#define MAX_CAP 1024
#define MAX_MSG 64

struct msg {
	size_t at, len;
	int level, type;
};

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc, (void)argv;
	/* The library's struct msghdr and struct cmsghdr must lie as the host's, which this
	   harness fills and reads. */
	PROP(A.msghdr_size == sizeof(struct msghdr) &&
	     A.off_control == offsetof(struct msghdr, msg_control) &&
	     A.off_controllen == offsetof(struct msghdr, msg_controllen) &&
	     A.off_flags == offsetof(struct msghdr, msg_flags) &&
	     A.cmsghdr_size == sizeof(struct cmsghdr) &&
	     A.off_level == offsetof(struct cmsghdr, cmsg_level) &&
	     A.off_type == offsetof(struct cmsghdr, cmsg_type) && A.cmsg_align == CMSG_ALIGN(1),
	     "t64's socket structures are not laid out as the host's");
	return 0;
}

static void put_hdr(unsigned char *p, size_t len, int level, int type)
{
	struct cmsghdr h;
	memset(&h, 0, sizeof h);
	h.cmsg_len = len;
	h.cmsg_level = level;
	h.cmsg_type = type;
	memcpy(p, &h, sizeof h);
}

static struct msg get_hdr(const unsigned char *buf, size_t at)
{
	struct cmsghdr h;
	memcpy(&h, buf + at, sizeof h);
	return (struct msg){ at, h.cmsg_len, h.cmsg_level, h.cmsg_type };
}

/* 1, 1 or 3 pairs of words for an old stamp's type at SOL_SOCKET, else 0; *k its index. */
static unsigned old_pairs(const struct msg *m, int *k)
{
	for (int i = 0; i < 3; i++)
		if (m->level == A.sol_socket && m->type == A.old_type[i]) {
			*k = i;
			return i == 2 ? 3 : 1;
		}
	return 0;
}

/* A kernel's buffer: messages while input and room last. Returns the bytes used. */
static size_t lay_out(struct in *in, unsigned char *buf, size_t cap, struct msg *v, int *n,
                      int *flags)
{
	size_t at = 0;
	*n = 0;
	while (in->n && *n < MAX_MSG && cap - at >= HDR) {
		unsigned kind = (unsigned)take(in, 1), j = kind / 8 % 3;
		int level = A.sol_socket, type;
		size_t plen;
		switch (kind % 8) {
		case 0: case 1: case 2: type = A.old_type[kind % 8]; plen = kind % 8 == 2 ? 24 : 8; break;
		case 3: type = A.scm_rights; plen = 4 * (1 + take(in, 1) % 8); break;
		case 4: type = A.new_type[j]; plen = j == 2 ? 48 : 16; break;
		case 5: level = (int)take(in, 1) % 4; type = (int)take(in, 1); plen = take(in, 1) % 64; break;
		case 6: type = A.old_type[j]; plen = (j == 2 ? 24 : 8) + 1 + take(in, 1) % 16; break;
		default: level = 0; type = A.old_type[j]; plen = j == 2 ? 24 : 8; break;
		}
		size_t room = cap - at, len = CMSG_LEN(plen);
		if (len > room) {
			*flags |= A.msg_ctrunc;
			if (level == A.sol_socket && type == A.scm_rights) {
				/* The kernel passes the descriptors that fit. */
				plen = (room - HDR) / 4 * 4;
				if (!plen) break;
				len = CMSG_LEN(plen);
			} else {
				len = room;
			}
		}
		put_hdr(buf + at, len, level, type);
		for (size_t i = HDR; i < len; i++) buf[at + i] = (unsigned char)take(in, 1);
		v[(*n)++] = (struct msg){ at, len, level, type };
		at += CMSG_SPACE(plen) < room ? CMSG_SPACE(plen) : room;
		if (len < CMSG_LEN(plen)) break;
	}
	return at;
}

static int cmp_int(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;
	return (x > y) - (x < y);
}

static int32_t word32(const unsigned char *p) { int32_t w; memcpy(&w, p, 4); return w; }
static int64_t word64(const unsigned char *p) { int64_t w; memcpy(&w, p, 8); return w; }

/* The well-formed case: the properties of the header comment. */
static void check_laid_out(const unsigned char *orig, const struct msg *in, int n, size_t cap,
                           const unsigned char *buf, size_t used, int flags, int flags0)
{
	/* What each input message becomes; a cut old stamp ends the list. */
	int exp_n = n;
	for (int i = 0; i < n; i++) {
		int k;
		if (old_pairs(&in[i], &k) && in[i].len < CMSG_LEN(8 * old_pairs(&in[i], &k))) {
			exp_n = i;
			break;
		}
	}
	PROP(used <= cap, "msg_controllen %zu beyond the buffer's %zu", used, cap);
	size_t at = 0;
	int j = 0;
	while (at <= used && used - at >= HDR) {
		struct msg o = get_hdr(buf, at);
		PROP(o.len >= HDR && o.len <= used - at, "message %d at %zu: length %zu, %zu left",
		     j, at, o.len, used - at);
		PROP(j < exp_n, "message %d at %zu: more messages than the input's %d", j, at, exp_n);
		const struct msg *m = &in[j];
		const unsigned char *src = orig + m->at + HDR, *dst = buf + at + HDR;
		int k;
		unsigned pairs = old_pairs(m, &k);
		if (pairs && m->len == CMSG_LEN(8 * pairs)) {
			PROP(o.level == A.sol_socket && o.type == A.new_type[k] && o.len == CMSG_LEN(16 * pairs),
			     "message %d: old stamp %d became level %d type %d length %zu", j, m->type,
			     o.level, o.type, o.len);
			for (unsigned p = 0; p < pairs; p++) {
				int64_t s = word64(dst + 16 * p), f = word64(dst + 16 * p + 8);
				int64_t es = (int64_t)(uint32_t)word32(src + 8 * p), ef = word32(src + 8 * p + 4);
				PROP(s == es && f == ef, "message %d pair %u: %lld %lld for %lld %lld", j, p,
				     (long long)s, (long long)f, (long long)es, (long long)ef);
			}
		} else {
			PROP(o.level == m->level && o.type == m->type && o.len == m->len &&
			     !memcmp(dst, src, m->len - HDR), "message %d (level %d type %d length %zu) changed",
			     j, m->level, m->type, m->len);
		}
		at += CMSG_ALIGN(o.len);
		j++;
	}
	PROP(at >= used, "%zu bytes after the last message", used - at);
	if (j == n) {
		PROP(flags == flags0, "nothing dropped, but the flags %#x became %#x", flags0, flags);
		PROP(t64fz_n_closed == 0, "nothing dropped, but %u descriptors closed", t64fz_n_closed);
		return;
	}
	PROP(flags == (flags0 | A.msg_ctrunc), "messages %d-%d dropped, flags %#x became %#x", j, n - 1,
	     flags0, flags);
	if (j < exp_n) {
		/* It did not fit after those kept. */
		int k;
		unsigned pairs = old_pairs(&in[j], &k);
		size_t need = pairs && in[j].len == CMSG_LEN(8 * pairs) ? CMSG_LEN(16 * pairs) : in[j].len;
		PROP(at + need > cap, "message %d (%zu bytes) dropped though %zu of %zu are free",
		     j, need, cap - at, cap);
	}
	/* Messages are dropped from the end as each stamp grows: any order will do. */
	static int want[T64FZ_MAX_CLOSED];
	unsigned n_want = 0;
	for (int i = j; i < n; i++) {
		if (in[i].level != A.sol_socket || in[i].type != A.scm_rights) continue;
		for (size_t b = HDR; b + 4 <= in[i].len && n_want < T64FZ_MAX_CLOSED; b += 4)
			want[n_want++] = word32(orig + in[i].at + b);
	}
	PROP(n_want == t64fz_n_closed, "%u descriptors closed, %u dropped", t64fz_n_closed, n_want);
	qsort(want, n_want, sizeof *want, cmp_int);
	qsort(t64fz_closed, n_want, sizeof *want, cmp_int);
	PROP(!memcmp(want, t64fz_closed, n_want * sizeof *want),
	     "the descriptors closed are not those of the dropped SCM_RIGHTS messages");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct in in = { data, size };
	unsigned mode = (unsigned)take(&in, 1);
	size_t cap = take(&in, 2) % MAX_CAP;
	unsigned char *buf = malloc(cap ? cap : 1), *orig = malloc(cap ? cap : 1);
	struct msg v[MAX_MSG];
	int n = 0, flags0 = (int)take(&in, 1) & ~A.msg_ctrunc;
	size_t used;
	/* What the kernel did not write is garbage. */
	memset(buf, 0xee, cap);
	if (mode % 4 == 3) {
		/* Raw bytes, any length. */
		used = take(&in, 2) % (cap + 64);
		for (size_t i = 0; i < cap && in.n; i++) buf[i] = (unsigned char)take(&in, 1);
	} else {
		used = lay_out(&in, buf, cap, v, &n, &flags0);
		if (mode % 4 == 1 && n) {
			/* One hostile length. */
			size_t i = v[take(&in, 1) % n].at;
			struct cmsghdr h;
			memcpy(&h, buf + i, sizeof h);
			h.cmsg_len = (uint32_t)take(&in, 4);
			memcpy(buf + i, &h, sizeof h);
		} else if (mode % 4 == 2) {
			/* A length the kernel never reports. */
			used = take(&in, 2) % (cap + 64);
		}
	}
	memcpy(orig, buf, cap);

	struct msghdr m;
	memset(&m, 0, sizeof m);
	m.msg_control = mode & 0x80 && mode % 4 ? NULL : buf;
	m.msg_controllen = used;
	m.msg_flags = flags0;
	t64fz_n_closed = t64fz_other_calls = 0;
	t64fz_cmsg_widen(&m, cap);

	PROP(t64fz_other_calls == 0, "%u system calls other than close()", t64fz_other_calls);
	PROP((m.msg_flags & ~A.msg_ctrunc) == (flags0 & ~A.msg_ctrunc), "flags %#x became %#x",
	     flags0, m.msg_flags);
	if (!m.msg_control || used > cap) {
		PROP(m.msg_controllen == used && m.msg_flags == flags0 && !memcmp(buf, orig, cap) &&
		     t64fz_n_closed == 0, "msg_controllen %zu of %zu (or no buffer): something changed",
		     used, cap);
	} else if (mode % 4 == 0) {
		check_laid_out(orig, v, n, cap, buf, m.msg_controllen, m.msg_flags, flags0);
	} else {
		PROP(m.msg_controllen <= cap, "msg_controllen %zu beyond the buffer's %zu",
		     (size_t)m.msg_controllen, cap);
		PROP(t64fz_n_closed <= used / 4, "%u descriptors closed from %zu bytes", t64fz_n_closed, used);
	}
	free(buf);
	free(orig);
	return 0;
}
