#include <unistd.h>
#include "kernel_call.h"

int close(int fd)
{
	return (int)__t64_ret(__t64_syscall(SYS_close, fd));
}
