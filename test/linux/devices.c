/* Device drivers' time stamps through the kernel's own UAPI headers, compiled after t64's
   (-idirafter), as a program built with t64 includes them: t64's <features.h> defines
   __USE_TIME_BITS64, so the headers take their time64 layouts, which must be the ones
   the kernel reads and writes. In the 2040 machines only (it needs the drivers
   test/vm/modules names, which /init loads, and it sets CLOCK_REALTIME). Every request
   of t64's ioctl table (sysdeps/linux/ioctl/ioctl_table.c) is made on a real driver.

   devices [2040] [old | mirror] [no-GAP...]
   2040:   first set CLOCK_REALTIME to 2040-02-29T12:00:00Z through the time64 call: every
           real-time stamp must then lie past 2038.
   old:    a simulated kernel before 5.6 (the 2040 machine's kernel is 6.1): a seccomp
           filter (seccomp_time64.h) answers ENOSYS to the time64 calls, and to every
           time64 request of the table, as this program numbers them, what such a kernel
           answers to a request it does not know: ENOTTY, EINVAL from ppdev and lp
           (drivers/char/ppdev.c, lp.c). t64's ioctl must do their work through the old
           requests, and the same checks must pass.
   mirror: the mirror of `old`: the filter refuses every old request of the table instead
           (no kernel of interest does; it is there to see which request was sent): on
           the new kernel every call must still succeed, so t64 sent the time64 request.
           Together the two prove which request reached the kernel.
   no-GAP: what the machine lacks (the cross file's t64_vm_gaps says why), each a
           "# SKIP known:" line: rawmidi (no raw MIDI driver), parport (no parallel
           port), timer-status (a 64-bit kernel whose compat handler answers ENOTTY to
           SNDRV_TIMER_IOCTL_STATUS: then the test asserts that it does, and reads the
           status through the number that handler knows).

   evdev (uinput, evdev): a keyboard made through /dev/uinput; the events written to it
     are read back from its /dev/input/eventN: read() returns whole struct input_events
     of the size the kernel writes (16 bytes on a 32-bit arch, the seconds an unsigned
     long: good until 2106), type, code and value as written, each stamp between
     CLOCK_REALTIME readings taken before the write and after the read.
   ALSA PCM (snd-aloop): a playback PCM with the hardware parameters the kernel chooses
     from an all-open set, time stamps on (SNDRV_PCM_TSTAMP_ENABLE, CLOCK_REALTIME),
     started with no data (its stop threshold at the boundary, so it never underruns):
     the trigger_tstamp and tstamp of SNDRV_PCM_IOCTL_STATUS and _STATUS_EXT, and
     sync_ptr's tstamp, between readings.
   ALSA raw MIDI (snd-virmidi): SNDRV_RAWMIDI_IOCTL_STATUS of both streams: the stream,
     the bytes available (the output's is its buffer size, as set) and the stamp, which
     sound/core/rawmidi.c leaves 0 (the buffer is filled with 0xa5 before the call).
   ALSA timer (/dev/snd/timer, the system timer): SNDRV_TIMER_IOCTL_STATUS after
     SELECT and START: its stamp is when the timer started, on CLOCK_REALTIME (snd-timer's
     timer_tstamp_monotonic=0, test/vm/modules), between readings; its resolution the
     one SNDRV_TIMER_IOCTL_INFO gives.
   V4L2 (vivid): capture buffers on /dev/video0 and output buffers on its output node
     (USERPTR: t64 has no public mmap), each prepared (VIDIOC_PREPARE_BUF), queried
     (VIDIOC_QUERYBUF: the flags, and a dequeued buffer's stamp again), queued, dequeued
     and queued again, both streaming at once, with vivid's "Wrap Timestamp" control,
     which starts its CLOCK_MONOTONIC stamps, whatever the clock, 16 s before 2^63 ns
     ("64 Bit": seconds only a 64-bit field holds) or, in the old mode, before 2^31 s
     ("32 Bit": streamed until a stamp is past 2^31 s, about 17 s): every stamp between
     that start and it plus the time since streaming began. An output buffer queued or
     prepared with a timestamp past 2^31 s: the time64 request takes it; the old one
     cannot hold it, so t64 answers EOVERFLOW and the driver is not asked (QUERYBUF: not
     queued, not prepared). VIDIOC_DQEVENT: a control event (V4L2_EVENT_CTRL on
     brightness) after the control is changed, its id, value and CLOCK_MONOTONIC stamp
     (v4l2-event.c) between readings.
   ppdev and lp (parport_pc on the PC's parallel port): PPSETTIME then PPGETTIME gives
     the time back (2.5 s, and 2^31 + 5 s, which only the time64 request carries: the
     old one gets EOVERFLOW and the old time stays); LPSETTIMEOUT takes a time, and a
     negative microsecond count reaches the driver, which refuses it (EINVAL).
   PPP (ppp_generic): a unit (PPPIOCNEWUNIT), a frame written to it, then PPPIOCGIDLE64:
     the time since the frame was sent, 0 s give or take the seconds the test took, and
     the time since a frame was received (never: jiffies over HZ, >= 0); PPPIOCGIDLE,
     the old request whatever time_t is, passes as it is (the mirror filter refuses it).

   A driver the machine should have and lacks is a failure that names its module. */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>
#include <linux/input.h>
#include <linux/lp.h>
#include <linux/ppdev.h>
#include <linux/ppp-ioctl.h>
#include <linux/uinput.h>
#include <linux/videodev2.h>
#include <sound/asound.h>
#include "seccomp_time64.h"
#include "t.h"
#include "../ioctl_images.h"

#define T2040 2214129600LL /* 2040-02-29T12:00:00Z */
#define Y2038 2147483648LL /* 2^31 s: where a signed 32-bit time_t ends */
#define S 1000000000LL
/* How far a clock may run on between two readings: generous, for the emulated 2040
   machines on a loaded 2-core host. Lower bounds are exact. */
#define LATE (5 * S)

static int in2040, old, mirror, no_rawmidi, no_parport, no_timer_status;

/* What an errno means here: in the old mode, ENOTTY (EINVAL from ppdev and lp) is the
   time64 request refused, as a kernel before 5.6 refuses it, and t64's ioctl not doing
   its work through the old one; in the mirror mode, the old request refused, and t64's
   ioctl having sent it instead of the time64 one. */
