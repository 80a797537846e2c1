#include <stdlib.h>
#include <unistd.h>
#include "kernel_call.h"

/* No atexit and no stdio buffers in t64: exit has nothing to flush. */
_Noreturn void _exit(int status)
{
	for (;;) __t64_syscall(SYS_exit_group, status);
}

_Noreturn void _Exit(int status)
{
	_exit(status);
}

_Noreturn void exit(int status)
{
	_exit(status);
}
