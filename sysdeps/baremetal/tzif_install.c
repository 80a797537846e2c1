/* Not in tzfile.c, which every zone's build links: only this one names the parser. */
#include <errno.h>
#include <t64/tz.h>
#include "tzimage.h"

int t64_tzif_install(const void *data, size_t len)
{
	/* Checked now, so a bad image never replaces a good one. */
	if (data && __t64_tzif_parse(data, len, 0) < 0) {
		errno = EINVAL;
		return -1;
	}
	__t64_tzimage = (struct __t64_tzimage){ data, data ? len : 0, __t64_tzif_parse };
	__t64_tzfile_generation++;
	return 0;
}
