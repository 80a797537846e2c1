/* The device ioctls' fallback against a faked old driver (the fault seam of a
   -Dfault_seam=true build: no device, so it runs under qemu-user too). The program is
   built as an application is, with the kernel's UAPI headers after t64's, so it names
   SNDRV_PCM_IOCTL_STATUS, VIDIOC_QBUF, PPGETTIME.. and their structures, and gets the
   time64 numbers and layouts. The fake driver knows only the old request, whose number
   and structure are written here from the kernel's definitions (ioctl_images.h, or the
   old forms the headers name: __SNDRV_PCM_IOCTL_SYNC_PTR, LPSETTIMEOUT_OLD,
   PPPIOCGIDLE32, SIOCGSTAMP_OLD), and answers ENOTTY (ppdev and lp: EINVAL) to anything
   else. It checks what it receives and answers with times past 2038 in 32 bits; the
   program must read them unsigned through its own structures. Also: a time the driver
   would read that does not fit 32 bits is EOVERFLOW and nothing is sent; a descriptor
   of another driver (both refused) gets ENOTTY and nothing is remembered; a driver that
   knows the time64 request gets it alone; a null buffer is the kernel's EFAULT. */
#include <errno.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sound/asound.h>
#include <linux/videodev2.h>
#include <linux/ppdev.h>
#include <linux/lp.h>
#include <linux/ppp-ioctl.h>
#include "fault_seam.h"
#include "ioctl_images.h"
#include "kernel_features.h"
#include "path.h"
#include "t.h"

#define FD 99                /* the driver is faked: no descriptor is opened */
#define S_FAR 0xffffffffu    /* 32-bit seconds past 2038: 2106-02-07T06:28:15Z read unsigned */

/* The fake driver: the one old request it knows, what it saw and what it answers. */
static struct {
	unsigned long old_req, first_req;
	int refusal;             /* its answer to any other request */
	int knows_new;           /* a 5.6 driver: the time64 request (first_req) works too */
	unsigned size;           /* the old structure's */
	unsigned char seen[256], reply[256];
	unsigned n_old, n_other;
	int null_arg;
} drv;

static long driver(const long a[6])
{
	unsigned long req = (unsigned long)a[1];
	void *arg = (void *)a[2];
	if (!drv.first_req) drv.first_req = req;
	if (req != drv.old_req) {
		drv.n_other++;
		return drv.knows_new && req == drv.first_req ? 0 : -drv.refusal;
	}
	drv.n_old++;
	if (!arg) {
		drv.null_arg = 1;
		return -EFAULT;
	}
	memcpy(drv.seen, arg, drv.size);
	memcpy(arg, drv.reply, drv.size);
	return 0;
}

/* A fresh process's state, and a driver that knows old_req (size bytes); `keep`: the
   families' memory is kept, as in a process that has used the driver before. */
static void old_driver(unsigned long old_req, unsigned size, int refusal, int keep)
{
	__t64_fault_clear();
	if (!keep) {
		memset(__t64_time64_missing, 0, T64_FAM_COUNT);
		memset(__t64_path, 0, T64_FAM_COUNT);
	}
	memset(&drv, 0, sizeof drv);
	drv.old_req = old_req;
	drv.size = size;
	drv.refusal = refusal;
	struct t64_fault f = { .nr = SYS_ioctl, .kind = T64_FAULT_FAKE, .fake = driver };
	__t64_fault_add(&f);
}

#define ERRNO_OF(call) (errno = 0, (call) == -1 ? errno : 0)

/* After a call that went to the old request: that it was the only way, and remembered. */
static void took_old(const char *what, unsigned long new_req, int fam, unsigned others)
{
	T_CHECK(drv.first_req == (others ? new_req : drv.old_req) && drv.n_old == 1 && drv.n_other == others,
		"%s: %s, then the old request 0x%lx (first 0x%lx, %u other, %u old)", what,
		others ? "the time64 request refused" : "the family remembered: straight", drv.old_req,
		drv.first_req, drv.n_other, drv.n_old);
	T_EQ_LL(__t64_path[fam], T64_PATH_OLD, "... the path is the old request");
	T_EQ_LL(__t64_time64_missing[fam], 1, "... remembered for the family");
}

