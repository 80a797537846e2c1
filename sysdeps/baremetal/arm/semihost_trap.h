/* ARM semihosting's trap (semihost.h): the operation number in r0, a pointer to its
   argument block in r1, the result back in r0. */
#ifndef T64_SEMIHOST_TRAP_H
#define T64_SEMIHOST_TRAP_H

/* M-profile traps with BKPT 0xAB (A/R-profile Thumb would use SVC 0xAB); the host may
   write through r1, hence the memory clobber. */
static inline long __t64_semihost_trap(long op, void *arg)
{
	register long r0 __asm__("r0") = op;
	register void *r1 __asm__("r1") = arg;
	__asm__ volatile ("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
	return r0;
}
#endif
