#include <unistd.h>
#include "kernel_call.h"

pid_t getpid(void)
{
	return (pid_t)__t64_syscall(SYS_getpid);
}
