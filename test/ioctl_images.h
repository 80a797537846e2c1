/* The old and time64 buffers of the device requests t64's ioctl translates, written
   from the kernel's headers as C structures of fixed-width members, independently of
   sysdeps/linux/ioctl/ioctl_layout.h: sound/asound.h (snd_pcm_status, __snd_pcm_sync_ptr
   and __snd_pcm_sync_ptr64 with their uframe pads, snd_rawmidi_status,
   snd_timer_status), linux/videodev2.h (v4l2_buffer, v4l2_event), linux/ppdev.h and
   linux/lp.h (a timeval: s32[2] or s64[2]), linux/ppp_defs.h (ppp_idle32, ppp_idle64).
   The target's compiler lays them out (i386 aligns the 64-bit words to 4, the others to
   8) in its byte order. test/unit/ioctl_compat.c and test/linux/seam_ioctl.c. */
#ifndef T64_TEST_IOCTL_IMAGES_H
#define T64_TEST_IOCTL_IMAGES_H
#include <stdint.h>

#define BIG (__BYTE_ORDER__ == __ORDER_BIG_ENDIAN__)
/* The padding of a 32-bit snd_pcm_uframes_t in a 64-bit slot (asound.h
   __pad_before_uframe, __pad_after_uframe). */
#define PB (BIG ? 4 : 0)
#define PA (BIG ? 0 : 4)

struct ts32 { int32_t s, ns; };
struct ts64 { int64_t s, ns; };

struct pcm_status_old {
	int32_t state; struct ts32 trigger, tstamp; uint32_t appl, hw; int32_t delay;
	uint32_t avail, avail_max, overrange; int32_t suspended; uint32_t data;
	struct ts32 audio, driver; uint32_t accuracy; uint8_t reserved[52 - 2 * 8];
};
struct pcm_status_new {
	int32_t state; uint8_t pad1[4]; struct ts64 trigger, tstamp; uint32_t appl, hw; int32_t delay;
	uint32_t avail, avail_max, overrange; int32_t suspended; uint32_t data;
	struct ts64 audio, driver; uint32_t accuracy; uint8_t reserved[52 - 2 * 16];
};
struct mmap_status_old { int32_t state, pad1; uint32_t hw; struct ts32 tstamp; int32_t suspended; struct ts32 audio; };
struct mmap_control_old { uint32_t appl, avail_min; };
struct sync_ptr_old {
	uint32_t flags;
	union { struct mmap_status_old status; uint8_t reserved[64]; } s;
	union { struct mmap_control_old control; uint8_t reserved[64]; } c;
};
struct mmap_status_new {
	int32_t state; uint32_t pad1; uint8_t pb[PB]; uint32_t hw; uint8_t pa[PA]; struct ts64 tstamp;
	int32_t suspended; uint32_t pad3; struct ts64 audio;
};
/* The kernel's header has __pad_before_uframe where __pad_after_uframe was meant. */
struct mmap_control_new { uint8_t p1[PB]; uint32_t appl; uint8_t p2[PB]; uint8_t p3[PB]; uint32_t avail_min; uint8_t p4[PA]; };
struct sync_ptr_new {
	uint32_t flags, pad1;
	union { struct mmap_status_new status; uint8_t reserved[64]; } s;
	union { struct mmap_control_new control; uint8_t reserved[64]; } c;
};
struct rawmidi_old { int32_t stream; struct ts32 tstamp; uint32_t avail, xruns; uint8_t reserved[16]; };
struct rawmidi_new { int32_t stream; uint8_t pad1[4]; struct ts64 tstamp; uint32_t avail, xruns; uint8_t reserved[16]; };
struct timer_old { struct ts32 tstamp; uint32_t resolution, lost, overrun, queue; uint8_t reserved[64]; };
struct timer_new { struct ts64 tstamp; uint32_t resolution, lost, overrun, queue; uint8_t reserved[64]; };
struct timecode { uint32_t type, flags; uint8_t frames, seconds, minutes, hours, userbits[4]; };
#define V4L2_BUFFER(ts) struct { \
	uint32_t index, type, bytesused, flags, field; ts timestamp; struct timecode timecode; \
	uint32_t sequence, memory; union { uint32_t offset; unsigned long userptr; void *planes; int32_t fd; } m; \
	uint32_t length, reserved2; int32_t request_fd; }
typedef V4L2_BUFFER(struct ts32) vbuf_old;
typedef V4L2_BUFFER(struct ts64) vbuf_new;
/* The union's alignment is its v4l2_event_ctrl's __s64 value64. */
#define V4L2_EVENT(ts) struct { \
	uint32_t type; union { int64_t value64; uint8_t data[64]; } u; uint32_t pending, sequence; \
	ts timestamp; uint32_t id; uint32_t reserved[8]; }
typedef V4L2_EVENT(struct ts32) event_old;
typedef V4L2_EVENT(struct ts64) event_new;
struct idle32 { int32_t xmit, recv; };
struct idle64 { int64_t xmit, recv; };
#endif
