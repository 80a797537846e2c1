/* The old and time64 buffers of the device requests t64's ioctl translates, as byte
   images made from the kernel's definitions (ioctl_images.h), independently of
   ioctl_layout.h, laid out and filled by this target's compiler. For each request the
   table (sysdeps/linux/ioctl/, hidden, linked from libt64.a) must have its sizes, widen
   an old image into exactly the new one (seconds 0xffffffff read as 4294967295, every
   other byte moved, no byte of no field left), and narrow a new image into exactly the
   old one for what the kernel reads, refusing a time it reads that does not fit 32
   bits; no old number may be another entry's time64 one (an old binary's requests pass
   unchanged). */
#include <stdint.h>
#include <string.h>
#include "ioctl_map.h"
#include "ioctl_requests.h"
#include "kernel_features.h"
#include "t.h"

#ifdef T64_IOCTL_TIME32_FALLBACK
#include "ioctl_images.h"


/* Test times: seconds past 2038 (bit 31: read unsigned, 4294967295 is 2106), and the
   largest sub-second values. */
#define S_FAR 0xffffffffu
#define S_2040 2214129600u

/* One time into both images: the old 32-bit words, and the new ones as the kernel's
   old request means them (seconds unsigned, sub-seconds signed). */
#define TS(o, n, sec, sub) ((o).s = (int32_t)(uint32_t)(sec), (o).ns = (sub), \
	(n).s = (uint32_t)(sec), (n).ns = (sub))
/* Bytes: the same run of distinct values in both. */
static void bytes(void *a, void *b, size_t n, unsigned seed)
{
	for (size_t i = 0; i < n; i++) ((uint8_t *)a)[i] = ((uint8_t *)b)[i] = (uint8_t)(seed + 7 * i);
}

/* Each filler writes one value set into an old image and a new image, both zeroed
   before: `copies` the bytes that are no time, `times` the times. */
static void pcm_status(void *old, void *new, int copies, int times)
{
	struct pcm_status_old *o = old;
	struct pcm_status_new *n = new;
	if (times) {
		TS(o->trigger, n->trigger, S_FAR, 999999999);
		TS(o->tstamp, n->tstamp, S_2040, 1);
		TS(o->audio, n->audio, 0x7fffffff, 2);
		TS(o->driver, n->driver, 1, 3);
	}
	if (!copies) return;
	o->state = n->state = 3;
	o->appl = n->appl = 0x81828384; o->hw = n->hw = 0x91929394; o->delay = n->delay = -5;
	o->avail = n->avail = 6; o->avail_max = n->avail_max = 7; o->overrange = n->overrange = 8;
	o->suspended = n->suspended = 9; o->data = n->data = 0xa1a2a3a4;
	o->accuracy = n->accuracy = 0xb1b2b3b4;
	bytes(o->reserved, n->reserved, sizeof n->reserved, 0x20);
}

static void sync_ptr(void *old, void *new, int copies, int times)
{
	struct sync_ptr_old *o = old;
	struct sync_ptr_new *n = new;
	if (times) {
		TS(o->s.status.tstamp, n->s.status.tstamp, S_FAR, 999999999);
		TS(o->s.status.audio, n->s.status.audio, S_2040, 7);
	}
	if (!copies) return;
	o->flags = n->flags = 0x00000007;
	o->c.control.appl = n->c.control.appl = 0xc1c2c3c4;
	o->c.control.avail_min = n->c.control.avail_min = 0xd1d2d3d4;
}

/* The status union, which the kernel writes and never reads. */
static void sync_ptr_status(void *old, void *new, int copies, int times)
{
	struct sync_ptr_old *o = old;
	struct sync_ptr_new *n = new;
	sync_ptr(old, new, copies, times);
	if (!copies) return;
	o->s.status.state = n->s.status.state = 4;
	o->s.status.pad1 = 0x55; n->s.status.pad1 = 0x55;
	o->s.status.hw = n->s.status.hw = 0xe1e2e3e4;
	o->s.status.suspended = n->s.status.suspended = 5;
}

