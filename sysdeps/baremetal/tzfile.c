/* Bare metal has no files: the system's zone (TZ unset) is the TZif image installed with
   t64_tzif_install, and names are no zone. */
#include <errno.h>
#include <t64/tz.h>
#include "tz.h"

static const unsigned char *image;
static size_t image_len;
unsigned __t64_tzfile_generation;
/* The parser, reached only through this pointer that the install sets: a firmware that
   never installs an image (a TZ string is all it uses) does not link it. */
static int (*parse)(const unsigned char *buf, size_t len, struct __t64_zone *z);

int t64_tzif_install(const void *data, size_t len)
{
	/* Checked now, so a bad image never replaces a good one. */
	if (data && __t64_tzif_parse(data, len, 0) < 0) {
		errno = EINVAL;
		return -1;
	}
	parse = __t64_tzif_parse;
	image = data;
	image_len = data ? len : 0;
	__t64_tzfile_generation++;
	return 0;
}

int __t64_tzfile_zone(const char *name, struct __t64_zone *z)
{
	return name || !image ? -1 : parse(image, image_len, z);
}
