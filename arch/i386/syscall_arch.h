/* i386: the number in eax, arguments in ebx ecx edx esi edi ebp. The call goes through
   the kernel's __kernel_vsyscall (AT_SYSINFO; sysenter or syscall, ~16 times cheaper
   than int $0x80 on the x86_64 kernels measured here), or through a local `int $0x80`
   stub until the auxiliary vector has been read or when the kernel offers none.
   ebp may be the frame pointer and no register is left for the entry address, so the
   fifth and sixth arguments and the entry come from a block in memory, loaded inside
   the asm with ebp saved around the call. Returns -4095..-1 for -errno. */
#ifndef T64_SYSCALL_ARCH_H
#define T64_SYSCALL_ARCH_H

extern unsigned long __t64_vsyscall;

static inline long __t64_sc6(long n, long a, long b, long c, long d, long e, long f)
{
	long ret;
	const unsigned long block[3] = { (unsigned long)e, (unsigned long)f, __t64_vsyscall };
	const unsigned long *bp = block;
	__asm__ volatile (
		"push %%ebp\n\t"
		"pushl 8(%%edi)\n\t"
		"movl 4(%%edi), %%ebp\n\t"
		"movl (%%edi), %%edi\n\t"
		"call *(%%esp)\n\t"
		"add $4, %%esp\n\t"
		"pop %%ebp"
		: "=a"(ret), "+D"(bp)
		: "a"(n), "b"(a), "c"(b), "d"(c), "S"(d), "m"(block)
		: "memory");
	return ret;
}

/* Read AT_SYSINFO once at start-up (sysdeps/linux/start_main.c). */
#define T64_ARCH_INIT_AUXV(getauxval) do { \
	unsigned long vs_ = getauxval(32 /* AT_SYSINFO */); \
	if (vs_) __t64_vsyscall = vs_; \
} while (0)

/* arch/x86/entry/vdso/vdso32/vdso32.lds.S exports the time64 entry since 5.6. */
#define T64_VDSO_CGT_SYM "__vdso_clock_gettime64"
#define T64_VDSO_CGT_VER "LINUX_2.6"

#endif
