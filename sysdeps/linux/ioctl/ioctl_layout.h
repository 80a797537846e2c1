/* The device ioctl buffers whose times Linux 5.6 widened (5.1 for SIOCGSTAMP*), as data:
   where each time and each other run of bytes lies in the old request's structure and
   in the time64 one. Every offset is derived from two facts of the target's ABI,
   T64_IOCTL_A64 (where a 64-bit member is aligned inside a structure: 4 on i386, 8 on
   arm, mips, powerpc) and T64_IOCTL_BIG (byte order), so one description serves every
   arch; the fuzzer (test/fuzz/ioctl_compat.c) expands it for each pair of them.
   test/uapi/check-tables compares the sizes, and so the request numbers, with the
   kernel's headers; test/unit/ioctl_compat.c the conversions with byte images. */
#ifndef T64_IOCTL_LAYOUT_H
#define T64_IOCTL_LAYOUT_H
#include "hidden.h"

#ifndef T64_IOCTL_A64
struct t64_ioctl_a64 { int i; long long x; };
#define T64_IOCTL_A64 __builtin_offsetof(struct t64_ioctl_a64, x)
#endif
#ifndef T64_IOCTL_BIG
#define T64_IOCTL_BIG (__BYTE_ORDER__ == __ORDER_BIG_ENDIAN__)
#endif
#define T64_UP64(x) (((x) + T64_IOCTL_A64 - 1) / T64_IOCTL_A64 * T64_IOCTL_A64)

/* What a field is: bytes copied as they are; a time's seconds (old: 32 bits, read
   unsigned as the clocks' are; new: 64); its micro- or nanoseconds (old: a signed 32-bit
   long; new: 64 bits, written sign-extended so that t64's 32-bit tv_nsec on its low
   half and a 64-bit reader agree). And which way it goes: IN, the kernel reads it (new to
   old before the call: a time that does not fit 32 bits is refused); OUT, the kernel
   writes it (old to new after a successful call). */
#define T64_IO_COPY 0
#define T64_IO_SEC  1
#define T64_IO_SUB  2
#define T64_IO_KIND 3
#define T64_IO_IN   4
#define T64_IO_OUT  8
#define T64_IO_BOTH (T64_IO_IN | T64_IO_OUT)
/* An IN time the kernel reads only for an output buffer: struct v4l2_buffer's timestamp
   (drivers/media/common/videobuf2/videobuf2-v4l2.c takes it on VIDIOC_QBUF only where
   V4L2_TYPE_IS_OUTPUT). A capture buffer's is not judged and goes as 0: a program
   queues again the buffer it dequeued, with the stamp the driver gave it. */
#define T64_IO_IFOUT 16

/* linux/videodev2.h: the buffer type, the u32 after the index in both forms, and the
   types V4L2_TYPE_IS_OUTPUT names (VIDEO_OUTPUT 2, VIDEO_OVERLAY 3, VBI_OUTPUT 5,
   SLICED_VBI_OUTPUT 7, VIDEO_OUTPUT_OVERLAY 8, VIDEO_OUTPUT_MPLANE 10, SDR_OUTPUT 12,
   META_OUTPUT 14) as bits. */
#define T64_V4L2_BUF_TYPE 4
#define T64_V4L2_OUTPUT_TYPES 0x55acu

struct t64_ioctl_field {
	unsigned char how;            /* T64_IO_COPY/SEC/SUB | T64_IO_IN/OUT | T64_IO_IFOUT */
	unsigned char len;            /* T64_IO_COPY: bytes; a time's words are 4 old, 8 new */
	unsigned short old_off, new_off;
};

#define T64_IOCTL_FIELDS 12
/* The byte size of the largest old structure (snd_pcm_sync_ptr's 132). */
#define T64_IOCTL_OLD_MAX 136

struct t64_ioctl_layout {
	unsigned short new_size, old_size;
	unsigned char n;
	struct t64_ioctl_field f[T64_IOCTL_FIELDS];
};

#define T64_CP(dir, o, nw, len) { T64_IO_COPY | (dir), (len), (o), (nw) }
/* A struct timeval or timespec: old two 32-bit longs, new two 64-bit words. */
#define T64_TS(dir, o, nw) { T64_IO_SEC | (dir), 4, (o), (nw) }, { T64_IO_SUB | (dir), 4, (o) + 4, (nw) + 8 }

/* A lone struct timeval or timespec: linux/sockios.h SIOCGSTAMP*_OLD/_NEW, linux/ppdev.h
   PPGETTIME/PPSETTIME (s32[2] / s64[2] in drivers/char/ppdev.c), linux/lp.h
   LPSETTIMEOUT_OLD/_NEW. */
