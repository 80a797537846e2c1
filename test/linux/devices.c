/* Device drivers' time stamps through the kernel's own UAPI headers, compiled after t64's
   (-idirafter), as a program built with t64 includes them: t64's <features.h> defines
   __USE_TIME_BITS64, so the headers take their time64 layouts, which must be the ones
   the kernel reads and writes. In the 2040 machines only (it needs the drivers
   test/vm/modules names, which /init loads, and it sets CLOCK_REALTIME).

   devices [2040] [old]
   2040: first set CLOCK_REALTIME to 2040-02-29T12:00:00Z through the time64 call: every
         real-time stamp must then lie past 2038.
   old:  install the seccomp filter of an "old kernel" (seccomp_time64.h): the time64
         calls answer ENOSYS and the drivers' time64 requests (SNDRV_PCM_IOCTL_STATUS,
         _STATUS_EXT, _SYNC_PTR; VIDIOC_QUERYBUF, _QBUF, _DQBUF, _PREPARE_BUF, _DQEVENT,
         as t64's programs number them) ENOTTY, as before Linux 5.6: t64's ioctl must do
         their work through the time32 requests, and the same checks must pass.

   evdev (uinput, evdev): a keyboard made through /dev/uinput; the events written to it
     are read back from its /dev/input/eventN: read() returns whole struct input_events
     of the size the kernel writes (16 bytes on a 32-bit arch, the seconds an unsigned
     long: good until 2106), type, code and value as written, each stamp between
     CLOCK_REALTIME readings taken before the write and after the read.
   ALSA (snd-aloop): a playback PCM with the hardware parameters the kernel chooses from
     an all-open set, time stamps on (SNDRV_PCM_TSTAMP_ENABLE, CLOCK_REALTIME), started
     with no data (its stop threshold at the boundary, so it never underruns): the
     status's trigger_tstamp and tstamp, and sync_ptr's tstamp, between readings.
   V4L2 (vivid): capture buffers (USERPTR: t64 has no public mmap) queued, dequeued and
     queued again with vivid's "Wrap Timestamp" control, which starts its CLOCK_MONOTONIC
     stamps, whatever the clock, 16 s before 2^63 ns ("64 Bit": seconds only a 64-bit
     field holds) or, in the old mode, before 2^31 s ("32 Bit": streamed until a stamp
     is past 2038, about 17 s): every stamp between that start and it plus the time
     since streaming began.

   A driver the machine lacks is a failure that names its module. */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>
#include <linux/input.h>
#include <linux/uinput.h>
#include <linux/videodev2.h>
#include <sound/asound.h>
#include "seccomp_time64.h"
#include "t.h"

#define T2040 2214129600LL /* 2040-02-29T12:00:00Z */
#define Y2038 2147483648LL /* 2^31 s: where a signed 32-bit time_t ends */
#define S 1000000000LL
/* How far a clock may run on between two readings: generous, for the emulated 2040
   machines on a loaded 2-core host. Lower bounds are exact. */
#define LATE (5 * S)

static int in2040, old;

/* What an errno means here: in the old mode, ENOTTY is the time64 request refused (as a
   kernel before 5.6 refuses it) and t64's ioctl not doing its work through the time32
   one. */
static const char *why(int e)
{
	if (e == ENOTTY && old) return ": ENOTTY, the time64 request was not turned into the time32 one";
	return "";
}

static long long now_ns(clockid_t clk)
{
	struct timespec ts;
	clock_gettime(clk, &ts);
	return ts.tv_sec * S + ts.tv_nsec;
}

static void sleep_ms(long ms)
{
	struct timespec ts = { ms / 1000, ms % 1000 * 1000000 };
	nanosleep(&ts, 0);
}

/* Whether /proc/modules lists the module (its name with '_' for '-'), for a failure's
   message: 1, 0, or -1 if /proc/modules cannot be read. */
static int module_loaded(const char *name)
{
	static char buf[16384];
	int fd = open("/proc/modules", O_RDONLY);
	if (fd < 0) return -1;
	size_t n = 0;
	ssize_t r;
	while (n < sizeof buf - 1 && (r = read(fd, buf + n, sizeof buf - 1 - n)) > 0)
		n += (size_t)r;
	close(fd);
	buf[n] = 0;
	size_t len = strlen(name);
	for (char *line = buf; *line;) {
		if (!memcmp(line, name, len) && line[len] == ' ') return 1;
		while (*line && *line != '\n') line++;
		if (*line) line++;
	}
	return 0;
}

