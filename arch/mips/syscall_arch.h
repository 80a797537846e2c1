/* mips o32: `syscall` with the number in v0 ($2), arguments in a0-a3 ($4-$7) and the
   fifth and sixth at 16($sp) and 20($sp) of the caller's frame. The kernel returns a
   positive errno in v0 and sets a3 to 1 on failure; this wrapper turns that into the
   -errno convention of the other arches. It clobbers the temporaries and hi/lo. */
#ifndef T64_SYSCALL_ARCH_H
#define T64_SYSCALL_ARCH_H

static inline long __t64_sc6(long n, long a, long b, long c, long d, long e, long f)
{
	register long v0 __asm__("$2") = n;
	register long a0 __asm__("$4") = a;
	register long a1 __asm__("$5") = b;
	register long a2 __asm__("$6") = c;
	register long a3 __asm__("$7") = d;
	register long t8 __asm__("$24") = e;
	register long t9 __asm__("$25") = f;
	__asm__ volatile (
		"addiu $sp, $sp, -32\n\t"
		"sw $24, 16($sp)\n\t"
		"sw $25, 20($sp)\n\t"
		"syscall\n\t"
		"addiu $sp, $sp, 32"
		: "+r"(v0), "+r"(a3), "+r"(t8), "+r"(t9)
		: "r"(a0), "r"(a1), "r"(a2)
		: "$1", "$3", "$8", "$9", "$10", "$11", "$12", "$13", "$14", "$15",
		  "hi", "lo", "memory");
	return a3 ? -v0 : v0;
}

/* arch/mips/vdso/vdso.lds.S exports the time64 entry for o32 since 5.4. */
#define T64_VDSO_CGT_SYM "__vdso_clock_gettime64"
#define T64_VDSO_CGT_VER "LINUX_2.6"

#endif
