/* Process entry for freestanding Linux programs: _start (arch/<arch>/crt_arch.h)
   hands over the initial stack: argc, argv[], NULL, envp[], NULL, auxv pairs. */
#include <stdlib.h>
#include <unistd.h>
#include "auxv.h"
#include "crt_arch.h"
#include "syscall_arch.h"

int main(int argc, char **argv, char **envp);

__attribute__((__used__, __noreturn__)) void __t64_start_c(long *sp)
{
	int argc = (int)sp[0];
	char **argv = (char **)(sp + 1);
	char **envp = argv + argc + 1;
	char **p = envp;
	while (*p) p++;
	environ = envp;
	__t64_auxv = (unsigned long *)(p + 1);
#ifdef T64_ARCH_INIT_AUXV
	T64_ARCH_INIT_AUXV(__t64_getauxval);
#endif
	exit(main(argc, argv, envp));
}
