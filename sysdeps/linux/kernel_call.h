/* The one door to the kernel: every system call of t64 goes through __t64_syscall,
   which reaches the arch's instruction in arch/<arch>/syscall_arch.h. Results follow
   the kernel's convention: -4095..-1 is -errno. */
#ifndef T64_KERNEL_CALL_H
#define T64_KERNEL_CALL_H
#include <bits/syscall.h>
#include <errno.h>
#include "syscall_arch.h"

/* -Dfault_seam=true (test builds only): every call goes through __t64_seam_call
   (sysdeps/linux/fault_seam.c), which can answer chosen calls with an error or spoil
   words of the buffer the kernel filled. Otherwise the door is the bare instruction and
   production code pays nothing. */
#ifdef T64_FAULT_SEAM
long __t64_seam_call(long n, long a, long b, long c, long d, long e, long f);
#define T64_SC_CALL __t64_seam_call
#else
#define T64_SC_CALL __t64_sc6
#endif

#define T64_SC_ARG(x) ((long)(x))
#define T64_SC_PICK(a, b, c, d, e, f, g, n, ...) n
#define T64_SC_FILL(...) T64_SC_PICK(__VA_ARGS__, \
	T64_SC_6, T64_SC_5, T64_SC_4, T64_SC_3, T64_SC_2, T64_SC_1, T64_SC_0, )(__VA_ARGS__)
#define T64_SC_0(n) T64_SC_CALL(n, 0, 0, 0, 0, 0, 0)
#define T64_SC_1(n, a) T64_SC_CALL(n, T64_SC_ARG(a), 0, 0, 0, 0, 0)
#define T64_SC_2(n, a, b) T64_SC_CALL(n, T64_SC_ARG(a), T64_SC_ARG(b), 0, 0, 0, 0)
#define T64_SC_3(n, a, b, c) T64_SC_CALL(n, T64_SC_ARG(a), T64_SC_ARG(b), T64_SC_ARG(c), 0, 0, 0)
#define T64_SC_4(n, a, b, c, d) T64_SC_CALL(n, T64_SC_ARG(a), T64_SC_ARG(b), T64_SC_ARG(c), \
	T64_SC_ARG(d), 0, 0)
#define T64_SC_5(n, a, b, c, d, e) T64_SC_CALL(n, T64_SC_ARG(a), T64_SC_ARG(b), T64_SC_ARG(c), \
	T64_SC_ARG(d), T64_SC_ARG(e), 0)
#define T64_SC_6(n, a, b, c, d, e, f) T64_SC_CALL(n, T64_SC_ARG(a), T64_SC_ARG(b), \
	T64_SC_ARG(c), T64_SC_ARG(d), T64_SC_ARG(e), T64_SC_ARG(f))

/* Raw call: returns the kernel's value, -errno on failure. */
#define __t64_syscall(...) T64_SC_FILL(__VA_ARGS__)

/* Turns a raw result into the libc convention: -1 with errno set. */
static inline long __t64_ret(long r)
{
	if ((unsigned long)r > -4096UL) {
		errno = (int)-r;
		return -1;
	}
	return r;
}

#endif
