/* i386: `int $0x80` with the number in eax, arguments in ebx ecx edx esi edi ebp.
   ebp may be the frame pointer, so the sixth argument is loaded from memory inside
   the asm, with ebp saved around the call. Returns -4095..-1 for -errno. */
#ifndef T64_SYSCALL_ARCH_H
#define T64_SYSCALL_ARCH_H

static inline long __t64_sc6(long n, long a, long b, long c, long d, long e, long f)
{
	long ret;
	const long last[2] = { e, f };
	const long *lp = last;
	__asm__ volatile (
		"push %%ebp\n\t"
		"movl 4(%%edi), %%ebp\n\t"
		"movl (%%edi), %%edi\n\t"
		"int $0x80\n\t"
		"pop %%ebp"
		: "=a"(ret), "+D"(lp)
		: "a"(n), "b"(a), "c"(b), "d"(c), "S"(d)
		: "memory");
	return ret;
}

/* arch/x86/entry/vdso/vdso32/vdso32.lds.S exports the time64 entry since 5.6. */
#define T64_VDSO_CGT_SYM "__vdso_clock_gettime64"
#define T64_VDSO_CGT_VER "LINUX_2.6"

#endif
