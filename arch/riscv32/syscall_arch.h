/* riscv32: `ecall` with the number in a7, arguments in a0-a5, result in a0 (-4095..-1 is
   -errno); the kernel preserves every other register (arch/riscv/kernel/entry.S). */
#ifndef T64_SYSCALL_ARCH_H
#define T64_SYSCALL_ARCH_H

static inline long __t64_sc6(long n, long a, long b, long c, long d, long e, long f)
{
	register long a7 __asm__("a7") = n;
	register long a0 __asm__("a0") = a;
	register long a1 __asm__("a1") = b;
	register long a2 __asm__("a2") = c;
	register long a3 __asm__("a3") = d;
	register long a4 __asm__("a4") = e;
	register long a5 __asm__("a5") = f;
	__asm__ volatile ("ecall" : "+r"(a0)
		: "r"(a7), "r"(a1), "r"(a2), "r"(a3), "r"(a4), "r"(a5)
		: "memory");
	return a0;
}

/* An rv32 kernel's vDSO has no clock entry: arch/riscv/kernel/vdso/Makefile builds
   vgettimeofday only for CONFIG_64BIT, and vdso.lds.S exports __vdso_clock_gettime only
   with it (HAS_VGETTIMEOFDAY, version LINUX_4.15). The 64-bit-time entry of a 32-bit
   vDSO is *_gettime64 on every arch that has one; a 32-bit riscv one named
   __vdso_clock_gettime would fill an old_timespec32, so only the *64 name is looked up:
   today it is never found, and clock_gettime is the time64 call. */
#define T64_VDSO_CGT_SYM "__vdso_clock_gettime64"
#define T64_VDSO_CGT_VER "LINUX_4.15"

#endif
