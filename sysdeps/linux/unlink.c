#include <fcntl.h>
#include <unistd.h>
#include "kernel_call.h"

int unlink(const char *path)
{
	return (int)__t64_ret(__t64_syscall(SYS_unlinkat, AT_FDCWD, path, 0));
}
