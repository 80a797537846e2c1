#include <unistd.h>
#include "syscall.h"

pid_t getpid(void)
{
	return (pid_t)__t64_syscall(SYS_getpid);
}
