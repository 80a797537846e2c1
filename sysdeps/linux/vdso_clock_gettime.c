#include "syscall_arch.h"
#include "vdso.h"

/* 0: not looked up yet; 1: looked up (fn may be 0). Races are benign: every thread
   finds the same answer. */
static int looked;
static t64_vdso_cgt_fn fn;

t64_vdso_cgt_fn __t64_vdso_clock_gettime(void)
{
	if (!looked) {
		void *p = __t64_vdso_sym(T64_VDSO_CGT_VER, T64_VDSO_CGT_SYM);
#ifdef T64_VDSO_CGT_REQUIRES
		if (!__t64_vdso_sym(T64_VDSO_CGT_VER, T64_VDSO_CGT_REQUIRES)) p = 0;
#endif
		fn = (t64_vdso_cgt_fn)p;
		looked = 1;
	}
	return fn;
}

void __t64_vdso_disable(void)
{
	fn = 0;
	looked = 1;
}