/* "module M is not loaded" or "module M is loaded", for the message of a missing device. */
static const char *module_state(const char *name)
{
	switch (module_loaded(name)) {
	case 1: return "is loaded";
	case 0: return "is not loaded (see /init's '# vm: module' lines)";
	default: return "is in an unknown state (no /proc/modules)";
	}
}

/* A stamp (seconds and nanoseconds) between two CLOCK_REALTIME readings in ns, to the
   stamp's resolution `res` ns (µs for a timeval); past 2038 in the 2040 machine. */
static void check_stamp(const char *what, long long sec, long long nsec, long long res,
			long long before, long long after)
{
	long long t = sec * S + nsec;
	T_CHECK(nsec >= 0 && nsec < S && t >= before / res * res && t <= after + LATE,
		"%s: %lld.%09lld s lies between the readings %lld.%09lld and %lld.%09lld", what,
		sec, nsec, before / S, before % S, after / S, after % S);
	if (in2040)
		T_CHECK(sec >= T2040 && sec > Y2038, "%s: %lld s is past 2038 (2040: %lld)", what, sec, T2040);
}

/* --- evdev, through a uinput keyboard ------------------------------------------------ */

#define KBD_NAME "t64 devices test keyboard"

static int find_event_node(void)
{
	for (int i = 0; i < 64; i++) {
		char path[32], name[64] = "";
		t64_snprintf(path, sizeof path, "/dev/input/event%d", i);
		int fd = open(path, O_RDONLY | O_NONBLOCK);
		if (fd < 0) continue;
		if (ioctl(fd, EVIOCGNAME(sizeof name - 1), name) >= 0 && !strcmp(name, KBD_NAME)) {
			t_printf("# evdev: the keyboard is %s\n", path);
			return fd;
		}
		close(fd);
	}
	return -1;
}

