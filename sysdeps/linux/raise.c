#include <signal.h>
#include "syscall.h"

/* Also what arm's libgcc calls on a division by zero (__aeabi_ldiv0 raises SIGFPE). */
int raise(int sig)
{
	long pid = __t64_syscall(SYS_getpid);
	long tid = __t64_syscall(SYS_gettid);
	return (int)__t64_ret(__t64_syscall(SYS_tgkill, pid, tid, sig));
}
