/* The device requests t64's ioctl translates: those musl's src/misc/ioctl.c translates
   (VIDIOC_OMAP3ISP_STAT_REQ aside, a driver of one SoC), PPPIOCGIDLE64 among them;
   numbers from ioctl_requests.h, layouts from ioctl_layout.h. Linux 5.1 gave the socket
   stamps their *_NEW requests, 5.6 every other; a build for a later kernel leaves them
   out. */
#include "ioctl_map.h"
#include "ioctl_requests.h"
#include "kernel_features.h"
#include "path.h"

#ifdef T64_IOCTL_TIME32_FALLBACK
_Static_assert(T64_SZ_SND_PCM_SYNC_PTR_OLD <= T64_IOCTL_OLD_MAX && T64_SZ_V4L2_EVENT_OLD <= T64_IOCTL_OLD_MAX &&
	       T64_SZ_SND_PCM_STATUS_OLD <= T64_IOCTL_OLD_MAX, "ioctl.c's old buffer holds every old structure");

#define L(name, init) static const struct t64_ioctl_layout name = init;
T64_IOCTL_LAYOUTS(L)

#define E(name, layout, fam, einval) { T64_##name##_NEW, T64_##name##_OLD, &layout, fam, einval }

static const struct t64_ioctl_map map[] = {
#ifdef T64_TIME32_FALLBACK
	/* Some protocols answer an unknown request EINVAL (sockets.md). */
	E(SIOCGSTAMP, time_out, T64_FAM_SOCKSTAMP, 1),
	E(SIOCGSTAMPNS, time_out, T64_FAM_SOCKSTAMP, 1),
#endif
	E(SNDRV_PCM_IOCTL_STATUS, pcm_status, T64_FAM_SOUND, 0),
	E(SNDRV_PCM_IOCTL_STATUS_EXT, pcm_status_ext, T64_FAM_SOUND, 0),
	E(SNDRV_PCM_IOCTL_SYNC_PTR, pcm_sync_ptr, T64_FAM_SOUND, 0),
	E(SNDRV_RAWMIDI_IOCTL_STATUS, rawmidi_status, T64_FAM_SOUND, 0),
	E(SNDRV_TIMER_IOCTL_STATUS, timer_status, T64_FAM_SOUND, 0),
	E(VIDIOC_QUERYBUF, v4l2_buffer_out, T64_FAM_VIDEO, 0),
	E(VIDIOC_QBUF, v4l2_buffer_both, T64_FAM_VIDEO, 0),
	E(VIDIOC_DQBUF, v4l2_buffer_out, T64_FAM_VIDEO, 0),
	E(VIDIOC_PREPARE_BUF, v4l2_buffer_both, T64_FAM_VIDEO, 0),
	E(VIDIOC_DQEVENT, v4l2_event, T64_FAM_VIDEO, 0),
	/* drivers/char/ppdev.c and lp.c answer a request they do not know EINVAL. */
	E(PPGETTIME, time_out, T64_FAM_PARPORT, 1),
	E(PPSETTIME, time_in, T64_FAM_PARPORT, 1),
	E(LPSETTIMEOUT, time_in, T64_FAM_PARPORT, 1),
	E(PPPIOCGIDLE, ppp_idle, T64_FAM_PPP, 0),
};

const struct t64_ioctl_map *__t64_ioctl_find(unsigned long req)
{
	for (unsigned i = 0; i < sizeof map / sizeof *map; i++)
		if (map[i].new_req == req) return &map[i];
	return 0;
}
#endif
