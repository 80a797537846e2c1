#include <unistd.h>
#include "kernel_call.h"

ssize_t read(int fd, void *buf, size_t n)
{
	return __t64_ret(__t64_syscall(SYS_read, fd, buf, n));
}
