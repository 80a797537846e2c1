#include "semihost.h"

/* M-profile traps with BKPT 0xAB (A/R-profile Thumb would use SVC 0xAB); the host may
   write through r1, hence the memory clobber. */
long __t64_semihost(long op, void *arg)
{
	register long r0 __asm__("r0") = op;
	register void *r1 __asm__("r1") = arg;
	__asm__ volatile ("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
	return r0;
}
