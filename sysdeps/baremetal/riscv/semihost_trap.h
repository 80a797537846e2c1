/* RISC-V semihosting's trap (semihost.h; the RISC-V Semihosting specification): the
   operation number in a0, a pointer to its argument block in a1, the result back in a0. */
#ifndef T64_SEMIHOST_TRAP_H
#define T64_SEMIHOST_TRAP_H

/* An EBREAK between two no-op shifts, which tell the debugger (or QEMU) it is a
   semihosting call and not a breakpoint. It reads the shifts at the EBREAK's address
   -4 and +4, so they must be uncompressed (norvc) and the three in one page: aligned to
   16 bytes, they never straddle one. The host may write through a1, hence the memory
   clobber. */
static inline long __t64_semihost_trap(long op, void *arg)
{
	register long a0 __asm__("a0") = op;
	register void *a1 __asm__("a1") = arg;
	__asm__ volatile (".option push\n\t"
	                  ".option norvc\n\t"
	                  ".balign 16\n\t"
	                  "slli x0, x0, 0x1f\n\t"
	                  "ebreak\n\t"
	                  "srai x0, x0, 7\n\t"
	                  ".option pop"
	                  : "+r"(a0) : "r"(a1) : "memory");
	return a0;
}
#endif