static void check_evdev(void)
{
	/* The kernel's layout: a time64 program on a 32-bit arch gets the unsigned long
	   seconds and microseconds (include/uapi/linux/input.h), so the event is as long as
	   the old one with its 32-bit timeval; a 64-bit arch's has always been 24 bytes. */
	size_t want = sizeof(long) == 4 ? 16 : 24;
	T_EQ_LL(sizeof(struct input_event), want, "evdev: sizeof(struct input_event) is the kernel's");
	T_EQ_LL(__builtin_offsetof(struct input_event, type), 2 * sizeof(long),
		"evdev: type follows the two longs of the time stamp");

	int u = open("/dev/uinput", O_WRONLY | O_NONBLOCK);
	if (u < 0) {
		T_CHECK(0, "evdev: /dev/uinput cannot be opened (errno %d): module uinput %s", errno,
			module_state("uinput"));
		return;
	}
	struct uinput_setup us;
	memset(&us, 0, sizeof us);
	us.id.bustype = BUS_VIRTUAL;
	us.id.vendor = 0x7464;
	us.id.product = 0x2040;
	memcpy(us.name, KBD_NAME, sizeof KBD_NAME);
	int ok = ioctl(u, UI_SET_EVBIT, EV_KEY) == 0 && ioctl(u, UI_SET_EVBIT, EV_SYN) == 0 &&
		ioctl(u, UI_SET_KEYBIT, KEY_A) == 0 && ioctl(u, UI_DEV_SETUP, &us) == 0 &&
		ioctl(u, UI_DEV_CREATE) == 0;
	T_CHECK(ok, "evdev: uinput made a keyboard (errno %d)", ok ? 0 : errno);
	if (!ok) {
		close(u);
		return;
	}
	int e = find_event_node();
	if (e < 0) {
		T_CHECK(0, "evdev: no /dev/input/event* is the keyboard: module evdev %s", module_state("evdev"));
		ioctl(u, UI_DEV_DESTROY);
		close(u);
		return;
	}
	int clk = CLOCK_REALTIME;
	T_EQ_LL(ioctl(e, EVIOCSCLOCKID, &clk), 0, "evdev: EVIOCSCLOCKID CLOCK_REALTIME");

	struct input_event in[4], out[8];
	memset(in, 0, sizeof in);
	in[0].type = EV_KEY, in[0].code = KEY_A, in[0].value = 1;
	in[1].type = EV_SYN, in[1].code = SYN_REPORT;
	in[2].type = EV_KEY, in[2].code = KEY_A, in[2].value = 0;
	in[3].type = EV_SYN, in[3].code = SYN_REPORT;
	long long before = now_ns(CLOCK_REALTIME);
	ssize_t w = write(u, in, sizeof in);
	T_EQ_LL(w, sizeof in, "evdev: four events written to uinput");
	ssize_t n = -1;
	for (int tries = 0; tries < 100 && n < (ssize_t)sizeof in; tries++) {
		ssize_t r = read(e, (char *)out + (n > 0 ? n : 0), sizeof out - (n > 0 ? n : 0));
		if (r > 0) n = (n > 0 ? n : 0) + r;
		else sleep_ms(10);
	}
	long long after = now_ns(CLOCK_REALTIME);
	T_CHECK(n > 0 && n % (ssize_t)sizeof(struct input_event) == 0,
		"evdev: read() gives whole events of %d bytes (%d bytes)", (int)sizeof(struct input_event), (int)n);
	T_EQ_LL(n, sizeof in, "evdev: the four events come back");
	for (int i = 0; i < 4 && n == (ssize_t)sizeof in; i++) {
		T_CHECK(out[i].type == in[i].type && out[i].code == in[i].code && out[i].value == in[i].value,
			"evdev: event %d type %d code %d value %d (wrote %d %d %d)", i, out[i].type,
			out[i].code, out[i].value, in[i].type, in[i].code, in[i].value);
		char what[32];
		t64_snprintf(what, sizeof what, "evdev: event %d's stamp", i);
		long long usec = (long long)out[i].input_event_usec;
		check_stamp(what, (long long)out[i].input_event_sec, usec < 1000000 ? usec * 1000 : -1,
			1000, before, after);
	}
	close(e);
	ioctl(u, UI_DEV_DESTROY);
	close(u);
}

/* --- ALSA, through snd-aloop's playback PCM ------------------------------------------ */

/* Every hardware parameter open: the kernel refines and chooses (snd_pcm_hw_params_choose);
   only the access is ours, interleaved read/write, which needs no mapping. */
static void hw_any(struct snd_pcm_hw_params *p)
{
	memset(p, 0, sizeof *p);
	for (int i = SNDRV_PCM_HW_PARAM_FIRST_MASK; i <= SNDRV_PCM_HW_PARAM_LAST_MASK; i++)
		memset(p->masks[i - SNDRV_PCM_HW_PARAM_FIRST_MASK].bits, 0xff,
		       sizeof p->masks[0].bits);
	for (int i = SNDRV_PCM_HW_PARAM_FIRST_INTERVAL; i <= SNDRV_PCM_HW_PARAM_LAST_INTERVAL; i++) {
		struct snd_interval *v = &p->intervals[i - SNDRV_PCM_HW_PARAM_FIRST_INTERVAL];
		v->min = 0;
		v->max = ~0u;
	}
	struct snd_mask *access = &p->masks[SNDRV_PCM_HW_PARAM_ACCESS - SNDRV_PCM_HW_PARAM_FIRST_MASK];
	memset(access->bits, 0, sizeof access->bits);
	access->bits[0] = 1u << SNDRV_PCM_ACCESS_RW_INTERLEAVED;
	p->rmask = ~0u;
	p->info = ~0u;
}

