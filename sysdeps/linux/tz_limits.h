/* The zone limits a user can meet on Linux (libc/internal/tz.h says what each bounds),
   the same at every -O and time_speed choice: a fact of the OS, not of the build. */
#ifndef T64_SYSDEPS_TZ_LIMITS_H
#define T64_SYSDEPS_TZ_LIMITS_H
/* 64 types (1.5 KB a zone on a 64-bit machine, in static memory a server does not
   count), against the IANA data's 18 at most and tzcode's 256. */
#define T64_TZ_MAX_TYPES 64
/* TZ values of up to 255 bytes, a file's name or path included (the key is kept in
   each of the two zones, so a PATH_MAX bound would cost 8 KB of static memory): the
   IANA zones' paths are under 64 bytes, a zone directory's a few dozen more. */
#define T64_TZ_MAX_KEY 256
#endif
