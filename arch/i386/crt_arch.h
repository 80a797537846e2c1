/* argc is at (%esp) at entry; align to 16 so the pushed argument leaves the stack
   16-byte aligned at the call, as gcc's i386 code assumes. */
__asm__(
	".text\n"
	".global _start\n"
	".type _start, @function\n"
	"_start:\n"
	"	xor %ebp, %ebp\n"
	"	mov %esp, %eax\n"
	"	and $-16, %esp\n"
	"	sub $12, %esp\n"
	"	push %eax\n"
	"	call __t64_start_c\n"
	"	hlt\n");