static const char *why(int e)
{
	if ((e == ENOTTY || e == EINVAL) && old) return ": the time64 request was not turned into the old one";
	if ((e == ENOTTY || e == EINVAL) && mirror) return ": the old request was sent, not the time64 one";
	return "";
}

/* The old request of a time64 one: the same number with the old structure's size, as
   the kernel's header makes it for a 32-bit time_t (the old structures of
   test/ioctl_images.h, written from the kernel's definitions apart from t64's). */
#define OLD_REQ(req, type) (((unsigned long)(req) & ~((unsigned long)_IOC_SIZEMASK << _IOC_SIZESHIFT)) | \
			    (unsigned long)sizeof(type) << _IOC_SIZESHIFT)

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

/* SNDRV_PCM_IOCTL_STATUS or _STATUS_EXT of the running stream: its stamps between the
   readings `before` (the start) and now. Returns the hardware pointer. */
static unsigned long pcm_status(int fd, unsigned long req, const char *name, long long before,
				long long started)
{
	struct snd_pcm_status st;
	memset(&st, 0xa5, sizeof st);
	/* STATUS_EXT reads the kind of audio stamp asked for: the default. */
	st.audio_tstamp_data = 0;
	int r = ioctl(fd, req, &st);
	long long after = now_ns(CLOCK_REALTIME);
	T_CHECK(r == 0, "ALSA: %s (errno %d%s)", name, r ? errno : 0, why(r ? errno : 0));
	if (r != 0) return 0;
	char what[64];
	t64_snprintf(what, sizeof what, "ALSA: %s: running", name);
	T_EQ_LL(st.state, SNDRV_PCM_STATE_RUNNING, what);
	t64_snprintf(what, sizeof what, "ALSA: %s trigger_tstamp", name);
	check_stamp(what, st.trigger_tstamp.tv_sec, st.trigger_tstamp.tv_nsec, 1, before, started);
	t64_snprintf(what, sizeof what, "ALSA: %s tstamp", name);
	check_stamp(what, st.tstamp.tv_sec, st.tstamp.tv_nsec, 1, before, after);
	T_CHECK(st.hw_ptr > 0, "ALSA: %s: the hardware pointer moved (%lu)", name, (unsigned long)st.hw_ptr);
	return st.hw_ptr;
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

	unsigned long hw_ptr = pcm_status(fd, SNDRV_PCM_IOCTL_STATUS, "SNDRV_PCM_IOCTL_STATUS", before, started);
	sleep_ms(20);
	unsigned long hw_ptr2 = pcm_status(fd, SNDRV_PCM_IOCTL_STATUS_EXT, "SNDRV_PCM_IOCTL_STATUS_EXT", before, started);
	T_CHECK(hw_ptr2 >= hw_ptr, "ALSA: STATUS_EXT's hardware pointer %lu, not behind STATUS's %lu", hw_ptr2, hw_ptr);

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
		T_CHECK(sp.s.status.hw_ptr >= hw_ptr2, "ALSA: sync_ptr: hardware pointer %lu, not behind the status's %lu",
			(unsigned long)sp.s.status.hw_ptr, hw_ptr2);
		T_EQ_LL(sp.c.control.avail_min, 1, "ALSA: sync_ptr: avail_min as set");
	}
	ioctl(fd, SNDRV_PCM_IOCTL_DROP);
	close(fd);
}

/* --- ALSA raw MIDI, through snd-virmidi's port --------------------------------------- */

static void skip(const char *what, const char *dev)
{
	T_CHECK(1, "%s # SKIP known: this machine has no %s (its cross file's t64_vm_gaps says why)", what, dev);
}

/* The status of stream `stream` of the port, its stamp and what follows it. */
static void rawmidi_status(int fd, int stream, const char *name, unsigned long want_avail)
{
	struct snd_rawmidi_status st;
	memset(&st, 0xa5, sizeof st);
	st.stream = stream;
	int r = ioctl(fd, SNDRV_RAWMIDI_IOCTL_STATUS, &st);
	T_CHECK(r == 0, "ALSA raw MIDI: SNDRV_RAWMIDI_IOCTL_STATUS of the %s (errno %d%s)", name,
		r ? errno : 0, why(r ? errno : 0));
	if (r != 0) return;
	/* sound/core/rawmidi.c stamps nothing: the stamp is the zeroes it clears the status
	   with. */
	T_CHECK(st.stream == stream && st.tstamp.tv_sec == 0 && st.tstamp.tv_nsec == 0 &&
		st.avail == want_avail && st.xruns == 0,
		"ALSA raw MIDI: %s status: stream %d, stamp %lld.%09ld (the driver's 0), %lu bytes available (want %lu), %lu xruns",
		name, st.stream, (long long)st.tstamp.tv_sec, (long)st.tstamp.tv_nsec,
		(unsigned long)st.avail, want_avail, (unsigned long)st.xruns);
}

static void check_rawmidi(void)
{
	if (no_rawmidi) {
		skip("ALSA raw MIDI: SNDRV_RAWMIDI_IOCTL_STATUS", "raw MIDI driver (snd-virmidi)");
		return;
	}
	/* snd-virmidi's card follows snd-aloop's: its first port is midiC<card>D0. */
	int fd = -1;
	char path[32] = "";
	for (int card = 0; card < 8 && fd < 0; card++) {
		t64_snprintf(path, sizeof path, "/dev/snd/midiC%dD0", card);
		fd = open(path, O_RDWR | O_NONBLOCK);
	}
	if (fd < 0) {
		T_CHECK(0, "ALSA raw MIDI: no /dev/snd/midiC*D0 can be opened (errno %d): module snd_virmidi %s",
			errno, module_state("snd_virmidi"));
		return;
	}
	struct snd_rawmidi_info info;
	memset(&info, 0, sizeof info);
	info.stream = SNDRV_RAWMIDI_STREAM_OUTPUT;
	int r = ioctl(fd, SNDRV_RAWMIDI_IOCTL_INFO, &info);
	T_CHECK(r == 0, "ALSA raw MIDI: %s is '%s' (errno %d)", path, r == 0 ? (const char *)info.name : "?",
		r ? errno : 0);
	/* The output's buffer, of a size of ours: then its status has that many bytes free. */
	struct snd_rawmidi_params par;
	memset(&par, 0, sizeof par);
	par.stream = SNDRV_RAWMIDI_STREAM_OUTPUT;
	par.buffer_size = 1024;
	par.avail_min = 1;
	par.no_active_sensing = 1;
	r = ioctl(fd, SNDRV_RAWMIDI_IOCTL_PARAMS, &par);
	T_CHECK(r == 0, "ALSA raw MIDI: output buffer of 1024 bytes (errno %d)", r ? errno : 0);
	rawmidi_status(fd, SNDRV_RAWMIDI_STREAM_OUTPUT, "output", 1024);
	rawmidi_status(fd, SNDRV_RAWMIDI_STREAM_INPUT, "input", 0);
	close(fd);
}

