/* arm EABI: `svc 0` with the number in r7, arguments in r0-r5, result in r0
   (-4095..-1 is -errno). r7 is not the frame pointer because t64 builds with -O2. */
#ifndef T64_SYSCALL_ARCH_H
#define T64_SYSCALL_ARCH_H

static inline long __t64_sc6(long n, long a, long b, long c, long d, long e, long f)
{
	register long r7 __asm__("r7") = n;
	register long r0 __asm__("r0") = a;
	register long r1 __asm__("r1") = b;
	register long r2 __asm__("r2") = c;
	register long r3 __asm__("r3") = d;
	register long r4 __asm__("r4") = e;
	register long r5 __asm__("r5") = f;
	__asm__ volatile ("svc 0" : "+r"(r0)
		: "r"(r7), "r"(r1), "r"(r2), "r"(r3), "r"(r4), "r"(r5)
		: "memory");
	return r0;
}

/* arch/arm/vdso/vdso.lds.S. Kernels before 5.8 exported a __vdso_clock_gettime64 that
   was broken; those kernels did not export __vdso_clock_gettime next to it, so the
   64-bit entry is trusted only when the 32-bit one is present too. */
#define T64_VDSO_CGT_SYM "__vdso_clock_gettime64"
#define T64_VDSO_CGT_VER "LINUX_2.6"
#define T64_VDSO_CGT_REQUIRES "__vdso_clock_gettime"

#endif
