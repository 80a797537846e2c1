/* test/uapi/check-devices' probe: the time-bearing structures and requests of seven
   device headers of the kernel (and OSS's byte order), as a program sees them. Built
   three ways, never run: with t64's installed headers (t64.pc's Cflags and
   uapi_cflags), with the cross glibc and _TIME_BITS=64, and with T64_KERNEL_FORMS
   against kernel-time64/ (the kernel's own time types). Each value is printed into the
   assembly (-S) by an asm statement with an "i" operand, so the target is never run. */
#include <sys/types.h>
#include <sys/time.h>
#include <sys/ioctl.h>
#include <linux/input.h>
#include <sound/asound.h>
#include <linux/videodev2.h>
#include <linux/ppdev.h>
#include <linux/lp.h>
#include <linux/sockios.h>
#include <linux/ppp-ioctl.h>
/* No time in it, but it includes <endian.h>, a C library header, and tests its
   __BYTE_ORDER. */
#include <linux/soundcard.h>

#ifdef T64_KERNEL_FORMS
/* The kernel's forms, where a header gives them or, for struct input_event, as its
   __KERNEL__ branch lays the event out: the time as two unsigned longs, whatever the
   C library's time_t (a 32-bit program's seconds last until 2106). */
struct t64_kernel_input_event {
	__kernel_ulong_t sec;
	__kernel_ulong_t usec;
	__u16 type;
	__u16 code;
	__s32 value;
};
#define INPUT_EVENT struct t64_kernel_input_event
#define EV_SEC sec
#define EV_USEC usec
#define MMAP_STATUS struct __snd_pcm_mmap_status64
#define MMAP_CONTROL struct __snd_pcm_mmap_control64
#define SYNC_PTR struct __snd_pcm_sync_ptr64
#define PCM_IOCTL_SYNC_PTR _IOWR('A', 0x23, struct __snd_pcm_sync_ptr64)
#if __BITS_PER_LONG == 64
/* A 64-bit long: the plain requests and offsets were 64-bit from the start. */
#define MMAP_OFFSET_STATUS SNDRV_PCM_MMAP_OFFSET_STATUS_OLD
#define MMAP_OFFSET_CONTROL SNDRV_PCM_MMAP_OFFSET_CONTROL_OLD
#define LP_SETTIMEOUT LPSETTIMEOUT_OLD
#define SIOC_GSTAMP SIOCGSTAMP_OLD
#define SIOC_GSTAMPNS SIOCGSTAMPNS_OLD
#define PPPIOC_GIDLE PPPIOCGIDLE64
#else
#define MMAP_OFFSET_STATUS SNDRV_PCM_MMAP_OFFSET_STATUS_NEW
#define MMAP_OFFSET_CONTROL SNDRV_PCM_MMAP_OFFSET_CONTROL_NEW
#define LP_SETTIMEOUT LPSETTIMEOUT_NEW
#define SIOC_GSTAMP SIOCGSTAMP_NEW
#define SIOC_GSTAMPNS SIOCGSTAMPNS_NEW
/* struct ppp_idle holds __kernel_old_time_t, a long, for every C library. */
#define PPPIOC_GIDLE PPPIOCGIDLE32
#endif
#define PP_GETTIME _IOR(PP_IOCTL, 0x95, __s64[2])
#define PP_SETTIME _IOW(PP_IOCTL, 0x96, __s64[2])
#else
#define INPUT_EVENT struct input_event
#define EV_SEC input_event_sec
#define EV_USEC input_event_usec
#define MMAP_STATUS struct snd_pcm_mmap_status
#define MMAP_CONTROL struct snd_pcm_mmap_control
#define SYNC_PTR struct snd_pcm_sync_ptr
#define PCM_IOCTL_SYNC_PTR SNDRV_PCM_IOCTL_SYNC_PTR
#define MMAP_OFFSET_STATUS SNDRV_PCM_MMAP_OFFSET_STATUS
#define MMAP_OFFSET_CONTROL SNDRV_PCM_MMAP_OFFSET_CONTROL
#define LP_SETTIMEOUT LPSETTIMEOUT
#define SIOC_GSTAMP SIOCGSTAMP
#define SIOC_GSTAMPNS SIOCGSTAMPNS
#define PPPIOC_GIDLE PPPIOCGIDLE
#define PP_GETTIME PPGETTIME
#define PP_SETTIME PPSETTIME
#endif

