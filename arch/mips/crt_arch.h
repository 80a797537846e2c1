/* argc is at 0($sp) at entry. o32 callees expect their own address in $25 ($t9) to
   derive $gp, and 16 bytes of argument save area below an 8-byte aligned stack. The
   address is taken relative to the pc (bal), so the start file also works in PIE and
   dynamically linked programs. */
__asm__(
	".text\n"
	".set push\n"
	".set noreorder\n"
	".global _start\n"
	".type _start, @function\n"
	"_start:\n"
	"	move $fp, $0\n"
	"	move $4, $sp\n"
	"	li $8, -8\n"
	"	and $sp, $sp, $8\n"
	"	addiu $sp, $sp, -16\n"
	"	bal 1f\n"
	"	nop\n"
	"1:	lui $25, %hi(__t64_start_c - 1b)\n"
	"	addiu $25, $25, %lo(__t64_start_c - 1b)\n"
	"	addu $25, $25, $31\n"
	"	jalr $25\n"
	"	nop\n"
	"	b .\n"
	"	nop\n"
	".set pop\n");
