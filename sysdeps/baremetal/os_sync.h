/* Threads, for the zone of libc/time/__tz.c: bare metal has none that t64 knows of, so
   the zone is built in place with no lock (no RAM for a second zone, no code). A
   firmware whose tasks convert times sets TZ (or installs its TZif image) and calls
   tzset before it starts them, and changes neither while they run. */
#ifndef T64_SYSDEPS_OS_SYNC_H
#define T64_SYSDEPS_OS_SYNC_H
#define T64_THREADS 0
#endif