/* --- ALSA timer, the system timer through /dev/snd/timer ----------------------------- */

static void check_timer(void)
{
	int fd = open("/dev/snd/timer", O_RDONLY | O_NONBLOCK);
	if (fd < 0) {
		T_CHECK(0, "ALSA timer: /dev/snd/timer cannot be opened (errno %d): module snd_timer %s", errno,
			module_state("snd_timer"));
		return;
	}
	struct snd_timer_select sel;
	memset(&sel, 0, sizeof sel);
	sel.id.dev_class = SNDRV_TIMER_CLASS_GLOBAL;
	sel.id.dev_sclass = SNDRV_TIMER_SCLASS_NONE;
	sel.id.card = -1;
	sel.id.device = SNDRV_TIMER_GLOBAL_SYSTEM;
	int r = ioctl(fd, SNDRV_TIMER_IOCTL_SELECT, &sel);
	T_CHECK(r == 0, "ALSA timer: the system timer selected (errno %d)", r ? errno : 0);
	struct snd_timer_info info;
	memset(&info, 0, sizeof info);
	r = ioctl(fd, SNDRV_TIMER_IOCTL_INFO, &info);
	T_CHECK(r == 0 && info.resolution > 0, "ALSA timer: '%s', resolution %lu ns (errno %d)",
		r == 0 ? (const char *)info.name : "?", (unsigned long)info.resolution, r ? errno : 0);
	struct snd_timer_params par;
	memset(&par, 0, sizeof par);
	par.ticks = 1;
	par.queue_size = 128;
	r = ioctl(fd, SNDRV_TIMER_IOCTL_PARAMS, &par);
	T_CHECK(r == 0, "ALSA timer: parameters (errno %d)", r ? errno : 0);
	long long before = now_ns(CLOCK_REALTIME);
	r = ioctl(fd, SNDRV_TIMER_IOCTL_START);
	long long started = now_ns(CLOCK_REALTIME);
	T_CHECK(r == 0, "ALSA timer: started (errno %d)", r ? errno : 0);
	sleep_ms(30);
	struct snd_timer_status st;
	memset(&st, 0xa5, sizeof st);
	r = ioctl(fd, SNDRV_TIMER_IOCTL_STATUS, &st);
	int e = r ? errno : 0;
	if (no_timer_status) {
		/* A 64-bit kernel running this 32-bit program: its compat handler
		   (sound/core/timer_compat.c) knows the request only as _IOW, in either form,
		   and answers ENOTTY to sound/asound.h's _IOR, whichever t64 sends. Its own
		   number for the time64 structure gives the status: the driver is there. */
		T_CHECK(r == -1 && e == ENOTTY,
			"ALSA timer: SNDRV_TIMER_IOCTL_STATUS answers ENOTTY, as t64_vm_gaps declares (got %d, errno %d)", r, e);
		T_CHECK(1, "ALSA timer: SNDRV_TIMER_IOCTL_STATUS through t64's ioctl # SKIP known: the kernel's compat handler numbers it _IOW (t64_vm_gaps timer-status)");
		unsigned long w = _IOC(_IOC_WRITE, 'T', 0x14, sizeof st);
		memset(&st, 0xa5, sizeof st);
		r = (int)syscall(SYS_ioctl, fd, w, &st);
		e = r ? errno : 0;
		T_CHECK(r == 0, "ALSA timer: the compat handler's own number 0x%lx gives the status (errno %d)", w, e);
	} else {
		T_CHECK(r == 0, "ALSA timer: SNDRV_TIMER_IOCTL_STATUS (errno %d%s)", e, why(e));
	}
	if (r == 0) {
		/* The stamp of the start (sound/core/timer.c, snd_timer_user_ccallback), on
		   CLOCK_REALTIME with snd-timer's timer_tstamp_monotonic=0 (test/vm/modules). */
		check_stamp("ALSA timer: status tstamp (the start, CLOCK_REALTIME)", st.tstamp.tv_sec,
			    st.tstamp.tv_nsec, 1, before, started);
		T_CHECK(st.resolution == info.resolution && st.lost == 0 && st.overrun == 0,
			"ALSA timer: status resolution %lu ns (the info's %lu), lost %lu, overrun %lu, queue %lu",
			(unsigned long)st.resolution, (unsigned long)info.resolution, (unsigned long)st.lost,
			(unsigned long)st.overrun, (unsigned long)st.queue);
	}
	ioctl(fd, SNDRV_TIMER_IOCTL_STOP);
	close(fd);
}

/* --- V4L2, through vivid's capture and output devices -------------------------------- */

#define NBUF 2
#define BUFSZ (1 << 19)
static unsigned char frames[2][NBUF][BUFSZ] __attribute__((aligned(4096)));
/* A queued output buffer's timestamp past 2^31 s, which an old struct timeval cannot
   hold. */
#define OUT_TS (Y2038 + 100)

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

/* One queue: vivid's capture or output buffers, and what its stream gave. */
struct vq {
	const char *label;
	int fd, type, out;
	unsigned nbuf, size;
	int ok; /* set up and streaming */
	int n, bad, dq_ok, requeue_ok, dqerr, rqerr, done;
	long long t, t0, lo, hi;
	unsigned used, flags;
	struct v4l2_buffer last; /* the last dequeued buffer, not queued again */
};

static void vbuf(struct vq *q, struct v4l2_buffer *b, unsigned i, long long sec)
{
	memset(b, 0, sizeof *b);
	b->index = i;
	b->type = (unsigned)q->type;
	b->memory = V4L2_MEMORY_USERPTR;
	b->m.userptr = (unsigned long)frames[q->out][i];
	b->length = BUFSZ;
	if (q->out) b->bytesused = q->size;
	b->timestamp.tv_sec = sec;
}

/* VIDIOC_QUERYBUF's flags of buffer i, or -1 (errno). */
static long querybuf(struct vq *q, unsigned i, struct v4l2_buffer *b)
{
	vbuf(q, b, i, 0);
	memset(&b->timestamp, 0xa5, sizeof b->timestamp);
	return ioctl(q->fd, VIDIOC_QUERYBUF, b) == 0 ? (long)b->flags : -1;
}

