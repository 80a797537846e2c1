/* The zone limits of the host build, whose zone layer is Linux's (sysdeps/linux/tzfile.c,
   meson.build here): Linux's (sysdeps/linux/tz_limits.h says why), so that an
   application embedding t64's calendar reads the zones t64 on Linux reads; the host's
   tz_limits test holds both to the same figures. */
#ifndef T64_SYSDEPS_TZ_LIMITS_H
#define T64_SYSDEPS_TZ_LIMITS_H
#define T64_TZ_MAX_TYPES 64
#define T64_TZ_MAX_KEY 256
#endif
