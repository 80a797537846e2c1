/* A file mapped read-only for sysdeps/linux/tzfile.c, whose zone reads the TZif data in
   place for as long as it is in effect (no 64 KiB buffer, no copy). Two builds: t64's
   own system calls (sysdeps/linux/map.c) and, for -Dhost_prefix, the host libc's
   (sysdeps/host/map.c). */
#ifndef T64_MAP_H
#define T64_MAP_H
#include <stddef.h>
#include "hidden.h"

/* len bytes of fd from its start, PROT_READ and MAP_PRIVATE; NULL on failure. */
T64_HIDDEN const void *__t64_map(int fd, size_t len);
T64_HIDDEN void __t64_unmap(const void *p, size_t len);
#endif
