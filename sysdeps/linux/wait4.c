#include <sys/wait.h>
#include "rusage.h"
#include "syscall.h"

pid_t wait4(pid_t pid, int *status, int options, struct rusage *ru)
{
	struct t64_kernel_rusage k;
	long r = __t64_syscall(SYS_wait4, pid, status, options, ru ? &k : 0);
	if (r > 0 && ru) __t64_widen_rusage(ru, &k);
	return (pid_t)__t64_ret(r);
}
