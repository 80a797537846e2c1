#include <sys/timerfd.h>
#include "kernel_call.h"

int timerfd_create(clockid_t clk, int flags)
{
	return (int)__t64_ret(__t64_syscall(SYS_timerfd_create, clk, flags));
}
