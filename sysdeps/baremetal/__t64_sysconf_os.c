#include <errno.h>
#include "conf.h"

/* Bare metal has nothing to ask at run time: every option sysconf knows is fixed by
   <unistd.h>, and there is no page size (no MMU) nor times() tick. */
long __t64_sysconf_os(int name)
{
	(void)name;
	errno = EINVAL;
	return -1;
}
