/* Process start-up, called from _start (sysdeps/linux/crt1.c) with the kernel's initial
   stack: argc, argv[], NULL, envp[], NULL, auxv pairs. Exported (not __t64_) because a
   dynamically linked program's start file calls it in libt64.so.1, like glibc's
   __libc_start_main; it sets the library's own environ and auxv. */
#include <stdlib.h>
#include <unistd.h>
#include "auxv.h"
#include "syscall_arch.h"

_Noreturn void __libt64_start_main(int (*main)(int, char **, char **), long *sp)
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