#define T64_SZ_TIME_NEW 16
#define T64_SZ_TIME_OLD 8
#define T64_L_TIME(dir) { T64_SZ_TIME_NEW, T64_SZ_TIME_OLD, 2, { T64_TS(dir, 0, 0) } }

/* linux/ppp_defs.h struct ppp_idle32 / ppp_idle64: two idle times in seconds. */
#define T64_SZ_PPP_IDLE_NEW 16
#define T64_SZ_PPP_IDLE_OLD 8
#define T64_L_PPP_IDLE { T64_SZ_PPP_IDLE_NEW, T64_SZ_PPP_IDLE_OLD, 2, { \
	{ T64_IO_SEC | T64_IO_OUT, 4, 0, 0 }, { T64_IO_SEC | T64_IO_OUT, 4, 4, 8 } } }

/* sound/asound.h struct snd_timer_status: the time stamp, then four u32 and 64 reserved
   bytes. */
#define T64_SZ_SND_TIMER_STATUS_NEW 96
#define T64_SZ_SND_TIMER_STATUS_OLD 88
#define T64_L_SND_TIMER_STATUS { T64_SZ_SND_TIMER_STATUS_NEW, T64_SZ_SND_TIMER_STATUS_OLD, 3, { \
	T64_TS(T64_IO_OUT, 0, 0), T64_CP(T64_IO_OUT, 8, 16, 80) } }

/* sound/asound.h struct snd_pcm_status: state, __time_pad (4 bytes new, none old), two
   stamps, six frame counts and two u32, two stamps, the accuracy and reserved bytes (52
   less two timespecs: 36 old, 20 new). Every stamp is 8-aligned by the explicit pads,
   whatever T64_IOCTL_A64. `cp`: the direction of the other bytes (STATUS_EXT reads
   audio_tstamp_data). */
#define T64_SZ_SND_PCM_STATUS_NEW 128
#define T64_SZ_SND_PCM_STATUS_OLD 108
#define T64_L_SND_PCM_STATUS(cp) { T64_SZ_SND_PCM_STATUS_NEW, T64_SZ_SND_PCM_STATUS_OLD, 11, { \
	T64_CP(cp, 0, 0, 4), T64_TS(T64_IO_OUT, 4, 8), T64_TS(T64_IO_OUT, 12, 24), \
	T64_CP(cp, 20, 40, 32), T64_TS(T64_IO_OUT, 52, 72), T64_TS(T64_IO_OUT, 60, 88), \
	T64_CP(cp, 68, 104, 24) } }

/* sound/asound.h struct snd_rawmidi_status: stream, __time_pad, the stamp, avail, xruns
   and 16 reserved bytes. */
#define T64_SZ_SND_RAWMIDI_STATUS_NEW 48
#define T64_SZ_SND_RAWMIDI_STATUS_OLD 36
#define T64_L_SND_RAWMIDI_STATUS { T64_SZ_SND_RAWMIDI_STATUS_NEW, T64_SZ_SND_RAWMIDI_STATUS_OLD, 4, { \
	T64_CP(T64_IO_BOTH, 0, 0, 4), T64_TS(T64_IO_OUT, 4, 8), T64_CP(T64_IO_BOTH, 12, 24, 24) } }

/* sound/asound.h struct __snd_pcm_sync_ptr (old) and __snd_pcm_sync_ptr64: flags (and a
   pad, new), the status union (64 bytes at 4 old, 8 new), the control union (64 bytes at
   68 old, 72 new). The kernel reads flags and control and writes everything. In
   __snd_pcm_mmap_status64 the 32-bit hw_ptr sits in a 64-bit slot (__pad_before_uframe
   on big-endian); in __snd_pcm_mmap_control64 the kernel's header puts
   __pad_before_uframe where __pad_after_uframe was meant, so on big-endian appl_ptr is
   at 4 and avail_min at 16 of the union, on little-endian at 0 and 4. */
#define T64_SZ_SND_PCM_SYNC_PTR_NEW 136
#define T64_SZ_SND_PCM_SYNC_PTR_OLD 132
#define T64_L_SND_PCM_SYNC_PTR { T64_SZ_SND_PCM_SYNC_PTR_NEW, T64_SZ_SND_PCM_SYNC_PTR_OLD, 10, { \
	T64_CP(T64_IO_BOTH, 0, 0, 4), T64_CP(T64_IO_OUT, 4, 8, 8), \
	T64_CP(T64_IO_OUT, 12, 16 + 4 * T64_IOCTL_BIG, 4), T64_TS(T64_IO_OUT, 16, 24), \
	T64_CP(T64_IO_OUT, 24, 40, 4), T64_TS(T64_IO_OUT, 28, 48), \
	T64_CP(T64_IO_BOTH, 68, 72 + 4 * T64_IOCTL_BIG, 4), \
	T64_CP(T64_IO_BOTH, 72, 76 + 12 * T64_IOCTL_BIG, 4) } }