static void rawmidi(void *old, void *new, int copies, int times)
{
	struct rawmidi_old *o = old;
	struct rawmidi_new *n = new;
	if (times) TS(o->tstamp, n->tstamp, S_FAR, 123456789);
	if (!copies) return;
	o->stream = n->stream = 1;
	o->avail = n->avail = 0xf1f2f3f4; o->xruns = n->xruns = 2;
	bytes(o->reserved, n->reserved, sizeof n->reserved, 0x40);
}

static void timer(void *old, void *new, int copies, int times)
{
	struct timer_old *o = old;
	struct timer_new *n = new;
	if (times) TS(o->tstamp, n->tstamp, S_2040, 999999999);
	if (!copies) return;
	o->resolution = n->resolution = 1000000; o->lost = n->lost = 1;
	o->overrun = n->overrun = 2; o->queue = n->queue = 3;
	bytes(o->reserved, n->reserved, sizeof n->reserved, 0x60);
}

static void vbuf_fill(void *old, void *new, int copies, int times, uint32_t sec)
{
	vbuf_old *o = old;
	vbuf_new *n = new;
	if (times) TS(o->timestamp, n->timestamp, sec, 999999);
	if (!copies) return;
	o->index = n->index = 1; o->type = n->type = 2; o->bytesused = n->bytesused = 0x10203040;
	o->flags = n->flags = 0x4000; o->field = n->field = 5;
	bytes(&o->timecode, &n->timecode, sizeof n->timecode, 0x80);
	o->sequence = n->sequence = 6; o->memory = n->memory = 1;
	o->m.offset = n->m.offset = 0x70717273;
	o->length = n->length = 8; o->reserved2 = n->reserved2 = 9; o->request_fd = n->request_fd = -1;
}
static void vbuf_far(void *old, void *new, int copies, int times) { vbuf_fill(old, new, copies, times, S_FAR); }
/* A time an output device's program gives VIDIOC_QBUF: it fits 32 bits. */
static void vbuf_in(void *old, void *new, int copies, int times) { vbuf_fill(old, new, copies, times, 0x7fffffff); }

static void event(void *old, void *new, int copies, int times)
{
	event_old *o = old;
	event_new *n = new;
	if (times) TS(o->timestamp, n->timestamp, S_FAR, 999999999);
	if (!copies) return;
	o->type = n->type = 3;
	bytes(o->u.data, n->u.data, sizeof n->u.data, 0xa0);
	o->pending = n->pending = 1; o->sequence = n->sequence = 2; o->id = n->id = 0x11223344;
	for (int i = 0; i < 8; i++) o->reserved[i] = n->reserved[i] = 0x01010101u * (unsigned)i;
}

static void tv_far(void *old, void *new, int copies, int times)
{
	(void)copies;
	if (times) TS(*(struct ts32 *)old, *(struct ts64 *)new, S_FAR, 999999);
}
/* A timeout a program gives PPSETTIME or LPSETTIMEOUT: it fits. */
static void tv_in(void *old, void *new, int copies, int times)
{
	(void)copies;
	if (times) TS(*(struct ts32 *)old, *(struct ts64 *)new, 0x7fffffff, 999999);
}

static void idle(void *old, void *new, int copies, int times)
{
	struct idle32 *o = old;
	struct idle64 *n = new;
	(void)copies;
	if (!times) return;
	o->xmit = (int32_t)S_FAR; n->xmit = S_FAR;
	o->recv = 17; n->recv = 17;
}

struct req {
	const char *name;
	unsigned long req;
	unsigned new_size, old_size;
	void (*fill)(void *old, void *new, int copies, int times);
	int reads, reads_times;   /* what the kernel reads: the other bytes, the times */
	/* Where the kernel reads only some of the other bytes: the filler of those. */
	void (*fill_in)(void *old, void *new, int copies, int times);
};

