/* The zone limits a user can meet on bare metal (libc/internal/tz.h says what each
   bounds), the same at every -O and time_speed choice: a fact of the OS, not of the
   build. */
#ifndef T64_SYSDEPS_TZ_LIMITS_H
#define T64_SYSDEPS_TZ_LIMITS_H
/* 32 types, what a firmware affords (384 bytes on a 32-bit machine, only when it
   installs an image), against the IANA data's 18 at most. */
#define T64_TZ_MAX_TYPES 32
/* TZ values of up to 127 bytes: the key is kept and the parser works in a copy, 129
   bytes of RAM each; the IANA zones' footers are under 64. */
#define T64_TZ_MAX_KEY 128
#endif
