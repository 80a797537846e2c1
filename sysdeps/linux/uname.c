#include <sys/utsname.h>
#include "syscall.h"

int uname(struct utsname *u)
{
	return (int)__t64_ret(__t64_syscall(SYS_uname, u));
}
