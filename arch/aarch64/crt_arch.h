#include "getauxval.h"   /* every program gets the answer libgcc's atomics ask for */

/* argc is at [sp] at entry (the kernel keeps sp 16-byte aligned, as AAPCS64 requires;
   it is aligned again for safety). A zero frame pointer and link register end back
   traces. */
__asm__(
	".text\n"
	".global _start\n"
	".type _start, %function\n"
	"_start:\n"
	"	mov x29, #0\n"
	"	mov x30, #0\n"
	"	mov x0, sp\n"
	"	and sp, x0, #-16\n"
	"	bl __t64_start_c\n"
	"	b .\n");
