/* x86_64: `syscall` with the number in rax, arguments in rdi rsi rdx r10 r8 r9; the
   kernel clobbers rcx and r11. Returns the raw result: -4095..-1 is -errno. */
#ifndef T64_SYSCALL_ARCH_H
#define T64_SYSCALL_ARCH_H

static inline long __t64_sc6(long n, long a, long b, long c, long d, long e, long f)
{
	register long r10 __asm__("r10") = d;
	register long r8 __asm__("r8") = e;
	register long r9 __asm__("r9") = f;
	long ret;
	__asm__ volatile ("syscall" : "=a"(ret)
		: "a"(n), "D"(a), "S"(b), "d"(c), "r"(r10), "r"(r8), "r"(r9)
		: "rcx", "r11", "memory");
	return ret;
}

/* The 64-bit vDSO has no time64 twin: its __vdso_clock_gettime already fills a
   64-bit timespec (arch/x86/entry/vdso/vdso.lds.S). */
#define T64_VDSO_CGT_SYM "__vdso_clock_gettime"
#define T64_VDSO_CGT_VER "LINUX_2.6"

#endif