/* Buffer i queued through VIDIOC_PREPARE_BUF then VIDIOC_QBUF (`prepare`), or QBUF
   alone, with QUERYBUF's flags checked after each. An output buffer goes first with a
   timestamp past 2^31 s, which the device reads (VIDIOC_QBUF copies it for
   V4L2_BUF_FLAG_TIMESTAMP_COPY queues; vivid's are not, and ignore it): the time64
   request carries it; on the old path t64 must answer EOVERFLOW and send nothing, so
   the buffer stays neither prepared nor queued, and it goes again with 0. */
static int queue_first(struct vq *q, unsigned i, int prepare)
{
	unsigned long req = prepare ? VIDIOC_PREPARE_BUF : VIDIOC_QBUF;
	const char *name = prepare ? "VIDIOC_PREPARE_BUF" : "VIDIOC_QBUF";
	unsigned want = prepare ? V4L2_BUF_FLAG_PREPARED : V4L2_BUF_FLAG_QUEUED;
	struct v4l2_buffer b, qb;
	long f;
	if (q->out) {
		vbuf(q, &b, i, OUT_TS);
		int r = ioctl(q->fd, req, &b), e = r ? errno : 0;
		f = querybuf(q, i, &qb);
		if (old) {
			T_CHECK(r == -1 && e == EOVERFLOW, "V4L2 %s: %s of buffer %u with a timestamp of %lld s: EOVERFLOW on the old request (got %d, errno %d)",
				q->label, name, i, OUT_TS, r, e);
			T_CHECK(f >= 0 && !(f & (V4L2_BUF_FLAG_QUEUED | V4L2_BUF_FLAG_PREPARED)),
				"V4L2 %s: buffer %u was not given to the driver: VIDIOC_QUERYBUF flags 0x%lx, neither queued nor prepared (errno %d%s)",
				q->label, i, f, f < 0 ? errno : 0, why(f < 0 ? errno : 0));
		} else {
			T_CHECK(r == 0, "V4L2 %s: %s of buffer %u with a timestamp of %lld s (errno %d%s)",
				q->label, name, i, OUT_TS, e, why(e));
			T_CHECK(f >= 0 && (f & want), "V4L2 %s: VIDIOC_QUERYBUF of buffer %u: flags 0x%lx, %s (errno %d%s)",
				q->label, i, f, prepare ? "prepared" : "queued", f < 0 ? errno : 0, why(f < 0 ? errno : 0));
			if (r != 0) return 0;
			if (!prepare) return 1;
		}
	}
	/* A capture buffer, or an output buffer again on the old path, with a stamp of 0. */
	if (!q->out || old) {
		vbuf(q, &b, i, 0);
		int r = ioctl(q->fd, req, &b), e = r ? errno : 0;
		T_CHECK(r == 0, "V4L2 %s: %s of buffer %u (errno %d%s)", q->label, name, i, e, why(e));
		if (r != 0) return 0;
		f = querybuf(q, i, &qb);
		T_CHECK(f >= 0 && (f & want), "V4L2 %s: VIDIOC_QUERYBUF of buffer %u: flags 0x%lx, %s (errno %d%s)",
			q->label, i, f, prepare ? "prepared" : "queued", f < 0 ? errno : 0, why(f < 0 ? errno : 0));
	}
	if (!prepare) return 1;
	vbuf(q, &b, i, 0);
	int r = ioctl(q->fd, VIDIOC_QBUF, &b), e = r ? errno : 0;
	f = r == 0 ? querybuf(q, i, &qb) : -1;
	T_CHECK(r == 0 && f >= 0 && (f & V4L2_BUF_FLAG_QUEUED),
		"V4L2 %s: VIDIOC_QBUF of the prepared buffer %u, then queued (flags 0x%lx, errno %d%s)",
		q->label, i, f, e, why(e));
	return r == 0;
}

/* The queue's format and buffers, queued: buffer 0 prepared first. */
static int vq_setup(struct vq *q)
{
	struct v4l2_format fmt;
	memset(&fmt, 0, sizeof fmt);
	fmt.type = (unsigned)q->type;
	ioctl(q->fd, VIDIOC_G_FMT, &fmt);
	fmt.fmt.pix.width = 320;
	fmt.fmt.pix.height = 180;
	fmt.fmt.pix.pixelformat = V4L2_PIX_FMT_YUYV;
	int r = ioctl(q->fd, VIDIOC_S_FMT, &fmt);
	q->size = fmt.fmt.pix.sizeimage;
	T_CHECK(r == 0 && q->size > 0 && q->size <= BUFSZ, "V4L2 %s: format %ux%u, %u bytes a frame (errno %d)",
		q->label, fmt.fmt.pix.width, fmt.fmt.pix.height, q->size, r ? errno : 0);
	if (r != 0 || q->size == 0 || q->size > BUFSZ) return 0;

	struct v4l2_requestbuffers rb;
	memset(&rb, 0, sizeof rb);
	rb.count = NBUF;
	rb.type = (unsigned)q->type;
	rb.memory = V4L2_MEMORY_USERPTR;
	r = ioctl(q->fd, VIDIOC_REQBUFS, &rb);
	q->nbuf = rb.count < NBUF ? rb.count : NBUF;
	T_CHECK(r == 0 && q->nbuf >= 1, "V4L2 %s: %u USERPTR buffers (errno %d)", q->label, rb.count, r ? errno : 0);
	if (r != 0 || q->nbuf < 1) return 0;
	int ok = 1;
	for (unsigned i = 0; i < q->nbuf && ok; i++)
		ok = queue_first(q, i, i == 0);
	return ok;
}

static void vq_release(struct vq *q)
{
	ioctl(q->fd, VIDIOC_STREAMOFF, &q->type);
	struct v4l2_requestbuffers rb;
	memset(&rb, 0, sizeof rb);
	rb.type = (unsigned)q->type;
	rb.memory = V4L2_MEMORY_USERPTR;
	ioctl(q->fd, VIDIOC_REQBUFS, &rb);
}

/* One buffer from the queue if one is done (the descriptors do not block): its stamp
   must lie between `base` and `base` plus the time since `m0`, just before the first
   stream started. Once a stamp reaches `until` the buffer is kept (q->last), else it
   is queued again: a capture buffer as it came, its stamp with it (t64 does not judge
   a capture buffer's stamp), an output buffer with its frame and a stamp of 0. */