/* "@T64DEV@ group key value": check-devices compares group by group. A key is the
   text the probe gives, stringified before any macro in it expands (the same in all
   three builds). A .ascii directive, which clang's assembler, checking inline assembly
   even for -S, accepts where it rejects a line of free text. */
#define T64_V(group, key, expr) \
	__asm__ volatile (".ascii \"@T64DEV@ " group " " key " %0\"" : : "i" ((long)(expr)))
#define V(group, key, expr) T64_V(#group, #key, expr)
#define SIZE(group, type) T64_V(#group, "size", sizeof(type))
#define OFF(group, type, m) T64_V(#group, #m, __builtin_offsetof(type, m))
#define MSIZE(group, type, m) T64_V(#group, "sizeof." #m, sizeof(((type *)0)->m))

void t64_devices_probe(void);
void t64_devices_probe(void)
{
	/* Not compared: how wide a request number is printed. */
	V(abi, long_bits, 8 * sizeof(long));

	SIZE(input_event, INPUT_EVENT);
	V(input_event, input_event_sec, __builtin_offsetof(INPUT_EVENT, EV_SEC));
	V(input_event, sizeof.input_event_sec, sizeof(((INPUT_EVENT *)0)->EV_SEC));
	V(input_event, input_event_usec, __builtin_offsetof(INPUT_EVENT, EV_USEC));
	V(input_event, sizeof.input_event_usec, sizeof(((INPUT_EVENT *)0)->EV_USEC));
	OFF(input_event, INPUT_EVENT, type);
	OFF(input_event, INPUT_EVENT, code);
	OFF(input_event, INPUT_EVENT, value);

	SIZE(snd_pcm_mmap_status, MMAP_STATUS);
	OFF(snd_pcm_mmap_status, MMAP_STATUS, hw_ptr);
	OFF(snd_pcm_mmap_status, MMAP_STATUS, tstamp);
	MSIZE(snd_pcm_mmap_status, MMAP_STATUS, tstamp);
	OFF(snd_pcm_mmap_status, MMAP_STATUS, suspended_state);
	OFF(snd_pcm_mmap_status, MMAP_STATUS, audio_tstamp);
	MSIZE(snd_pcm_mmap_status, MMAP_STATUS, audio_tstamp);

	SIZE(snd_pcm_mmap_control, MMAP_CONTROL);
	OFF(snd_pcm_mmap_control, MMAP_CONTROL, appl_ptr);
	OFF(snd_pcm_mmap_control, MMAP_CONTROL, avail_min);
	V(snd_pcm_mmap_control, SNDRV_PCM_MMAP_OFFSET_STATUS, MMAP_OFFSET_STATUS);
	V(snd_pcm_mmap_control, SNDRV_PCM_MMAP_OFFSET_CONTROL, MMAP_OFFSET_CONTROL);

	SIZE(snd_pcm_sync_ptr, SYNC_PTR);
	OFF(snd_pcm_sync_ptr, SYNC_PTR, s);
	OFF(snd_pcm_sync_ptr, SYNC_PTR, s.status.hw_ptr);
	OFF(snd_pcm_sync_ptr, SYNC_PTR, s.status.tstamp);
	OFF(snd_pcm_sync_ptr, SYNC_PTR, s.status.audio_tstamp);
	OFF(snd_pcm_sync_ptr, SYNC_PTR, c);
	OFF(snd_pcm_sync_ptr, SYNC_PTR, c.control.appl_ptr);
	OFF(snd_pcm_sync_ptr, SYNC_PTR, c.control.avail_min);
	V(snd_pcm_sync_ptr, SNDRV_PCM_IOCTL_SYNC_PTR, PCM_IOCTL_SYNC_PTR);

	SIZE(snd_pcm_status, struct snd_pcm_status);
	OFF(snd_pcm_status, struct snd_pcm_status, trigger_tstamp);
	OFF(snd_pcm_status, struct snd_pcm_status, tstamp);
	MSIZE(snd_pcm_status, struct snd_pcm_status, tstamp);
	OFF(snd_pcm_status, struct snd_pcm_status, appl_ptr);
	OFF(snd_pcm_status, struct snd_pcm_status, suspended_state);
	OFF(snd_pcm_status, struct snd_pcm_status, audio_tstamp_data);
	OFF(snd_pcm_status, struct snd_pcm_status, audio_tstamp);
	OFF(snd_pcm_status, struct snd_pcm_status, driver_tstamp);
	OFF(snd_pcm_status, struct snd_pcm_status, audio_tstamp_accuracy);
	V(snd_pcm_status, SNDRV_PCM_IOCTL_STATUS, SNDRV_PCM_IOCTL_STATUS);
	V(snd_pcm_status, SNDRV_PCM_IOCTL_STATUS_EXT, SNDRV_PCM_IOCTL_STATUS_EXT);

	SIZE(snd_rawmidi_status, struct snd_rawmidi_status);
	OFF(snd_rawmidi_status, struct snd_rawmidi_status, tstamp);
	MSIZE(snd_rawmidi_status, struct snd_rawmidi_status, tstamp);
	OFF(snd_rawmidi_status, struct snd_rawmidi_status, avail);
	OFF(snd_rawmidi_status, struct snd_rawmidi_status, xruns);
	V(snd_rawmidi_status, SNDRV_RAWMIDI_IOCTL_STATUS, SNDRV_RAWMIDI_IOCTL_STATUS);

	SIZE(snd_timer_status, struct snd_timer_status);
	OFF(snd_timer_status, struct snd_timer_status, tstamp);
	MSIZE(snd_timer_status, struct snd_timer_status, tstamp);
	OFF(snd_timer_status, struct snd_timer_status, resolution);
	OFF(snd_timer_status, struct snd_timer_status, queue);
	V(snd_timer_status, SNDRV_TIMER_IOCTL_STATUS, SNDRV_TIMER_IOCTL_STATUS);

	SIZE(v4l2_buffer, struct v4l2_buffer);
	OFF(v4l2_buffer, struct v4l2_buffer, timestamp);
	MSIZE(v4l2_buffer, struct v4l2_buffer, timestamp);
	OFF(v4l2_buffer, struct v4l2_buffer, timestamp.tv_usec);
	OFF(v4l2_buffer, struct v4l2_buffer, timecode);
	OFF(v4l2_buffer, struct v4l2_buffer, sequence);
	OFF(v4l2_buffer, struct v4l2_buffer, memory);
	OFF(v4l2_buffer, struct v4l2_buffer, m);
	OFF(v4l2_buffer, struct v4l2_buffer, length);
	V(v4l2_buffer, VIDIOC_QUERYBUF, VIDIOC_QUERYBUF);
	V(v4l2_buffer, VIDIOC_QBUF, VIDIOC_QBUF);
	V(v4l2_buffer, VIDIOC_DQBUF, VIDIOC_DQBUF);
	V(v4l2_buffer, VIDIOC_PREPARE_BUF, VIDIOC_PREPARE_BUF);

	SIZE(v4l2_event, struct v4l2_event);
	OFF(v4l2_event, struct v4l2_event, sequence);
	OFF(v4l2_event, struct v4l2_event, timestamp);
	MSIZE(v4l2_event, struct v4l2_event, timestamp);
	OFF(v4l2_event, struct v4l2_event, id);
	V(v4l2_event, VIDIOC_DQEVENT, VIDIOC_DQEVENT);

	/* ppdev's timeout is a struct timeval. */
	SIZE(ppdev_timeval, struct timeval);
	OFF(ppdev_timeval, struct timeval, tv_usec);
	V(ppdev_timeval, PPGETTIME, PP_GETTIME);
	V(ppdev_timeval, PPSETTIME, PP_SETTIME);

	V(requests, LPSETTIMEOUT, LP_SETTIMEOUT);
	V(requests, SIOCGSTAMP, SIOC_GSTAMP);
	V(requests, SIOCGSTAMPNS, SIOC_GSTAMPNS);
	V(requests, PPPIOCGIDLE, PPPIOC_GIDLE);

	/* OSS: what it makes of <endian.h>'s byte order. */
	V(oss, AFMT_S16_NE, AFMT_S16_NE);
	V(oss, WAVE_PATCH, WAVE_PATCH);
}
