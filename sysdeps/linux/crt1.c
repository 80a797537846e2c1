/* The start file linked into every program (libt64crt.a, static and dynamic alike):
   _start (arch/<arch>/crt_arch.h) hands the kernel's initial stack to the library's
   __libt64_start_main, which lives in libt64.a or libt64.so.1. */
#include "crt_arch.h"

int main(int argc, char **argv, char **envp);
_Noreturn void __libt64_start_main(int (*main)(int, char **, char **), long *sp);

__attribute__((__used__, __noreturn__)) void __t64_start_c(long *sp)
{
	__libt64_start_main(main, sp);
}