static int vq_dequeue(struct vq *q, long long base, long long until, long long m0)
{
	struct v4l2_buffer b;
	memset(&b, 0, sizeof b);
	b.type = (unsigned)q->type;
	b.memory = V4L2_MEMORY_USERPTR;
	if (ioctl(q->fd, VIDIOC_DQBUF, &b) != 0) {
		if (errno == EAGAIN) return 0;
		q->dq_ok = 0, q->dqerr = errno, q->done = 1;
		return 0;
	}
	long long m1 = now_ns(CLOCK_MONOTONIC);
	q->n++;
	long long t = (long long)b.timestamp.tv_sec * S + (long long)b.timestamp.tv_usec * 1000;
	q->t = t;
	if (q->n == 1) q->t0 = t, q->used = b.bytesused, q->flags = b.flags;
	if (b.timestamp.tv_usec < 0 || b.timestamp.tv_usec >= 1000000 || t < base ||
	    t > base + (m1 - m0) + LATE || b.index >= q->nbuf ||
	    b.m.userptr != (unsigned long)frames[q->out][b.index]) {
		if (!q->bad) q->lo = t, q->hi = base + (m1 - m0) + LATE;
		q->bad++;
	}
	if (t >= until) {
		q->last = b;
		q->done = 1;
		return 1;
	}
	if (q->out) {
		b.bytesused = q->size;
		b.timestamp.tv_sec = 0, b.timestamp.tv_usec = 0;
	}
	if (ioctl(q->fd, VIDIOC_QBUF, &b) != 0) q->requeue_ok = 0, q->rqerr = errno, q->done = 1;
	return 1;
}

static void vq_report(struct vq *q, long long base, long long until)
{
	const char *l = q->label;
	if (!q->ok) {
		T_CHECK(0, "V4L2 %s: no frame dequeued, as its buffers were not queued", l);
		return;
	}
	T_CHECK(q->dq_ok && q->n > 0, "V4L2 %s: VIDIOC_DQBUF gave %d frame(s) (errno %d%s)", l, q->n, q->dqerr, why(q->dqerr));
	T_CHECK(q->requeue_ok, "V4L2 %s: each buffer queued again (errno %d%s)", l, q->rqerr, why(q->rqerr));
	if (q->n == 0) return;
	T_CHECK(q->used == q->size, "V4L2 %s: %u bytes in the first frame", l, q->used);
	T_CHECK((q->flags & V4L2_BUF_FLAG_TIMESTAMP_MASK) == V4L2_BUF_FLAG_TIMESTAMP_MONOTONIC,
		"V4L2 %s: CLOCK_MONOTONIC stamps (flags 0x%x)", l, q->flags);
	if (q->bad)
		T_CHECK(0, "V4L2 %s: %d of %d stamps out of place, the first %lld.%09lld s, not between %lld.%09lld and %lld.%09lld",
			l, q->bad, q->n, q->lo / S, q->lo % S, base / S, base % S, q->hi / S, q->hi % S);
	else
		T_CHECK(1, "V4L2 %s: all %d stamps, %lld.%06lld s to %lld.%06lld s, lie between the start of the wrap and the time since",
			l, q->n, q->t0 / S, q->t0 % S / 1000, q->t / S, q->t % S / 1000);
	if (until)
		T_CHECK(q->t >= until, "V4L2 %s: the last stamp %lld.%06lld s reaches %lld s", l, q->t / S,
			q->t % S / 1000, until / S);
	if (!q->done || !q->dq_ok) return;
	/* The buffer last dequeued, asked again: the same stamp, now held by the driver. */
	struct v4l2_buffer b;
	long f = querybuf(q, q->last.index, &b);
	T_CHECK(f >= 0 && !(f & (V4L2_BUF_FLAG_QUEUED | V4L2_BUF_FLAG_DONE)) &&
		b.timestamp.tv_sec == q->last.timestamp.tv_sec && b.timestamp.tv_usec == q->last.timestamp.tv_usec &&
		b.bytesused == q->last.bytesused && b.sequence == q->last.sequence,
		"V4L2 %s: VIDIOC_QUERYBUF of the dequeued buffer %u: flags 0x%lx, stamp %lld.%06lld s (dequeued: %lld.%06lld s), sequence %u (%u) (errno %d%s)",
		l, q->last.index, f, (long long)b.timestamp.tv_sec, (long long)b.timestamp.tv_usec,
		(long long)q->last.timestamp.tv_sec, (long long)q->last.timestamp.tv_usec, b.sequence,
		q->last.sequence, f < 0 ? errno : 0, why(f < 0 ? errno : 0));
}

/* Streams both queues at once with the control `wrap` at menu item `item`, which starts
   vivid's stamps at `base` ns (vivid-kthread-cap.c and -out.c: the item's time plus the
   monotonic time since the stream started, one offset for the device that each stream
   sets at its start), until each has a stamp at `until` ns or `secs` seconds have
   gone. */
static void v4l2_stream(struct vq *qs, int nq, unsigned wrap, int item, long long base,
			long long until, int secs)
{
	struct v4l2_control c = { wrap, item };
	int r = ioctl(qs[0].fd, VIDIOC_S_CTRL, &c);
	T_CHECK(r == 0, "V4L2: Wrap Timestamp set to item %d (errno %d)", item, r ? errno : 0);
	for (int i = 0; i < nq; i++) {
		qs[i].dq_ok = qs[i].requeue_ok = 1;
		qs[i].ok = vq_setup(&qs[i]);
	}
	long long m0 = now_ns(CLOCK_MONOTONIC);
	for (int i = 0; i < nq; i++) {
		if (!qs[i].ok) continue;
		r = ioctl(qs[i].fd, VIDIOC_STREAMON, &qs[i].type);
		T_CHECK(r == 0, "V4L2 %s: stream on (errno %d)", qs[i].label, r ? errno : 0);
		if (r != 0) qs[i].ok = 0;
	}
	for (;;) {
		int busy = 0, got = 0;
		for (int i = 0; i < nq; i++)
			if (qs[i].ok && !qs[i].done) busy = 1, got |= vq_dequeue(&qs[i], base, until, m0);
		if (!busy || now_ns(CLOCK_MONOTONIC) - m0 >= secs * S) break;
		if (!got) sleep_ms(5);
	}
	for (int i = 0; i < nq; i++) {
		vq_report(&qs[i], base, until);
		vq_release(&qs[i]);
	}
}