static void check_alsa(void)
{
	int fd = open("/dev/snd/pcmC0D0p", O_RDWR | O_NONBLOCK);
	if (fd < 0) {
		T_CHECK(0, "ALSA: /dev/snd/pcmC0D0p cannot be opened (errno %d): module snd_aloop %s",
			errno, module_state("snd_aloop"));
		return;
	}
	int pv = 0, upv = SNDRV_PCM_VERSION;
	int r = ioctl(fd, SNDRV_PCM_IOCTL_PVERSION, &pv);
	T_CHECK(r == 0 && pv >= SNDRV_PROTOCOL_VERSION(2, 0, 12),
		"ALSA: PCM protocol %d.%d.%d, with time stamp types", pv >> 16, pv >> 8 & 0xff, pv & 0xff);
	/* What alsa-lib tells the kernel: the protocol this program was built with. */
	ioctl(fd, SNDRV_PCM_IOCTL_USER_PVERSION, &upv);

	static struct snd_pcm_hw_params hw;
	hw_any(&hw);
	r = ioctl(fd, SNDRV_PCM_IOCTL_HW_PARAMS, &hw);
	T_CHECK(r == 0, "ALSA: hardware parameters the kernel chose (errno %d): rate %u, %u channel(s), period %u, buffer %u frames",
		r ? errno : 0, hw.intervals[SNDRV_PCM_HW_PARAM_RATE - SNDRV_PCM_HW_PARAM_FIRST_INTERVAL].min,
		hw.intervals[SNDRV_PCM_HW_PARAM_CHANNELS - SNDRV_PCM_HW_PARAM_FIRST_INTERVAL].min,
		hw.intervals[SNDRV_PCM_HW_PARAM_PERIOD_SIZE - SNDRV_PCM_HW_PARAM_FIRST_INTERVAL].min,
		hw.intervals[SNDRV_PCM_HW_PARAM_BUFFER_SIZE - SNDRV_PCM_HW_PARAM_FIRST_INTERVAL].min);

	struct snd_pcm_sw_params sw;
	memset(&sw, 0, sizeof sw);
	sw.tstamp_mode = SNDRV_PCM_TSTAMP_ENABLE;
	sw.period_step = 1;
	sw.avail_min = 1;
	sw.start_threshold = 1;
	/* At or past the boundary: the stream never stops for want of data, so it can start
	   with none. */
	sw.stop_threshold = (snd_pcm_uframes_t)-1;
	sw.proto = SNDRV_PCM_VERSION;
	sw.tstamp_type = SNDRV_PCM_TSTAMP_TYPE_GETTIMEOFDAY;
	r = ioctl(fd, SNDRV_PCM_IOCTL_SW_PARAMS, &sw);
	T_CHECK(r == 0, "ALSA: software parameters with CLOCK_REALTIME stamps (errno %d)", r ? errno : 0);
	T_EQ_LL(ioctl(fd, SNDRV_PCM_IOCTL_PREPARE), 0, "ALSA: prepare");

	long long before = now_ns(CLOCK_REALTIME);
	T_EQ_LL(ioctl(fd, SNDRV_PCM_IOCTL_START), 0, "ALSA: start");
	long long started = now_ns(CLOCK_REALTIME);
	sleep_ms(100); /* the pointer moves on, and the stamp with it */

	struct snd_pcm_status st;
	memset(&st, 0, sizeof st);
	r = ioctl(fd, SNDRV_PCM_IOCTL_STATUS, &st);
	long long after = now_ns(CLOCK_REALTIME);
	T_CHECK(r == 0, "ALSA: SNDRV_PCM_IOCTL_STATUS (errno %d%s)", r ? errno : 0, why(r ? errno : 0));
	if (r == 0) {
		T_EQ_LL(st.state, SNDRV_PCM_STATE_RUNNING, "ALSA: status: running");
		check_stamp("ALSA: status trigger_tstamp", st.trigger_tstamp.tv_sec,
			    st.trigger_tstamp.tv_nsec, 1, before, started);
		check_stamp("ALSA: status tstamp", st.tstamp.tv_sec, st.tstamp.tv_nsec, 1, before, after);
		T_CHECK(st.hw_ptr > 0, "ALSA: status: the hardware pointer moved (%lu)", (unsigned long)st.hw_ptr);
	}

	struct snd_pcm_sync_ptr sp;
	memset(&sp, 0, sizeof sp);
	sp.flags = SNDRV_PCM_SYNC_PTR_HWSYNC | SNDRV_PCM_SYNC_PTR_APPL | SNDRV_PCM_SYNC_PTR_AVAIL_MIN;
	sleep_ms(50);
	r = ioctl(fd, SNDRV_PCM_IOCTL_SYNC_PTR, &sp);
	long long after2 = now_ns(CLOCK_REALTIME);
	T_CHECK(r == 0, "ALSA: SNDRV_PCM_IOCTL_SYNC_PTR (errno %d%s)", r ? errno : 0, why(r ? errno : 0));
	if (r == 0) {
		T_EQ_LL(sp.s.status.state, SNDRV_PCM_STATE_RUNNING, "ALSA: sync_ptr: running");
		check_stamp("ALSA: sync_ptr tstamp", sp.s.status.tstamp.tv_sec, sp.s.status.tstamp.tv_nsec,
			    1, before, after2);
		T_CHECK(sp.s.status.hw_ptr >= st.hw_ptr, "ALSA: sync_ptr: hardware pointer %lu, not behind the status's %lu",
			(unsigned long)sp.s.status.hw_ptr, (unsigned long)st.hw_ptr);
		T_EQ_LL(sp.c.control.avail_min, 1, "ALSA: sync_ptr: avail_min as set");
	}
	ioctl(fd, SNDRV_PCM_IOCTL_DROP);
	close(fd);
}

