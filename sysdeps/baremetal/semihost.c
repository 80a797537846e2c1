#include "semihost.h"
#include "semihost_trap.h"   /* the arch's trap: sysdeps/baremetal/<arch>/ */

long __t64_semihost(long op, void *arg)
{
	return __t64_semihost_trap(op, arg);
}
