#include <errno.h>

/* One errno for the process: the Linux runtime of t64 has no threads. */
static int errno_value;

int *__errno_location(void)
{
	return &errno_value;
}
