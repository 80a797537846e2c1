/* The kernel's side of test/uapi/check-devices: in place of a C library, the time types
   the kernel itself reads for a program with a 64-bit time_t, so that a UAPI structure
   or request built from `struct timespec` or `time_t` comes out in its time64 form
   without any C library's (or t64's) help. __USE_TIME_BITS64 stays undefined: where a
   header spells its time64 form out (__snd_pcm_mmap_status64, *_NEW requests), the
   probe names that form itself. */
#ifndef T64_KT64_TIME_H
#define T64_KT64_TIME_H
#include <linux/types.h>
#include <linux/time_types.h>
typedef __kernel_size_t size_t;
typedef __kernel_time64_t time_t;
/* What the kernel copies for a struct timespec of a time64 program. */
#define timespec __kernel_timespec
#endif
