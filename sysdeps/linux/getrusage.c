#include <sys/resource.h>
#include "rusage.h"
#include "kernel_call.h"

int getrusage(int who, struct rusage *ru)
{
	struct t64_kernel_rusage k;
	long r = __t64_syscall(SYS_getrusage, who, &k);
	if (!r) __t64_widen_rusage(ru, &k);
	return (int)__t64_ret(r);
}
