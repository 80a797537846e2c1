/* Bare metal has no files: the system's zone (TZ unset) is the TZif image installed with
   t64_tzif_install, and names are no zone. */
#include "tzimage.h"

struct __t64_tzimage __t64_tzimage;
unsigned __t64_tzfile_generation;

int __t64_tzfile_zone(const char *name, struct __t64_zone *z)
{
	const struct __t64_tzimage *im = &__t64_tzimage;
	return name || !im->data ? -1 : im->parse(im->data, im->len, z);
}