static void sound(void)
{
	/* SNDRV_PCM_IOCTL_STATUS: four stamps, past 2038 in 32 bits. */
	struct pcm_status_old *o = (void *)drv.reply;
	old_driver(_IOR('A', 0x20, struct pcm_status_old), sizeof *o, ENOTTY, 0);
	o->state = 3;
	o->trigger.s = (int32_t)S_FAR; o->trigger.ns = 999999999;
	o->tstamp.s = (int32_t)2214129600u; o->tstamp.ns = 1;
	o->appl = 0x81828384; o->avail = 6; o->suspended = 9;
	o->audio.s = 0x7fffffff; o->audio.ns = 2; o->driver.s = 1; o->driver.ns = 3;
	o->accuracy = 0xb1b2b3b4;
	struct snd_pcm_status st;
	memset(&st, 0x5a, sizeof st);
	T_EQ_LL(ioctl(FD, SNDRV_PCM_IOCTL_STATUS, &st), 0, "SNDRV_PCM_IOCTL_STATUS on an old driver");
	took_old("SNDRV_PCM_IOCTL_STATUS", SNDRV_PCM_IOCTL_STATUS, T64_FAM_SOUND, 1);
	T_CHECK(st.trigger_tstamp.tv_sec == 4294967295LL && st.trigger_tstamp.tv_nsec == 999999999 &&
		st.tstamp.tv_sec == 2214129600LL && st.tstamp.tv_nsec == 1,
		"EP-ioctl: old SNDRV_PCM_IOCTL_STATUS: 32-bit seconds 0xffffffff read unsigned: %lld.%09ld, "
		"and 2040 %lld.%09ld", (long long)st.trigger_tstamp.tv_sec, (long)st.trigger_tstamp.tv_nsec,
		(long long)st.tstamp.tv_sec, (long)st.tstamp.tv_nsec);
	T_CHECK(st.state == 3 && st.appl_ptr == 0x81828384 && st.avail == 6 && st.suspended_state == 9 &&
		st.audio_tstamp.tv_sec == 0x7fffffff && st.audio_tstamp.tv_nsec == 2 &&
		st.driver_tstamp.tv_sec == 1 && st.driver_tstamp.tv_nsec == 3 &&
		st.audio_tstamp_accuracy == 0xb1b2b3b4,
		"... every other field in struct snd_pcm_status as the driver wrote it");

	/* SNDRV_PCM_IOCTL_SYNC_PTR: the program's flags and control reach the old
	   structure (the kernel's own __snd_pcm_sync_ptr), the status comes back. */
	struct __snd_pcm_sync_ptr *so = (void *)drv.reply, *seen = (void *)drv.seen;
	old_driver(__SNDRV_PCM_IOCTL_SYNC_PTR, sizeof *so, ENOTTY, 1);
	so->flags = SNDRV_PCM_SYNC_PTR_APPL;
	so->s.status.state = 2; so->s.status.hw_ptr = 77;
	so->s.status.tstamp.tv_sec = (int32_t)S_FAR; so->s.status.tstamp.tv_nsec = 5;
	so->s.status.audio_tstamp.tv_sec = 6; so->s.status.audio_tstamp.tv_nsec = 7;
	so->c.control.appl_ptr = 1234; so->c.control.avail_min = 56;
	struct snd_pcm_sync_ptr sp;
	memset(&sp, 0x5a, sizeof sp);
	sp.flags = SNDRV_PCM_SYNC_PTR_APPL;
	sp.c.control.appl_ptr = 1234;
	sp.c.control.avail_min = 56;
	T_EQ_LL(ioctl(FD, SNDRV_PCM_IOCTL_SYNC_PTR, &sp), 0, "SNDRV_PCM_IOCTL_SYNC_PTR on the old driver");
	took_old("SNDRV_PCM_IOCTL_SYNC_PTR", SNDRV_PCM_IOCTL_SYNC_PTR, T64_FAM_SOUND, 0);
	T_CHECK(seen->flags == SNDRV_PCM_SYNC_PTR_APPL && seen->c.control.appl_ptr == 1234 &&
		seen->c.control.avail_min == 56, "... the driver read flags %u, appl_ptr %lu, avail_min %lu",
		seen->flags, (unsigned long)seen->c.control.appl_ptr, (unsigned long)seen->c.control.avail_min);
	T_CHECK(sp.s.status.tstamp.tv_sec == 4294967295LL && sp.s.status.tstamp.tv_nsec == 5 &&
		sp.s.status.audio_tstamp.tv_sec == 6 && sp.s.status.hw_ptr == 77 && sp.s.status.state == 2 &&
		sp.c.control.appl_ptr == 1234 && sp.c.control.avail_min == 56 && sp.flags == SNDRV_PCM_SYNC_PTR_APPL,
		"EP-ioctl: ... the status read back, its stamp unsigned: %lld.%09ld, hw_ptr %lu",
		(long long)sp.s.status.tstamp.tv_sec, (long)sp.s.status.tstamp.tv_nsec,
		(unsigned long)sp.s.status.hw_ptr);
}

