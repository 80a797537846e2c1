#include <errno.h>
#include "syscall_arch.h"
#include "vdso.h"

static t64_vdso_cgt_fn lookup(void)
{
	void *p = __t64_vdso_sym(T64_VDSO_CGT_VER, T64_VDSO_CGT_SYM);
#ifdef T64_VDSO_CGT_REQUIRES
	if (!__t64_vdso_sym(T64_VDSO_CGT_VER, T64_VDSO_CGT_REQUIRES)) p = 0;
#endif
#ifdef T64_VDSO_CGT_ADAPT
	/* An entry that does not return 0 or -errno as a C function (powerpc's, which
	   reports an error as `sc` does): the arch's adapter calls it and stands in for it. */
	if (p) p = T64_VDSO_CGT_ADAPT(p);
#endif
	__atomic_store_n(&__t64_vdso_cgt, (t64_vdso_cgt_fn)p, __ATOMIC_RELAXED);
	return (t64_vdso_cgt_fn)p;
}

/* The first call looks the function up and makes it, or the system call (-ENOSYS
   sends the caller there; 0 stored: no vDSO). Threads that meet the first call
   together each look it up and store the same answer (relaxed atomics, plain loads
   and stores on every target). */
static int first_call(long clk, void *ts)
{
	t64_vdso_cgt_fn p = lookup();
	return p ? p(clk, ts) : -ENOSYS;
}

t64_vdso_cgt_fn __t64_vdso_cgt = first_call;

t64_vdso_cgt_fn __t64_vdso_clock_gettime(void)
{
	t64_vdso_cgt_fn p = __atomic_load_n(&__t64_vdso_cgt, __ATOMIC_RELAXED);
	return p == first_call ? lookup() : p;
}

void __t64_vdso_disable(void)
{
	__atomic_store_n(&__t64_vdso_cgt, 0, __ATOMIC_RELAXED);
}
