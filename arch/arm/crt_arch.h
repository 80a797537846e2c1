#include "div0.h"   /* every program gets the division-by-zero hooks libgcc calls */

/* argc is at [sp] at entry. Written in ARM state (the entry address has bit 0 clear);
   the linker turns the bl into blx when __t64_start_c is Thumb code. AAPCS wants an
   8-byte aligned stack; 16 is kept for simplicity. */
__asm__(
	".text\n"
	".syntax unified\n"
	".arm\n"
	".global _start\n"
	".type _start, %function\n"
	"_start:\n"
	"	mov fp, #0\n"
	"	mov lr, #0\n"
	"	mov r0, sp\n"
	"	bic r1, r0, #15\n"
	"	mov sp, r1\n"
	"	bl __t64_start_c\n"
	"	b .\n");