/* VIDIOC_DQEVENT: a control event, subscribed on the capture node, after the control
   changed. v4l2-event.c stamps it with CLOCK_MONOTONIC (ktime_get_ns): not a time past
   2038, but between readings of that clock. */
static void check_v4l2_event(int fd)
{
	struct v4l2_event_subscription sub;
	memset(&sub, 0, sizeof sub);
	sub.type = V4L2_EVENT_CTRL;
	sub.id = V4L2_CID_BRIGHTNESS;
	/* The change is this descriptor's own: without the flag it would send no event. */
	sub.flags = V4L2_EVENT_SUB_FL_ALLOW_FEEDBACK;
	int r = ioctl(fd, VIDIOC_SUBSCRIBE_EVENT, &sub);
	T_CHECK(r == 0, "V4L2 event: brightness's control events subscribed (errno %d)", r ? errno : 0);
	struct v4l2_control c = { V4L2_CID_BRIGHTNESS, 0 };
	ioctl(fd, VIDIOC_G_CTRL, &c);
	int want = c.value == 200 ? 100 : 200;
	c.value = want;
	long long before = now_ns(CLOCK_MONOTONIC);
	r = ioctl(fd, VIDIOC_S_CTRL, &c);
	T_CHECK(r == 0, "V4L2 event: brightness set to %d (errno %d)", want, r ? errno : 0);
	struct v4l2_event ev;
	memset(&ev, 0xa5, sizeof ev);
	r = ioctl(fd, VIDIOC_DQEVENT, &ev);
	long long after = now_ns(CLOCK_MONOTONIC);
	T_CHECK(r == 0, "V4L2 event: VIDIOC_DQEVENT (errno %d%s)", r ? errno : 0, why(r ? errno : 0));
	if (r == 0) {
		T_CHECK(ev.type == V4L2_EVENT_CTRL && ev.id == V4L2_CID_BRIGHTNESS &&
			(ev.u.ctrl.changes & V4L2_EVENT_CTRL_CH_VALUE) && ev.u.ctrl.value == want && ev.pending == 0,
			"V4L2 event: type %u, id 0x%x, changes 0x%x, value %d (want %d), %u pending", ev.type, ev.id,
			ev.u.ctrl.changes, ev.u.ctrl.value, want, ev.pending);
		long long t = (long long)ev.timestamp.tv_sec * S + ev.timestamp.tv_nsec;
		T_CHECK(ev.timestamp.tv_nsec >= 0 && ev.timestamp.tv_nsec < S && t >= before && t <= after,
			"V4L2 event: stamp %lld.%09lld s lies between the CLOCK_MONOTONIC readings %lld.%09lld and %lld.%09lld",
			(long long)ev.timestamp.tv_sec, (long long)ev.timestamp.tv_nsec, before / S, before % S,
			after / S, after % S);
	}
	ioctl(fd, VIDIOC_UNSUBSCRIBE_EVENT, &sub);
}

/* The first /dev/videoN whose driver is vivid and whose node has `cap`. */
static int open_vivid(unsigned cap, const char *what)
{
	for (int i = 0; i < 8; i++) {
		char path[32];
		t64_snprintf(path, sizeof path, "/dev/video%d", i);
		int fd = open(path, O_RDWR | O_NONBLOCK);
		if (fd < 0) continue;
		struct v4l2_capability vc;
		memset(&vc, 0, sizeof vc);
		if (ioctl(fd, VIDIOC_QUERYCAP, &vc) == 0 && !strcmp((const char *)vc.driver, "vivid") &&
		    (vc.device_caps & cap) && (vc.device_caps & V4L2_CAP_STREAMING)) {
			t_printf("# V4L2: vivid's %s device is %s\n", what, path);
			return fd;
		}
		close(fd);
	}
	T_CHECK(0, "V4L2: no /dev/video* is vivid's %s device: module vivid %s (node_types in test/vm/modules)",
		what, module_state("vivid"));
	return -1;
}

static void check_v4l2(void)
{
	int cap = open_vivid(V4L2_CAP_VIDEO_CAPTURE, "capture");
	int out = open_vivid(V4L2_CAP_VIDEO_OUTPUT, "output");
	if (cap < 0 || out < 0) {
		if (cap >= 0) close(cap);
		if (out >= 0) close(out);
		return;
	}
	int ev = open_vivid(V4L2_CAP_VIDEO_CAPTURE, "capture (events)");
	if (ev >= 0) {
		check_v4l2_event(ev);
		close(ev);
	}
	/* In the 2040 machines' kernels (Debian's 6.1, as upstream's later ones) a menu:
	   "None", "64 Bit" (stamps from 2^63 ns less 16 s), "32 Bit" (from 2^31 s less 16 s);
	   older kernels had a switch to 2^32 s less 16 s. One control for the device. */
	unsigned wrap = find_ctrl(cap, "Wrap Timestamp");
	int w64 = wrap ? find_menu_item(cap, wrap, "64 Bit") : -1;
	int w32 = wrap ? find_menu_item(cap, wrap, "32 Bit") : -1;
	T_CHECK(wrap && w64 > 0 && w32 > 0, "V4L2: vivid's control 'Wrap Timestamp' (id 0x%x) has the items '64 Bit' (%d) and '32 Bit' (%d)",
		wrap, w64, w32);
	if (wrap && w64 > 0 && w32 > 0) {
		struct vq qs[2];
		memset(qs, 0, sizeof qs);
		qs[0].label = "capture", qs[0].fd = cap, qs[0].type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
		qs[1].label = "output", qs[1].fd = out, qs[1].type = V4L2_BUF_TYPE_VIDEO_OUTPUT, qs[1].out = 1;
		/* 64-bit seconds (9223372020 s and on) exist only in the time64 requests, which
		   the old mode refuses: the old ones cut them to 32 bits in the kernel. The old
		   mode streams from 16 s before 2^31 s until one second past it instead: the old
		   requests' seconds turn negative there, and must be read unsigned. */
		if (!old)
			v4l2_stream(qs, 2, wrap, w64, (1LL << 62) + ((1LL << 62) - 16 * S), 0, 10);
		else
			v4l2_stream(qs, 2, wrap, w32, (Y2038 - 16) * S, (Y2038 + 1) * S, 40);
	}
	close(cap);
	close(out);
}

