/* Time zones on bare metal. TZ (picolibc's environment: setenv("TZ", ...)) may hold a
   POSIX TZ string such as "CET-1CEST,M3.5.0,M10.5.0/3". With TZ unset, the zone is the
   TZif image (RFC 8536, e.g. a copy of /usr/share/zoneinfo/Europe/Berlin linked into
   the firmware) installed here, or UTC when there is none. */
#ifndef T64_TZ_H
#define T64_TZ_H
#include <stddef.h>
#ifdef __cplusplus
extern "C" {
#endif

/* Installs the TZif image data[0..len) (it must stay in memory: a const array in flash
   is fine; t64 copies what it needs at the next tzset, localtime or mktime). Returns 0,
   or -1 with errno EINVAL when it is not a TZif image t64 can use (then nothing
   changes). data NULL removes the image (UTC). */
int t64_tzif_install(const void *data, size_t len);

#ifdef __cplusplus
}
#endif
#endif
