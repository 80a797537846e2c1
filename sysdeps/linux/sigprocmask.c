#include <signal.h>
#include "kernel_call.h"

/* rt_sigprocmask with the kernel's sigset_t size (8 bytes; 16 on mips). */
int sigprocmask(int how, const sigset_t *restrict set, sigset_t *restrict old)
{
	return (int)__t64_ret(__t64_syscall(SYS_rt_sigprocmask, how, set, old, sizeof(sigset_t)));
}
