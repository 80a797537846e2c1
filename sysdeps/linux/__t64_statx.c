/* statx: the kernel's call as it is (Linux 4.11), the same on every arch. */
#include "files.h"
#include "kernel_call.h"

int __t64_statx(int dirfd, const char *path, int flags, unsigned mask, struct statx *buf)
{
	return (int)__t64_syscall(SYS_statx, dirfd, path, flags, mask, buf);
}
