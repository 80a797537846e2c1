#include "syscall_arch.h"
#include "vdso.h"

/* 0: not looked up yet; 1: looked up (fn may be 0). Threads that meet the first call
   together each look it up and store the same answer; relaxed atomics, plain loads and
   stores on every target, make that defined: a thread that sees looked but a fn of 0
   only makes the system call. */
static int looked;
static t64_vdso_cgt_fn fn;

t64_vdso_cgt_fn __t64_vdso_clock_gettime(void)
{
	if (!__atomic_load_n(&looked, __ATOMIC_RELAXED)) {
		void *p = __t64_vdso_sym(T64_VDSO_CGT_VER, T64_VDSO_CGT_SYM);
#ifdef T64_VDSO_CGT_REQUIRES
		if (!__t64_vdso_sym(T64_VDSO_CGT_VER, T64_VDSO_CGT_REQUIRES)) p = 0;
#endif
		__atomic_store_n(&fn, (t64_vdso_cgt_fn)p, __ATOMIC_RELAXED);
		__atomic_store_n(&looked, 1, __ATOMIC_RELAXED);
	}
	return __atomic_load_n(&fn, __ATOMIC_RELAXED);
}

void __t64_vdso_disable(void)
{
	__atomic_store_n(&fn, 0, __ATOMIC_RELAXED);
	__atomic_store_n(&looked, 1, __ATOMIC_RELAXED);
}
