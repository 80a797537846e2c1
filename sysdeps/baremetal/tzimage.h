/* The TZif image installed with t64_tzif_install (tzif_install.c) and read by
   __t64_tzfile_zone (tzfile.c). Two objects: a firmware that never installs an image
   then links neither the parser nor what only a TZif zone needs (__tzif.c). */
#ifndef T64_TZIMAGE_H
#define T64_TZIMAGE_H
#include <stddef.h>
#include "tz.h"

struct __t64_tzimage {
	const unsigned char *data;
	size_t len;
	/* The parser, reached only through this pointer that the install sets. */
	int (*parse)(const unsigned char *buf, size_t len, struct __t64_zone *z);
};
extern T64_CAL_HIDDEN struct __t64_tzimage __t64_tzimage;
#endif
