#include <stdio.h>
#include "fmt.h"

/* picolibc's stdio, which --oslib=semihost sends to the debugger's console. */
void t64_out(const char *s, size_t n)
{
	fwrite(s, 1, n, stdout);
}
