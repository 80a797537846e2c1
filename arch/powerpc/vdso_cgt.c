/* The adapter between t64's vDSO pointer (a C function returning 0 or -errno) and the
   32-bit powerpc vDSO's __kernel_clock_gettime64, which returns an error with CR0.SO set
   and the positive errno in r3 (cvdso_call, arch/powerpc/include/asm/vdso/
   gettimeofday.h), as `sc` does. */
#include <errno.h>
#include "syscall_arch.h"

/* r3 clock, r4 timespec, r5 the entry. The vDSO function saves and restores what the
   ABI says a callee must (it builds its own frames: the caller needs none), so only the
   link register is kept here; bnslr+ returns r3 as it is when SO is clear. */
__attribute__((__visibility__("hidden"))) int __t64_ppc_vdso_call(long clk, void *ts, void *entry);
__asm__(
	".text\n"
	".hidden __t64_ppc_vdso_call\n"
	".type __t64_ppc_vdso_call, @function\n"
	"__t64_ppc_vdso_call:\n"
	"	stwu 1, -16(1)\n"
	"	mflr 0\n"
	"	stw 0, 20(1)\n"
	"	mtctr 5\n"
	"	bctrl\n"
	"	lwz 0, 20(1)\n"
	"	mtlr 0\n"
	"	addi 1, 1, 16\n"
	"	bnslr+\n"
	"	neg 3, 3\n"
	"	blr\n"
	".size __t64_ppc_vdso_call, .-__t64_ppc_vdso_call\n");

/* Set once, before the adapter is published; a thread that meets the adapter but not
   yet the entry (relaxed atomics) answers -ENOSYS, which sends its caller to the system
   call for that one call. */
static void *entry;

static int cgt(long clk, void *ts)
{
	void *e = __atomic_load_n(&entry, __ATOMIC_RELAXED);
	return e ? __t64_ppc_vdso_call(clk, ts, e) : -ENOSYS;
}

void *__t64_ppc_vdso_adapt(void *e)
{
	__atomic_store_n(&entry, e, __ATOMIC_RELAXED);
	return (void *)cgt;
}