/* --- V4L2, through vivid's capture device -------------------------------------------- */

#define NBUF 2
#define BUFSZ (1 << 19)
static unsigned char frames[NBUF][BUFSZ] __attribute__((aligned(4096)));

/* The id of the control named `name`, or 0. */
static unsigned find_ctrl(int fd, const char *name)
{
	struct v4l2_queryctrl q;
	memset(&q, 0, sizeof q);
	q.id = V4L2_CTRL_FLAG_NEXT_CTRL;
	while (ioctl(fd, VIDIOC_QUERYCTRL, &q) == 0) {
		if (!strcmp((const char *)q.name, name)) return q.id;
		q.id |= V4L2_CTRL_FLAG_NEXT_CTRL;
	}
	return 0;
}

/* The value of menu control `id`'s item named `name`, or -1. */
static int find_menu_item(int fd, unsigned id, const char *name)
{
	for (unsigned i = 0; i < 16; i++) {
		struct v4l2_querymenu m;
		memset(&m, 0, sizeof m);
		m.id = id;
		m.index = i;
		if (ioctl(fd, VIDIOC_QUERYMENU, &m) == 0 && !strcmp((const char *)m.name, name)) return (int)i;
	}
	return -1;
}

/* Streams with the control `wrap` at menu item `item`, which starts vivid's stamps at
   `base` ns (vivid-kthread-cap.c: the stamp is the item's time plus the monotonic time
   since the stream started), and dequeues and requeues frames until a stamp reaches
   `until` ns or `secs` seconds have gone. Every stamp must lie between `base` and `base`
   plus the time since just before the stream started; the last must reach `until`. */
