/* The kernel's struct sigaction for the raw rt_sigaction of the tests (test/linux/waits.c):
   mips puts the flags first and has no restorer (arch/mips/include/uapi/asm/signal.h). */
#ifndef T64_KSIGACTION_H
#define T64_KSIGACTION_H
struct ksigaction {
	unsigned flags;
	void (*handler)(int);
	sigset_t mask;
};
#define T64_KSA_RESTORER(sa) ((void)(sa))
#endif
