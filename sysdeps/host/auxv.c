/* The auxiliary vector of sysdeps/linux/tzfile.c (whether the program runs set-user-ID)
   from the host libc, which owns the process's start-up here. */
#include <sys/auxv.h>
#include "auxv.h"

unsigned long __t64_getauxval(unsigned long type)
{
	return getauxval(type);
}