static void v4l2_stream(int fd, unsigned wrap, int item, const char *label, long long base,
			long long until, int secs, unsigned size)
{
	struct v4l2_control c = { wrap, item };
	int r = ioctl(fd, VIDIOC_S_CTRL, &c);
	T_CHECK(r == 0, "V4L2 %s: Wrap Timestamp set (errno %d)", label, r ? errno : 0);

	struct v4l2_requestbuffers rb;
	memset(&rb, 0, sizeof rb);
	rb.count = NBUF;
	rb.type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	rb.memory = V4L2_MEMORY_USERPTR;
	r = ioctl(fd, VIDIOC_REQBUFS, &rb);
	unsigned nbuf = rb.count < NBUF ? rb.count : NBUF;
	T_CHECK(r == 0 && nbuf >= 1, "V4L2 %s: %u USERPTR buffers (errno %d)", label, rb.count, r ? errno : 0);
	if (r != 0 || nbuf < 1) return;
	int queued = 1, qerr = 0;
	for (unsigned i = 0; i < nbuf; i++) {
		struct v4l2_buffer b;
		memset(&b, 0, sizeof b);
		b.index = i;
		b.type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
		b.memory = V4L2_MEMORY_USERPTR;
		b.m.userptr = (unsigned long)frames[i];
		b.length = BUFSZ;
		if (ioctl(fd, VIDIOC_QBUF, &b) != 0) queued = 0, qerr = errno;
	}
	T_CHECK(queued, "V4L2 %s: VIDIOC_QBUF of %u buffers (errno %d%s)", label, nbuf, qerr, why(qerr));
	int type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	long long m0 = now_ns(CLOCK_MONOTONIC);
	r = ioctl(fd, VIDIOC_STREAMON, &type);
	T_CHECK(r == 0, "V4L2 %s: stream on (errno %d)", label, r ? errno : 0);

	int n = 0, bad = 0, dq_ok = queued, requeue_ok = 1, first = 1, dqerr = 0, rqerr = 0;
	long long t = 0, t0 = 0, lo = 0, hi = 0;
	unsigned used = 0, flags = 0;
	while (dq_ok && requeue_ok && (n == 0 || t < until) && now_ns(CLOCK_MONOTONIC) - m0 < secs * S) {
		struct v4l2_buffer b;
		memset(&b, 0, sizeof b);
		b.type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
		b.memory = V4L2_MEMORY_USERPTR;
		if (ioctl(fd, VIDIOC_DQBUF, &b) != 0) { /* blocking: one a frame period */
			dq_ok = 0, dqerr = errno;
			break;
		}
		long long m1 = now_ns(CLOCK_MONOTONIC);
		n++;
		t = (long long)b.timestamp.tv_sec * S + (long long)b.timestamp.tv_usec * 1000;
		if (first) t0 = t, used = b.bytesused, flags = b.flags, first = 0;
		if (b.timestamp.tv_usec < 0 || b.timestamp.tv_usec >= 1000000 || t < base ||
		    t > base + (m1 - m0) + LATE || b.index >= nbuf || b.m.userptr != (unsigned long)frames[b.index]) {
			if (!bad) lo = t, hi = base + (m1 - m0) + LATE;
			bad++;
		}
		if (ioctl(fd, VIDIOC_QBUF, &b) != 0) requeue_ok = 0, rqerr = errno;
	}
	if (!queued)
		T_CHECK(0, "V4L2 %s: no frame dequeued, as no buffer was queued", label);
	else
		T_CHECK(dq_ok && n > 0, "V4L2 %s: VIDIOC_DQBUF gave %d frame(s) (errno %d%s)", label, n, dqerr, why(dqerr));
	T_CHECK(requeue_ok, "V4L2 %s: each buffer queued again (errno %d%s)", label, rqerr, why(rqerr));
	if (n > 0) {
		T_CHECK(used == size, "V4L2 %s: %u bytes in the first frame", label, used);
		T_CHECK((flags & V4L2_BUF_FLAG_TIMESTAMP_MASK) == V4L2_BUF_FLAG_TIMESTAMP_MONOTONIC,
			"V4L2 %s: CLOCK_MONOTONIC stamps (flags 0x%x)", label, flags);
		if (bad)
			T_CHECK(0, "V4L2 %s: %d of %d stamps out of place, the first %lld.%09lld s, not between %lld.%09lld and %lld.%09lld",
				label, bad, n, lo / S, lo % S, base / S, base % S, hi / S, hi % S);
		else
			T_CHECK(1, "V4L2 %s: all %d stamps, %lld.%06lld s to %lld.%06lld s, lie between the start of the wrap and the time since",
				label, n, t0 / S, t0 % S / 1000, t / S, t % S / 1000);
		if (until)
			T_CHECK(t >= until, "V4L2 %s: the last stamp %lld.%06lld s reaches %lld s", label,
				t / S, t % S / 1000, until / S);
	}
	ioctl(fd, VIDIOC_STREAMOFF, &type);
	rb.count = 0;
	ioctl(fd, VIDIOC_REQBUFS, &rb);
}