#define R(name, ostruct, nstruct, fill, reads, reads_times, ...) \
	{ #name, T64_##name##_NEW, sizeof(nstruct), sizeof(ostruct), fill, reads, reads_times, __VA_ARGS__ }
static const struct req reqs[] = {
	R(SNDRV_PCM_IOCTL_STATUS, struct pcm_status_old, struct pcm_status_new, pcm_status, 0, 0, 0),
	R(SNDRV_PCM_IOCTL_STATUS_EXT, struct pcm_status_old, struct pcm_status_new, pcm_status, 1, 0, 0),
	R(SNDRV_PCM_IOCTL_SYNC_PTR, struct sync_ptr_old, struct sync_ptr_new, sync_ptr_status, 1, 0, sync_ptr),
	R(SNDRV_RAWMIDI_IOCTL_STATUS, struct rawmidi_old, struct rawmidi_new, rawmidi, 1, 0, 0),
	R(SNDRV_TIMER_IOCTL_STATUS, struct timer_old, struct timer_new, timer, 0, 0, 0),
	R(VIDIOC_QUERYBUF, vbuf_old, vbuf_new, vbuf_far, 1, 0, 0),
	R(VIDIOC_QBUF, vbuf_old, vbuf_new, vbuf_in, 1, 1, 0),
	R(VIDIOC_DQBUF, vbuf_old, vbuf_new, vbuf_far, 1, 0, 0),
	R(VIDIOC_PREPARE_BUF, vbuf_old, vbuf_new, vbuf_in, 1, 1, 0),
	R(VIDIOC_DQEVENT, event_old, event_new, event, 0, 0, 0),
	R(PPGETTIME, struct ts32, struct ts64, tv_far, 0, 0, 0),
	R(PPSETTIME, struct ts32, struct ts64, tv_in, 1, 1, 0),
	R(LPSETTIMEOUT, struct ts32, struct ts64, tv_in, 1, 1, 0),
	R(PPPIOCGIDLE, struct idle32, struct idle64, idle, 0, 0, 0),
#ifdef T64_TIME32_FALLBACK
	R(SIOCGSTAMP, struct ts32, struct ts64, tv_far, 0, 0, 0),
	R(SIOCGSTAMPNS, struct ts32, struct ts64, tv_far, 0, 0, 0),
#endif
};

static unsigned char got[256] __attribute__((aligned(8))), want[256] __attribute__((aligned(8))),
	src[256] __attribute__((aligned(8)));

/* The first byte where a and b differ, -1 if none. */
static int diff(const unsigned char *a, const unsigned char *b, unsigned n)
{
	for (unsigned i = 0; i < n; i++)
		if (a[i] != b[i]) return (int)i;
	return -1;
}

static void one(const struct req *q)
{
	const struct t64_ioctl_map *m = __t64_ioctl_find(q->req);
	T_CHECK(m != 0, "%s: the table has its time64 number 0x%lx", q->name, q->req);
	if (!m) return;
	T_CHECK(m->layout->new_size == q->new_size && m->layout->old_size == q->old_size,
		"%s: sizes %u (time64) and %u (old) = the kernel's structures laid out here (%u, %u)",
		q->name, m->layout->new_size, m->layout->old_size, q->new_size, q->old_size);
	T_CHECK(__t64_ioctl_find(m->old_req) == 0,
		"%s: its old number 0x%lx is no entry's time64 one (an old binary's request passes)", q->name,
		m->old_req);
	if (m->layout->new_size != q->new_size || m->layout->old_size != q->old_size) return;

	/* The kernel's old answer, widened. */
	int writes = q->fill != tv_in;   /* PPSETTIME, LPSETTIMEOUT: the kernel writes nothing */
	memset(src, 0, sizeof src);
	memset(want, 0, sizeof want);
	q->fill(src, want, 1, 1);
	if (!writes) memset(want, 0xee, sizeof want);
	memset(got, 0xee, sizeof got);
	__t64_ioctl_widen(m->layout, got, src);
	int d = diff(got, want, q->new_size);
	T_CHECK(d < 0 && got[q->new_size] == 0xee,
		"%s: old image widened = the time64 image%s (first difference at byte %d, 0x%x for 0x%x)",
		q->name, writes ? ", seconds 0xffffffff as 4294967295" : ": untouched, as the kernel writes nothing",
		d, d < 0 ? 0 : got[d], d < 0 ? 0 : want[d]);

	/* The program's time64 buffer, narrowed for the call: only what the kernel reads. */
	memset(src, 0, sizeof src);
	memset(want, 0, sizeof want);
	q->fill(want, src, 1, 1);          /* the whole new image */
	memset(want, 0, sizeof want);
	(q->fill_in ? q->fill_in : q->fill)(want, got, q->reads, q->reads_times);   /* what the old image must hold */
	memset(got, 0xee, sizeof got);
	int r = __t64_ioctl_narrow(m->layout, got, src);
	d = diff(got, want, q->old_size);
	T_CHECK(r == 0 && d < 0 && got[q->old_size] == 0xee,
		"%s: time64 image narrowed = the old image with %s (first difference at byte %d)", q->name,
		q->reads ? (q->reads_times ? "every field" : q->fill_in ? "only the fields the kernel reads, the rest zero"
		                                             : "every field but the times the kernel writes, zero")
		         : "zeros (the kernel reads nothing)", d);
}

/* A time the kernel reads must fit the old request's 32 bits: else nothing is sent. */
static void refused(void)
{
	const struct t64_ioctl_map *m = __t64_ioctl_find(T64_PPSETTIME_NEW);
	struct ts64 tv;
	unsigned char old[8];
	static const struct { long long s, us; int fits; const char *what; } cases[] = {
		{ 0x7fffffffLL, 999999, 1, "2^31-1 s" },
		{ 0x80000000LL, 0, 0, "2^31 s" },
		{ -1, 0, 1, "-1 s (the kernel's EINVAL)" },
		{ -0x80000001LL, 0, 0, "-2^31-1 s" },
		{ 1, 0x100000000LL, 0, "2^32 us" },
	};
	for (unsigned i = 0; m && i < sizeof cases / sizeof *cases; i++) {
		tv.s = cases[i].s;
		tv.ns = cases[i].us;
		int r = __t64_ioctl_narrow(m->layout, old, (const unsigned char *)&tv);
		T_CHECK((r == 0) == cases[i].fits, "EP-ioctl: PPSETTIME %s: %s", cases[i].what,
			cases[i].fits ? "fits the old timeval" : "does not fit the old timeval: EOVERFLOW before the call");
	}
	/* QBUF's timestamp likewise; DQBUF's, which the kernel only writes, is never judged. */
	vbuf_new b;
	unsigned char o[sizeof(vbuf_old)];
	memset(&b, 0, sizeof b);
	b.timestamp.s = 0x80000000LL;
	b.type = 2;   /* V4L2_BUF_TYPE_VIDEO_OUTPUT */
	m = __t64_ioctl_find(T64_VIDIOC_QBUF_NEW);
	T_CHECK(m && __t64_ioctl_narrow(m->layout, o, (const unsigned char *)&b),
		"EP-ioctl: VIDIOC_QBUF timestamp 2^31 s: does not fit: EOVERFLOW before the call");
	/* A capture buffer's stamp the driver does not read: the buffer a program dequeued
	   is queued again as it is, its stamp past 2^31 s sent as 0. */
	b.type = 1;   /* V4L2_BUF_TYPE_VIDEO_CAPTURE */
	memset(o, 0xa5, sizeof o);
	T_CHECK(m && !__t64_ioctl_narrow(m->layout, o, (const unsigned char *)&b)
		&& !memcmp(o + 20, "\0\0\0\0\0\0\0\0", 8),
		"VIDIOC_QBUF of a capture buffer: its timestamp 2^31 s is not judged, and goes as 0");
	m = __t64_ioctl_find(T64_VIDIOC_DQBUF_NEW);
	T_CHECK(m && !__t64_ioctl_narrow(m->layout, o, (const unsigned char *)&b),
		"VIDIOC_DQBUF: a timestamp 2^31 s in the program's buffer is not judged (the kernel writes it)");
}
#endif

int main(void)
{
#ifdef T64_IOCTL_TIME32_FALLBACK
	for (unsigned i = 0; i < sizeof reqs / sizeof *reqs; i++) one(&reqs[i]);
	refused();
#else
	T_CHECK(1, "no old device requests in this build (min_kernel 5.6 or later)");
#endif
	return t_done();
}
