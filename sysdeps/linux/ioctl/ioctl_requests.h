/* The time64 and old numbers of the device requests t64's ioctl translates, made as the
   kernel's headers make them: _IOC(direction, type, number, size) in this arch's
   encoding (bits/ioctls.h: __T64_IOC_*) with the sizes of ioctl_layout.h. Where the
   kernel writes a plain number (LPSETTIMEOUT_OLD, SIOCGSTAMP*_OLD), so does this.
   test/uapi/check-tables compares every one with the kernel's headers. */
#ifndef T64_IOCTL_REQUESTS_H
#define T64_IOCTL_REQUESTS_H
#include <bits/ioctls.h>
#include "ioctl_layout.h"

#define T64_IOC(dir, type, nr, size) ((unsigned long)(dir) << __T64_IOC_DIRSHIFT | \
	(unsigned long)(size) << 16 | (unsigned long)(type) << 8 | (unsigned long)(nr))
#define T64_IOR(type, nr, size)  T64_IOC(__T64_IOC_READ, type, nr, size)
#define T64_IOW(type, nr, size)  T64_IOC(__T64_IOC_WRITE, type, nr, size)
#define T64_IOWR(type, nr, size) T64_IOC(__T64_IOC_READ | __T64_IOC_WRITE, type, nr, size)

/* sound/asound.h */
#define T64_SNDRV_PCM_IOCTL_STATUS_NEW      T64_IOR('A', 0x20, T64_SZ_SND_PCM_STATUS_NEW)
#define T64_SNDRV_PCM_IOCTL_STATUS_OLD      T64_IOR('A', 0x20, T64_SZ_SND_PCM_STATUS_OLD)
#define T64_SNDRV_PCM_IOCTL_STATUS_EXT_NEW  T64_IOWR('A', 0x24, T64_SZ_SND_PCM_STATUS_NEW)
#define T64_SNDRV_PCM_IOCTL_STATUS_EXT_OLD  T64_IOWR('A', 0x24, T64_SZ_SND_PCM_STATUS_OLD)
#define T64_SNDRV_PCM_IOCTL_SYNC_PTR_NEW    T64_IOWR('A', 0x23, T64_SZ_SND_PCM_SYNC_PTR_NEW)
#define T64_SNDRV_PCM_IOCTL_SYNC_PTR_OLD    T64_IOWR('A', 0x23, T64_SZ_SND_PCM_SYNC_PTR_OLD)
#define T64_SNDRV_RAWMIDI_IOCTL_STATUS_NEW  T64_IOWR('W', 0x20, T64_SZ_SND_RAWMIDI_STATUS_NEW)
#define T64_SNDRV_RAWMIDI_IOCTL_STATUS_OLD  T64_IOWR('W', 0x20, T64_SZ_SND_RAWMIDI_STATUS_OLD)
#define T64_SNDRV_TIMER_IOCTL_STATUS_NEW    T64_IOR('T', 0x14, T64_SZ_SND_TIMER_STATUS_NEW)
#define T64_SNDRV_TIMER_IOCTL_STATUS_OLD    T64_IOR('T', 0x14, T64_SZ_SND_TIMER_STATUS_OLD)
/* linux/videodev2.h */
#define T64_VIDIOC_QUERYBUF_NEW    T64_IOWR('V', 9, T64_SZ_V4L2_BUFFER_NEW)
#define T64_VIDIOC_QUERYBUF_OLD    T64_IOWR('V', 9, T64_SZ_V4L2_BUFFER_OLD)
#define T64_VIDIOC_QBUF_NEW        T64_IOWR('V', 15, T64_SZ_V4L2_BUFFER_NEW)
#define T64_VIDIOC_QBUF_OLD        T64_IOWR('V', 15, T64_SZ_V4L2_BUFFER_OLD)
#define T64_VIDIOC_DQBUF_NEW       T64_IOWR('V', 17, T64_SZ_V4L2_BUFFER_NEW)
#define T64_VIDIOC_DQBUF_OLD       T64_IOWR('V', 17, T64_SZ_V4L2_BUFFER_OLD)
#define T64_VIDIOC_PREPARE_BUF_NEW T64_IOWR('V', 93, T64_SZ_V4L2_BUFFER_NEW)
#define T64_VIDIOC_PREPARE_BUF_OLD T64_IOWR('V', 93, T64_SZ_V4L2_BUFFER_OLD)
#define T64_VIDIOC_DQEVENT_NEW     T64_IOR('V', 89, T64_SZ_V4L2_EVENT_NEW)
#define T64_VIDIOC_DQEVENT_OLD     T64_IOR('V', 89, T64_SZ_V4L2_EVENT_OLD)
/* linux/ppdev.h (PP_IOCTL 'p'), linux/lp.h */
#define T64_PPGETTIME_NEW          T64_IOR('p', 0x95, T64_SZ_TIME_NEW)
#define T64_PPGETTIME_OLD          T64_IOR('p', 0x95, T64_SZ_TIME_OLD)
#define T64_PPSETTIME_NEW          T64_IOW('p', 0x96, T64_SZ_TIME_NEW)
#define T64_PPSETTIME_OLD          T64_IOW('p', 0x96, T64_SZ_TIME_OLD)
#define T64_LPSETTIMEOUT_NEW       T64_IOW(0x6, 0xf, T64_SZ_TIME_NEW)
#define T64_LPSETTIMEOUT_OLD       0x060ful
/* linux/ppp-ioctl.h PPPIOCGIDLE64, PPPIOCGIDLE32 */
#define T64_PPPIOCGIDLE_NEW        T64_IOR('t', 63, T64_SZ_PPP_IDLE_NEW)
#define T64_PPPIOCGIDLE_OLD        T64_IOR('t', 63, T64_SZ_PPP_IDLE_OLD)
/* linux/sockios.h, through bits/ioctls.h */
#define T64_SIOCGSTAMP_NEW         SIOCGSTAMP_NEW
#define T64_SIOCGSTAMP_OLD         SIOCGSTAMP_OLD
#define T64_SIOCGSTAMPNS_NEW       SIOCGSTAMPNS_NEW
#define T64_SIOCGSTAMPNS_OLD       SIOCGSTAMPNS_OLD
#endif
