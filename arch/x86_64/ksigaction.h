/* The kernel's struct sigaction for the raw rt_sigaction of the tests (test/linux/waits.c):
   x86_64 insists on a restorer (SA_RESTORER 0x04000000, arch/x86/include/uapi/asm/signal.h)
   that returns through rt_sigreturn (15, arch/x86/entry/syscalls/syscall_64.tbl). */
#ifndef T64_KSIGACTION_H
#define T64_KSIGACTION_H
struct ksigaction {
	void (*handler)(int);
	unsigned long flags;
	void (*restorer)(void);
	sigset_t mask;
};
void t64_test_restore_rt(void);
__asm__(".text\nt64_test_restore_rt:\n\tmov $15, %eax\n\tsyscall\n");
#define T64_KSA_RESTORER(sa) ((sa)->flags |= 0x04000000, (sa)->restorer = t64_test_restore_rt)
#endif