static void video(void)
{
	/* VIDIOC_QBUF: an output buffer's timestamp, which the driver reads. */
	vbuf_old *o = (void *)drv.reply, *seen = (void *)drv.seen;
	old_driver(_IOWR('V', 15, vbuf_old), sizeof *o, ENOTTY, 0);
	o->index = 1; o->type = V4L2_BUF_TYPE_VIDEO_OUTPUT; o->sequence = 42;
	o->timestamp.s = 0x7fffffff; o->timestamp.ns = 999999;
	struct v4l2_buffer b;
	memset(&b, 0, sizeof b);
	b.index = 1;
	b.type = V4L2_BUF_TYPE_VIDEO_OUTPUT;
	b.timestamp.tv_sec = 0x7fffffff;
	b.timestamp.tv_usec = 999999;
	T_EQ_LL(ioctl(FD, VIDIOC_QBUF, &b), 0, "VIDIOC_QBUF on an old driver");
	took_old("VIDIOC_QBUF", VIDIOC_QBUF, T64_FAM_VIDEO, 1);
	T_CHECK(seen->index == 1 && seen->type == V4L2_BUF_TYPE_VIDEO_OUTPUT && seen->timestamp.s == 0x7fffffff &&
		seen->timestamp.ns == 999999, "... the driver read index %u, timestamp %d.%06d", seen->index,
		seen->timestamp.s, seen->timestamp.ns);
	T_CHECK(b.sequence == 42 && b.timestamp.tv_sec == 0x7fffffff, "... the buffer read back (sequence %u)", b.sequence);

	/* A timestamp the old structure cannot hold: nothing sent; remembered or not. */
	b.timestamp.tv_sec = 0x80000000LL;
	int e = ERRNO_OF(ioctl(FD, VIDIOC_QBUF, &b));
	T_CHECK(e == EOVERFLOW && drv.n_old == 1 && drv.n_other == 1,
		"EP-ioctl: VIDIOC_QBUF timestamp 2^31 s, old request remembered: EOVERFLOW, nothing sent (errno %d)", e);
	old_driver(_IOWR('V', 15, vbuf_old), sizeof *o, ENOTTY, 0);
	e = ERRNO_OF(ioctl(FD, VIDIOC_QBUF, &b));
	T_CHECK(e == EOVERFLOW && drv.n_old == 0 && drv.n_other == 1 && !__t64_time64_missing[T64_FAM_VIDEO],
		"EP-ioctl: VIDIOC_QBUF timestamp 2^31 s, time64 request refused: EOVERFLOW, the old one not sent, "
		"nothing remembered (errno %d)", e);

	/* VIDIOC_DQEVENT: the event's struct timespec. */
	event_old *eo = (void *)drv.reply;
	old_driver(_IOR('V', 89, event_old), sizeof *eo, ENOTTY, 0);
	eo->type = V4L2_EVENT_EOS; eo->sequence = 8; eo->id = 0x11223344;
	eo->timestamp.s = (int32_t)S_FAR; eo->timestamp.ns = 999999999;
	struct v4l2_event ev;
	memset(&ev, 0x5a, sizeof ev);
	T_EQ_LL(ioctl(FD, VIDIOC_DQEVENT, &ev), 0, "VIDIOC_DQEVENT on an old driver");
	took_old("VIDIOC_DQEVENT", VIDIOC_DQEVENT, T64_FAM_VIDEO, 1);
	T_CHECK(ev.timestamp.tv_sec == 4294967295LL && ev.timestamp.tv_nsec == 999999999 && ev.id == 0x11223344 &&
		ev.sequence == 8 && ev.type == V4L2_EVENT_EOS, "EP-ioctl: ... the event's stamp read unsigned: %lld.%09ld",
		(long long)ev.timestamp.tv_sec, (long)ev.timestamp.tv_nsec);
}

static void parport(void)
{
	/* ppdev answers a request it does not know EINVAL (drivers/char/ppdev.c). */
	struct ts32 *o = (void *)drv.reply, *seen = (void *)drv.seen;
	old_driver(_IOR('p', 0x95, struct ts32), sizeof *o, EINVAL, 0);
	o->s = (int32_t)S_FAR; o->ns = 999999;
	struct timeval tv = { 0, 0 };
	T_EQ_LL(ioctl(FD, PPGETTIME, &tv), 0, "PPGETTIME on an old ppdev (EINVAL to the time64 request)");
	took_old("PPGETTIME", PPGETTIME, T64_FAM_PARPORT, 1);
	T_CHECK(tv.tv_sec == 4294967295LL && tv.tv_usec == 999999, "EP-ioctl: ... the timeout read unsigned: %lld.%06lld",
		(long long)tv.tv_sec, (long long)tv.tv_usec);

	old_driver(_IOW('p', 0x96, struct ts32), sizeof *o, EINVAL, 0);
	memset(drv.reply, 0, sizeof drv.reply);
	struct timeval far = { 2214129600LL, 0 };
	int e = ERRNO_OF(ioctl(FD, PPSETTIME, &far));
	T_CHECK(e == EOVERFLOW && drv.n_old == 0, "EP-ioctl: PPSETTIME 2040 on an old ppdev: EOVERFLOW, nothing sent (errno %d)", e);

	/* lp likewise; its old request is a plain number. */
	old_driver(LPSETTIMEOUT_OLD, sizeof *o, EINVAL, 0);
	memset(drv.reply, 0, sizeof drv.reply);
	o->s = 10; o->ns = 500000;   /* the driver writes nothing back: the same words */
	struct timeval to = { 10, 500000 };
	T_EQ_LL(ioctl(FD, LPSETTIMEOUT, &to), 0, "LPSETTIMEOUT on an old lp (EINVAL to the time64 request)");
	took_old("LPSETTIMEOUT", LPSETTIMEOUT, T64_FAM_PARPORT, 1);
	T_CHECK(seen->s == 10 && seen->ns == 500000 && to.tv_sec == 10 && to.tv_usec == 500000,
		"... the driver read %d.%06d", seen->s, seen->ns);
}