/* --- ppdev and lp, through the PC's parallel port ------------------------------------ */

static void check_parport(void)
{
	if (no_parport) {
		skip("ppdev: PPSETTIME and PPGETTIME", "parallel port");
		skip("lp: LPSETTIMEOUT", "parallel port");
		return;
	}
	int fd = open("/dev/parport0", O_RDWR);
	if (fd < 0) {
		T_CHECK(0, "ppdev: /dev/parport0 cannot be opened (errno %d): module ppdev %s, parport_pc %s", errno,
			module_state("ppdev"), module_state("parport_pc"));
	} else {
		int r = ioctl(fd, PPCLAIM);
		T_CHECK(r == 0, "ppdev: PPCLAIM (errno %d)", r ? errno : 0);
		/* The kernel keeps the time in jiffies: 2.5 s and whole seconds come back as set
		   at any HZ that divides 1000. */
		struct timeval set = { 2, 500000 }, got;
		r = ioctl(fd, PPSETTIME, &set);
		T_CHECK(r == 0, "ppdev: PPSETTIME 2.5 s (errno %d%s)", r ? errno : 0, why(r ? errno : 0));
		memset(&got, 0xa5, sizeof got);
		r = ioctl(fd, PPGETTIME, &got);
		T_CHECK(r == 0 && got.tv_sec == 2 && got.tv_usec == 500000, "ppdev: PPGETTIME gives %lld.%06lld s back (errno %d%s)",
			(long long)got.tv_sec, (long long)got.tv_usec, r ? errno : 0, why(r ? errno : 0));
		/* 2^31 + 5 s: the time64 request carries it, the old one cannot. */
		set.tv_sec = Y2038 + 5, set.tv_usec = 0;
		r = ioctl(fd, PPSETTIME, &set);
		int e = r ? errno : 0;
		memset(&got, 0xa5, sizeof got);
		int r2 = ioctl(fd, PPGETTIME, &got);
		if (old) {
			T_CHECK(r == -1 && e == EOVERFLOW, "ppdev: PPSETTIME %lld s: EOVERFLOW on the old request (got %d, errno %d)",
				Y2038 + 5, r, e);
			T_CHECK(r2 == 0 && got.tv_sec == 2 && got.tv_usec == 500000, "ppdev: nothing was sent: PPGETTIME still gives %lld.%06lld s (errno %d)",
				(long long)got.tv_sec, (long long)got.tv_usec, r2 ? errno : 0);
		} else {
			T_CHECK(r == 0, "ppdev: PPSETTIME %lld s (errno %d%s)", Y2038 + 5, e, why(e));
			T_CHECK(r2 == 0 && got.tv_sec == Y2038 + 5 && got.tv_usec == 0, "ppdev: PPGETTIME gives %lld.%06lld s back (errno %d%s)",
				(long long)got.tv_sec, (long long)got.tv_usec, r2 ? errno : 0, why(r2 ? errno : 0));
		}
		ioctl(fd, PPRELEASE);
		close(fd);
	}

	/* O_NONBLOCK: lp opens without asking the printer (drivers/char/lp.c, LP_ABORTOPEN). */
	fd = open("/dev/lp0", O_WRONLY | O_NONBLOCK);
	if (fd < 0) {
		T_CHECK(0, "lp: /dev/lp0 cannot be opened (errno %d): module lp %s", errno, module_state("lp"));
		return;
	}
	/* linux/lp.h: LPSETTIMEOUT's time is two 64-bit words for a 64-bit time_t. */
	long long to[2] = { 5, 0 };
	int r = ioctl(fd, LPSETTIMEOUT, to);
	T_CHECK(r == 0, "lp: LPSETTIMEOUT 5 s (errno %d%s)", r ? errno : 0, why(r ? errno : 0));
	to[0] = 1, to[1] = -1;
	r = ioctl(fd, LPSETTIMEOUT, to);
	T_CHECK(r == -1 && errno == EINVAL, "lp: LPSETTIMEOUT of 1 s and -1 us reaches the driver, which refuses it (got %d, errno %d)",
		r, r ? errno : 0);
	to[0] = Y2038 + 5, to[1] = 0;
	r = ioctl(fd, LPSETTIMEOUT, to);
	if (old)
		T_CHECK(r == -1 && errno == EOVERFLOW, "lp: LPSETTIMEOUT %lld s: EOVERFLOW on the old request (got %d, errno %d)",
			Y2038 + 5, r, r ? errno : 0);
	else
		T_CHECK(r == 0, "lp: LPSETTIMEOUT %lld s (errno %d%s)", Y2038 + 5, r ? errno : 0, why(r ? errno : 0));
	close(fd);
}

/* --- PPP, through a ppp_generic unit ------------------------------------------------- */

static void check_ppp(void)
{
	int fd = open("/dev/ppp", O_RDWR);
	if (fd < 0) {
		T_CHECK(0, "PPP: /dev/ppp cannot be opened (errno %d): module ppp_generic %s", errno,
			module_state("ppp_generic"));
		return;
	}
	int unit = -1;
	int r = ioctl(fd, PPPIOCNEWUNIT, &unit);
	T_CHECK(r == 0 && unit >= 0, "PPP: PPPIOCNEWUNIT made unit %d (errno %d)", unit, r ? errno : 0);
	if (r != 0) {
		close(fd);
		return;
	}
	/* An IPv4 frame (protocol 0x0021): ppp_generic.c records when it sent a data frame
	   (last_xmit), and drops it, as the unit has no channel. */
	unsigned char frame[22] = { 0x00, 0x21, 0x45 };
	long long m0 = now_ns(CLOCK_MONOTONIC);
	T_EQ_LL(write(fd, frame, sizeof frame), sizeof frame, "PPP: a frame written to the unit");
	struct ppp_idle64 id;
	memset(&id, 0xa5, sizeof id);
	r = ioctl(fd, PPPIOCGIDLE64, &id);
	long long secs = (now_ns(CLOCK_MONOTONIC) - m0) / S;
	T_CHECK(r == 0, "PPP: PPPIOCGIDLE64 (errno %d%s)", r ? errno : 0, why(r ? errno : 0));
	/* recv_idle: no frame came, so it is jiffies over HZ (the time since jiffies'
	   start, 5 minutes before boot, or 0 where a 32-bit long holds it negative). */
	if (r == 0)
		T_CHECK(id.xmit_idle >= 0 && id.xmit_idle <= secs + 1 && id.recv_idle >= id.xmit_idle &&
			id.recv_idle < (1LL << 32),
			"PPP: idle since the frame was sent %lld s (0 to %lld), since one was received %lld s",
			(long long)id.xmit_idle, secs + 1, (long long)id.recv_idle);
	if (PPPIOCGIDLE == PPPIOCGIDLE64) {
		t_printf("# PPP: PPPIOCGIDLE is PPPIOCGIDLE64 here (a 64-bit long)\n");
	} else {
		/* The old request, whatever time_t is (linux/ppp_defs.h: struct ppp_idle of
		   __kernel_old_time_t): t64 passes it as it is. */
		struct ppp_idle pi;
		memset(&pi, 0xa5, sizeof pi);
		r = ioctl(fd, PPPIOCGIDLE, &pi);
		if (mirror)
			T_CHECK(r == -1 && errno == ENOTTY, "PPP: PPPIOCGIDLE, the old request, passes as it is: the mirror filter refuses it (got %d, errno %d)",
				r, r ? errno : 0);
		else
			T_CHECK(r == 0 && pi.xmit_idle >= id.xmit_idle && pi.xmit_idle <= id.xmit_idle + 1 &&
				(unsigned long)pi.recv_idle >= (unsigned long)id.recv_idle &&
				(unsigned long)pi.recv_idle <= (unsigned long)id.recv_idle + 1,
				"PPP: PPPIOCGIDLE (the old request, as it is): %ld s and %ld s (errno %d)", (long)pi.xmit_idle,
				(long)pi.recv_idle, r ? errno : 0);
	}
	close(fd);
}

