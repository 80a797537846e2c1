#include <time.h>
#include "kernel_call.h"
#include "timers.h"

int timer_delete(timer_t id)
{
	return (int)__t64_ret(__t64_syscall(SYS_timer_delete, __t64_timer_id(id)));
}

int timer_getoverrun(timer_t id)
{
	return (int)__t64_ret(__t64_syscall(SYS_timer_getoverrun, __t64_timer_id(id)));
}