static void check_v4l2(void)
{
	int fd = open("/dev/video0", O_RDWR);
	if (fd < 0) {
		T_CHECK(0, "V4L2: /dev/video0 cannot be opened (errno %d): module vivid %s", errno,
			module_state("vivid"));
		return;
	}
	struct v4l2_capability cap;
	memset(&cap, 0, sizeof cap);
	int r = ioctl(fd, VIDIOC_QUERYCAP, &cap);
	T_CHECK(r == 0 && !strcmp((const char *)cap.driver, "vivid") &&
		(cap.device_caps & V4L2_CAP_VIDEO_CAPTURE) && (cap.device_caps & V4L2_CAP_STREAMING),
		"V4L2: /dev/video0 is vivid's capture device (driver '%s')", r == 0 ? (const char *)cap.driver : "?");

	struct v4l2_format fmt;
	memset(&fmt, 0, sizeof fmt);
	fmt.type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	ioctl(fd, VIDIOC_G_FMT, &fmt);
	fmt.fmt.pix.width = 320;
	fmt.fmt.pix.height = 180;
	fmt.fmt.pix.pixelformat = V4L2_PIX_FMT_YUYV;
	r = ioctl(fd, VIDIOC_S_FMT, &fmt);
	unsigned size = fmt.fmt.pix.sizeimage;
	T_CHECK(r == 0 && size > 0 && size <= BUFSZ, "V4L2: format %ux%u, %u bytes a frame (errno %d)",
		fmt.fmt.pix.width, fmt.fmt.pix.height, size, r ? errno : 0);

	/* In the 2040 machines' kernels (Debian's 6.1, as upstream's later ones) a menu:
	   "None", "64 Bit" (stamps from 2^63 ns less 16 s), "32 Bit" (from 2^31 s less 16 s);
	   older kernels had a switch to 2^32 s less 16 s. */
	unsigned wrap = find_ctrl(fd, "Wrap Timestamp");
	int w64 = wrap ? find_menu_item(fd, wrap, "64 Bit") : -1;
	int w32 = wrap ? find_menu_item(fd, wrap, "32 Bit") : -1;
	T_CHECK(wrap && w64 > 0 && w32 > 0, "V4L2: vivid's control 'Wrap Timestamp' (id 0x%x) has the items '64 Bit' (%d) and '32 Bit' (%d)",
		wrap, w64, w32);
	if (r == 0 && size > 0 && size <= BUFSZ && wrap && w64 > 0 && w32 > 0) {
		/* 64-bit seconds (9223372020 s and on) exist only in the time64 requests, which
		   the old mode refuses: the time32 ones cut them to 32 bits in the kernel. The
		   old mode streams from 16 s before 2^31 s until one second past it instead:
		   the time32 requests' seconds turn negative there, and must be read unsigned. */
		if (!old)
			v4l2_stream(fd, wrap, w64, "64-bit wrap", (1LL << 62) + ((1LL << 62) - 16 * S),
				    0, 10, size);
		else
			v4l2_stream(fd, wrap, w32, "32-bit wrap", (Y2038 - 16) * S, (Y2038 + 1) * S, 40, size);
	}
	close(fd);
}

int main(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "2040")) in2040 = 1;
		else if (!strcmp(argv[i], "old")) old = 1;
	}
	if (in2040) {
		struct timespec set = { T2040, 0 };
		T_EQ_LL(clock_settime(CLOCK_REALTIME, &set), 0, "set the clock to 2040-02-29T12:00:00Z (time64 call)");
	}
	if (old) {
		/* The drivers' time64 requests as this program numbers them, with its 64-bit
		   time_t: on a 32-bit arch they differ from the time32 ones (the structures'
		   sizes are in the numbers). */
		static const uint32_t reqs[] = {
			SNDRV_PCM_IOCTL_STATUS, SNDRV_PCM_IOCTL_STATUS_EXT, SNDRV_PCM_IOCTL_SYNC_PTR,
			VIDIOC_QUERYBUF, VIDIOC_QBUF, VIDIOC_DQBUF, VIDIOC_PREPARE_BUF, VIDIOC_DQEVENT, 0
		};
		int e = t_deny_time64();
		if (!e) e = t_deny_ioctls(reqs, ENOTTY);
		T_EQ_LL(e, 0, "seccomp filter of an old kernel installed (errno)");
		if (e) return t_done();
		struct snd_pcm_status st;
		errno = 0;
		T_CHECK(syscall(SYS_ioctl, -1, SNDRV_PCM_IOCTL_STATUS, &st) == -1 && errno == ENOTTY,
			"the kernel now answers ENOTTY to the time64 SNDRV_PCM_IOCTL_STATUS");
	}
	check_evdev();
	check_alsa();
	check_v4l2();
	return t_done();
}