/* linux/videodev2.h struct v4l2_buffer: five u32, the struct timeval timestamp (at 20 old;
   new, its 64-bit words aligned: 20 on i386, 24 elsewhere), then timecode, sequence,
   memory, m, length, reserved2, request_fd (40 bytes). `ts`: the timestamp's direction
   (VIDIOC_QBUF and VIDIOC_PREPARE_BUF read an output buffer's, for the device's
   V4L2_BUF_FLAG_TIMESTAMP_COPY: T64_IO_IFOUT). */
#define T64_V4L2_BUF_TS T64_UP64(20)
#define T64_SZ_V4L2_BUFFER_NEW T64_UP64(T64_V4L2_BUF_TS + 56)
#define T64_SZ_V4L2_BUFFER_OLD 68
#define T64_L_V4L2_BUFFER(ts) { T64_SZ_V4L2_BUFFER_NEW, T64_SZ_V4L2_BUFFER_OLD, 4, { \
	T64_CP(T64_IO_BOTH, 0, 0, 20), T64_TS(ts, 20, T64_V4L2_BUF_TS), \
	T64_CP(T64_IO_BOTH, 28, T64_V4L2_BUF_TS + 16, 40) } }

/* linux/videodev2.h struct v4l2_event: type, the union u (64 bytes, aligned as its
   64-bit member v4l2_event_ctrl.value64), pending, sequence, the struct timespec
   timestamp, id and reserved[8] (36 bytes); the whole aligned as u. */
#define T64_V4L2_EV_U T64_UP64(4)
#define T64_SZ_V4L2_EVENT_NEW T64_UP64(T64_V4L2_EV_U + 124)
#define T64_SZ_V4L2_EVENT_OLD T64_UP64(T64_V4L2_EV_U + 116)
#define T64_L_V4L2_EVENT { T64_SZ_V4L2_EVENT_NEW, T64_SZ_V4L2_EVENT_OLD, 4, { \
	T64_CP(T64_IO_OUT, 0, 0, T64_V4L2_EV_U + 72), \
	T64_TS(T64_IO_OUT, T64_V4L2_EV_U + 72, T64_V4L2_EV_U + 72), \
	T64_CP(T64_IO_OUT, T64_V4L2_EV_U + 80, T64_V4L2_EV_U + 88, 36) } }

/* Every layout the table uses, by name: ioctl_table.c defines each, the fuzzer expands
   the list once per ABI. */
#define T64_IOCTL_LAYOUTS(X) \
	X(time_out, T64_L_TIME(T64_IO_OUT)) \
	X(time_in, T64_L_TIME(T64_IO_IN)) \
	X(ppp_idle, T64_L_PPP_IDLE) \
	X(pcm_status, T64_L_SND_PCM_STATUS(T64_IO_OUT)) \
	X(pcm_status_ext, T64_L_SND_PCM_STATUS(T64_IO_BOTH)) \
	X(pcm_sync_ptr, T64_L_SND_PCM_SYNC_PTR) \
	X(rawmidi_status, T64_L_SND_RAWMIDI_STATUS) \
	X(timer_status, T64_L_SND_TIMER_STATUS) \
	X(v4l2_buffer_out, T64_L_V4L2_BUFFER(T64_IO_OUT)) \
	X(v4l2_buffer_both, T64_L_V4L2_BUFFER(T64_IO_BOTH | T64_IO_IFOUT)) \
	X(v4l2_event, T64_L_V4L2_EVENT)

/* The conversions, pure functions over byte buffers in the target's byte order
   (ioctl_convert.c). narrow fills all of old (old_size bytes) from new (new_size) for
   the call, the fields the kernel does not read zeroed; it returns nonzero, with old
   partly written, when a time the kernel reads does not fit 32 bits. widen rewrites all
   of new from old after the call, the bytes of no field zeroed; a layout without OUT
   fields leaves new untouched. */
T64_HIDDEN int __t64_ioctl_narrow(const struct t64_ioctl_layout *l, unsigned char *old, const unsigned char *new);
T64_HIDDEN void __t64_ioctl_widen(const struct t64_ioctl_layout *l, unsigned char *new, const unsigned char *old);
#endif
