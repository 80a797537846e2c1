#include <fcntl.h>
#include <unistd.h>
#include "syscall.h"

int unlink(const char *path)
{
	return (int)__t64_ret(__t64_syscall(SYS_unlinkat, AT_FDCWD, path, 0));
}
