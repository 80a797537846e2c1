#include <unistd.h>
#include "kernel_call.h"

ssize_t write(int fd, const void *buf, size_t n)
{
	return __t64_ret(__t64_syscall(SYS_write, fd, buf, n));
}
