#include <stdio.h>
#include "fmt.h"

/* The libc's stdio, which its semihosting layer (picolibc's --oslib=semihost, newlib's
   rdimon) sends to the debugger's console. */
void t64_out(const char *s, size_t n)
{
	fwrite(s, 1, n, stdout);
}
