#include "auxv.h"

unsigned long *__t64_auxv;

unsigned long __t64_getauxval(unsigned long type)
{
	for (unsigned long *a = __t64_auxv; a && a[0] != AT_NULL; a += 2)
		if (a[0] == type) return a[1];
	return 0;
}
