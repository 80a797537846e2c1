/* What the kernel's UAPI headers ask of the C library. t64's time_t, struct timespec
   and struct timeval are 64-bit on every target, so the time64 layouts the kernel's
   headers select with __USE_TIME_BITS64 are the ones t64's programs use
   (include/uapi/linux/input.h: struct input_event; include/uapi/sound/asound.h:
   snd_pcm_mmap_status, snd_pcm_mmap_control; glibc defines it with _TIME_BITS=64,
   musl always). */
#ifndef _FEATURES_H
#define _FEATURES_H
#define __USE_TIME_BITS64 1
#endif