static void others(void)
{
	/* PPPIOCGIDLE64 to PPPIOCGIDLE32. */
	struct ppp_idle32 *o = (void *)drv.reply;
	old_driver(PPPIOCGIDLE32, sizeof *o, ENOTTY, 0);
	o->xmit_idle = (int32_t)S_FAR; o->recv_idle = 17;
	struct ppp_idle64 idle;
	memset(&idle, 0x5a, sizeof idle);
	T_EQ_LL(ioctl(FD, PPPIOCGIDLE64, &idle), 0, "PPPIOCGIDLE64 on an old kernel");
	took_old("PPPIOCGIDLE64", PPPIOCGIDLE64, T64_FAM_PPP, 1);
	T_CHECK(idle.xmit_idle == 4294967295LL && idle.recv_idle == 17, "EP-ioctl: ... idle times read unsigned: %lld, %lld",
		(long long)idle.xmit_idle, (long long)idle.recv_idle);

	/* SIOCGSTAMP through the same table. */
	struct ts32 *so = (void *)drv.reply;
	old_driver(SIOCGSTAMP_OLD, sizeof *so, ENOTTY, 0);
	so->s = (int32_t)S_FAR; so->ns = 999999;
	struct timeval tv;
	T_EQ_LL(ioctl(FD, SIOCGSTAMP, &tv), 0, "SIOCGSTAMP on an old kernel");
	took_old("SIOCGSTAMP", SIOCGSTAMP, T64_FAM_SOCKSTAMP, 1);
	T_CHECK(tv.tv_sec == 4294967295LL && tv.tv_usec == 999999, "EP-sockstamp: ... SIOCGSTAMP_OLD read unsigned: %lld.%06lld",
		(long long)tv.tv_sec, (long long)tv.tv_usec);

	/* A descriptor of another driver: both requests refused, nothing remembered. */
	old_driver(0x7fffffff, 8, ENOTTY, 0);
	struct snd_timer_status ts;
	int e = ERRNO_OF(ioctl(FD, SNDRV_TIMER_IOCTL_STATUS, &ts));
	T_CHECK(e == ENOTTY && drv.n_other == 2 && drv.first_req == SNDRV_TIMER_IOCTL_STATUS,
		"EP-ioctl: another driver refuses both: ENOTTY, each request tried once (errno %d, %u tries)", e, drv.n_other);
	T_CHECK(__t64_time64_missing[T64_FAM_SOUND] == 0 && __t64_path[T64_FAM_SOUND] != T64_PATH_OLD,
		"EP-ioctl: ... nothing remembered, the path stays");

	/* A driver that knows the time64 request: that one alone. */
	old_driver(_IOR('T', 0x14, struct timer_old), sizeof(struct timer_old), ENOTTY, 0);
	drv.knows_new = 1;
	T_EQ_LL(ioctl(FD, SNDRV_TIMER_IOCTL_STATUS, &ts), 0, "SNDRV_TIMER_IOCTL_STATUS on a 5.6 driver");
	T_CHECK(drv.n_other == 1 && drv.n_old == 0 && __t64_path[T64_FAM_SOUND] == T64_PATH_TIME64,
		"... the time64 request alone, the path time64");

	/* A null buffer on the old driver: the kernel's EFAULT, through the old request. */
	old_driver(_IOR('T', 0x14, struct timer_old), sizeof(struct timer_old), ENOTTY, 0);
	e = ERRNO_OF(ioctl(FD, SNDRV_TIMER_IOCTL_STATUS, (void *)0));
	T_CHECK(e == EFAULT && drv.null_arg, "a null buffer: the old request gets it, the kernel's EFAULT (errno %d)", e);
}

int main(void)
{
	sound();
	video();
	parport();
	others();
	__t64_fault_clear();
	return t_done();
}