/* Installs the filter of `old` or `mirror`: the time64 (old) or the old (mirror)
   requests of the table refused as a kernel that does not know them refuses them. */
static int install_filter(void)
{
	/* The time64 requests, as this program numbers them with its 64-bit time_t. */
	static const uint32_t new_tty[] = {
		SNDRV_PCM_IOCTL_STATUS, SNDRV_PCM_IOCTL_STATUS_EXT, SNDRV_PCM_IOCTL_SYNC_PTR,
		SNDRV_RAWMIDI_IOCTL_STATUS, SNDRV_TIMER_IOCTL_STATUS, VIDIOC_QUERYBUF, VIDIOC_QBUF,
		VIDIOC_DQBUF, VIDIOC_PREPARE_BUF, VIDIOC_DQEVENT, PPPIOCGIDLE64, 0
	};
	static const uint32_t new_inval[] = { PPGETTIME, PPSETTIME, LPSETTIMEOUT, 0 };
	/* Their old forms, from the kernel's old structures (test/ioctl_images.h) and the
	   names the headers give them. */
	static const uint32_t old_tty[] = {
		OLD_REQ(SNDRV_PCM_IOCTL_STATUS, struct pcm_status_old),
		OLD_REQ(SNDRV_PCM_IOCTL_STATUS_EXT, struct pcm_status_old),
		OLD_REQ(SNDRV_PCM_IOCTL_SYNC_PTR, struct sync_ptr_old),
		OLD_REQ(SNDRV_RAWMIDI_IOCTL_STATUS, struct rawmidi_old),
		OLD_REQ(SNDRV_TIMER_IOCTL_STATUS, struct timer_old),
		OLD_REQ(VIDIOC_QUERYBUF, vbuf_old), OLD_REQ(VIDIOC_QBUF, vbuf_old),
		OLD_REQ(VIDIOC_DQBUF, vbuf_old), OLD_REQ(VIDIOC_PREPARE_BUF, vbuf_old),
		OLD_REQ(VIDIOC_DQEVENT, event_old), PPPIOCGIDLE32, 0
	};
	static const uint32_t old_inval[] = {
		OLD_REQ(PPGETTIME, struct ts32), OLD_REQ(PPSETTIME, struct ts32), LPSETTIMEOUT_OLD, 0
	};
	const uint32_t *tty = old ? new_tty : old_tty, *inval = old ? new_inval : old_inval;
	if (mirror) {
		/* A request whose old form were its time64 one would be refused both ways. */
		int same = 0;
		for (int i = 0; new_tty[i]; i++) same += new_tty[i] == old_tty[i];
		for (int i = 0; new_inval[i]; i++) same += new_inval[i] == old_inval[i];
		T_CHECK(same == 0, "every old request differs from its time64 one (%d the same); SNDRV_PCM_IOCTL_STATUS 0x%lx / 0x%lx",
			same, (unsigned long)new_tty[0], (unsigned long)old_tty[0]);
	}
	int e = old ? t_deny_time64() : 0;
	if (!e) e = t_deny_ioctls(tty, ENOTTY);
	if (!e) e = t_deny_ioctls(inval, EINVAL);
	return e;
}

int main(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "2040")) in2040 = 1;
		else if (!strcmp(argv[i], "old")) old = 1;
		else if (!strcmp(argv[i], "mirror")) mirror = 1;
		else if (!strcmp(argv[i], "no-rawmidi")) no_rawmidi = 1;
		else if (!strcmp(argv[i], "no-parport")) no_parport = 1;
		else if (!strcmp(argv[i], "no-timer-status")) no_timer_status = 1;
		else {
			T_CHECK(0, "unknown argument '%s'", argv[i]);
			return t_done();
		}
	}
	if (in2040) {
		struct timespec set = { T2040, 0 };
		T_EQ_LL(clock_settime(CLOCK_REALTIME, &set), 0, "set the clock to 2040-02-29T12:00:00Z (time64 call)");
	}
	if (old || mirror) {
		int e = install_filter();
		T_EQ_LL(e, 0, old ? "seccomp filter of an old kernel (a simulation: time64 calls and requests refused) installed (errno)"
				  : "seccomp filter refusing the old requests installed (errno)");
		if (e) return t_done();
		struct snd_pcm_status st;
		unsigned long req = old ? SNDRV_PCM_IOCTL_STATUS : OLD_REQ(SNDRV_PCM_IOCTL_STATUS, struct pcm_status_old);
		errno = 0;
		T_CHECK(syscall(SYS_ioctl, -1, req, &st) == -1 && errno == ENOTTY,
			"the kernel now answers ENOTTY to the %s SNDRV_PCM_IOCTL_STATUS", old ? "time64" : "old");
	}
	check_evdev();
	check_alsa();
	check_rawmidi();
	check_timer();
	check_v4l2();
	check_parport();
	check_ppp();
	return t_done();
}
