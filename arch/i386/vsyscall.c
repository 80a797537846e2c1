/* The entry every i386 system call goes through: the kernel's __kernel_vsyscall once
   start-up has read AT_SYSINFO, and until then this int $0x80 stub. */
__asm__(
	".text\n"
	".type __t64_int80, @function\n"
	"__t64_int80:\n"
	"	int $0x80\n"
	"	ret\n");

void __t64_int80(void);
unsigned long __t64_vsyscall = (unsigned long)__t64_int80;
