/* The kernel starts a process with argc at (%rsp); the ABI wants a 16-byte aligned
   stack at the call and a zero frame pointer to end back traces. */
__asm__(
	".text\n"
	".global _start\n"
	".type _start, @function\n"
	"_start:\n"
	"	xor %rbp, %rbp\n"
	"	mov %rsp, %rdi\n"
	"	andq $-16, %rsp\n"
	"	call __t64_start_c\n"
	"	hlt\n");
