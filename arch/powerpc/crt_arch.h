/* The kernel starts a process with r1 pointing at argc (the ELF ABI's initial stack).
   glibc's ld.so (sysdeps/powerpc/powerpc32/dl-start.S, _dl_start_user) instead passes
   argc, argv, envp and auxv in r3-r6 and leaves r1 pointing at a zero word, as the
   32-bit PowerPC SysV ABI has it; its glibc's own start code tells the two apart by that
   word, and so does this one. Either way __t64_start_c gets, in r3, an address holding
   argc with argv right after it: for ld.so, argv[-1], where argc is stored first (it is
   already there when the kernel started ld.so for the program). The stack is then
   aligned to 16 bytes, as the ABI wants, with a first frame whose back chain and return
   address are zero to end back traces. */
__asm__(
	".text\n"
	".global _start\n"
	".type _start, @function\n"
	"_start:\n"
	"	lwz 0, 0(1)\n"
	"	cmpwi 0, 0\n"
	"	mr 9, 1\n"
	"	bne 1f\n"
	"	stwu 3, -4(4)\n"
	"	mr 9, 4\n"
	"1:	mr 3, 9\n"
	"	clrrwi 1, 1, 4\n"
	"	li 0, 0\n"
	"	stwu 1, -16(1)\n"
	"	mtlr 0\n"
	"	stw 0, 0(1)\n"
	"	bl __t64_start_c\n"
	"	b .\n");
