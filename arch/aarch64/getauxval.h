/* gcc's default -moutline-atomics makes an atomic operation a call to libgcc's
   __aarch64_* helpers, whose initialiser (libgcc/config/aarch64/lse-init.c) asks glibc's
   __getauxval(AT_HWCAP) whether the CPU has the LSE atomics. t64 has no glibc, so it
   defines the name: 0 for every key, and the helpers keep to the ARMv8.0 exclusive
   load/store sequences, right on every aarch64 CPU. (A t64 program runs no constructors,
   so the initialiser never runs in a static one anyway; ld.so runs libt64.so.1's.)
   Included by the start file (a program's own atomics) and by getauxval.c (libt64's);
   hidden, so neither exports it. */
#include "hidden.h"

T64_HIDDEN unsigned long __getauxval(unsigned long type);

unsigned long __getauxval(unsigned long type)
{
	(void)type;
	return 0;
}
