/* aarch64: `svc 0` with the number in x8, arguments in x0-x5, result in x0 (-4095..-1 is
   -errno); the kernel preserves every other register (arch/arm64/kernel/entry.S). */
#ifndef T64_SYSCALL_ARCH_H
#define T64_SYSCALL_ARCH_H

static inline long __t64_sc6(long n, long a, long b, long c, long d, long e, long f)
{
	register long x8 __asm__("x8") = n;
	register long x0 __asm__("x0") = a;
	register long x1 __asm__("x1") = b;
	register long x2 __asm__("x2") = c;
	register long x3 __asm__("x3") = d;
	register long x4 __asm__("x4") = e;
	register long x5 __asm__("x5") = f;
	__asm__ volatile ("svc 0" : "+r"(x0)
		: "r"(x8), "r"(x1), "r"(x2), "r"(x3), "r"(x4), "r"(x5)
		: "memory", "cc");
	return x0;
}

/* The 64-bit vDSO has no time64 twin: __kernel_clock_gettime already fills a 64-bit
   timespec (arch/arm64/kernel/vdso/vdso.lds.S, version LINUX_2.6.39). */
#define T64_VDSO_CGT_SYM "__kernel_clock_gettime"
#define T64_VDSO_CGT_VER "LINUX_2.6.39"

#endif
