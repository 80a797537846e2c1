#include <fcntl.h>
#include <stdarg.h>
#include "kernel_call.h"

/* O_LARGEFILE always: off_t is 64-bit in t64, so a 32-bit process must not get EOVERFLOW
   from the kernel for files over 2 GiB (fs/open.c force_o_largefile). */
int openat(int dirfd, const char *path, int flags, ...)
{
	unsigned mode = 0;
	if (flags & O_CREAT) {
		va_list ap;
		va_start(ap, flags);
		mode = va_arg(ap, unsigned);
		va_end(ap);
	}
	return (int)__t64_ret(__t64_syscall(SYS_openat, dirfd, path, flags | O_LARGEFILE, mode));
}

int open(const char *path, int flags, ...)
{
	unsigned mode = 0;
	if (flags & O_CREAT) {
		va_list ap;
		va_start(ap, flags);
		mode = va_arg(ap, unsigned);
		va_end(ap);
	}
	return openat(AT_FDCWD, path, flags, mode);
}
