/* powerpc (32-bit): `sc` with the number in r0 and the arguments in r3-r8. The kernel
   reports an error by setting CR0.SO, with the positive errno in r3
   (arch/powerpc/kernel/interrupt.c, syscall_exit_prepare); `bns+` skips the negation on
   success, so the result is the -errno of the other arches. r0 and r3-r12, cr0, ctr and
   xer are volatile across `sc` (Documentation/arch/powerpc/syscall64-abi.rst, the same
   for 32-bit tasks); r1, r2 (the thread pointer) and r13-r31 are kept. */
#ifndef T64_SYSCALL_ARCH_H
#define T64_SYSCALL_ARCH_H

static inline long __t64_sc6(long n, long a, long b, long c, long d, long e, long f)
{
	register long r0 __asm__("r0") = n;
	register long r3 __asm__("r3") = a;
	register long r4 __asm__("r4") = b;
	register long r5 __asm__("r5") = c;
	register long r6 __asm__("r6") = d;
	register long r7 __asm__("r7") = e;
	register long r8 __asm__("r8") = f;
	__asm__ volatile (
		"sc\n\t"
		"bns+ 1f\n\t"
		"neg %1, %1\n"
		"1:"
		: "+r"(r0), "+r"(r3), "+r"(r4), "+r"(r5), "+r"(r6), "+r"(r7), "+r"(r8)
		:
		: "r9", "r10", "r11", "r12", "cr0", "ctr", "xer", "memory");
	return r3;
}

/* The 32-bit vDSO's 64-bit-time entry (Linux 5.11, arch/powerpc/kernel/vdso/
   gettimeofday.S and vdso32.lds.S, in the LINUX_2.6.15 version node with every other
   entry). Its __kernel_clock_gettime fills an old 32-bit timespec and is never used. */
#define T64_VDSO_CGT_SYM "__kernel_clock_gettime64"
#define T64_VDSO_CGT_VER "LINUX_2.6.15"
/* The vDSO's functions return an error the way `sc` does (cvdso_call in the kernel's
   arch/powerpc/include/asm/vdso/gettimeofday.h: CR0.SO set, positive errno in r3), not
   as a C function returning -errno: the lookup hands the entry to an adapter
   (vdso_cgt.c) and stores the adapter. */
#define T64_VDSO_CGT_ADAPT(entry) __t64_ppc_vdso_adapt(entry)
__attribute__((__visibility__("hidden"))) void *__t64_ppc_vdso_adapt(void *entry);

#endif
