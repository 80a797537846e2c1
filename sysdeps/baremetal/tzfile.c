/* Bare metal has no files: the system's zone (TZ unset) is the TZif image installed with
   t64_tzif_install, and names are no zone. */
#include <errno.h>
#include <t64/tz.h>
#include "tz.h"

static const unsigned char *image;
static size_t image_len;
static unsigned generation;

int t64_tzif_install(const void *data, size_t len)
{
	/* Checked now, so a bad image never replaces a good one. */
	if (data && __t64_tzif_parse(data, len, 0) < 0) {
		errno = EINVAL;
		return -1;
	}
	image = data;
	image_len = data ? len : 0;
	generation++;
	return 0;
}

const unsigned char *__t64_tzfile_load(const char *name, size_t *len)
{
	if (name || !image) return 0;
	*len = image_len;
	return image;
}

unsigned __t64_tzfile_generation(void)
{
	return generation;
}
