#ifndef T64_VDSO_H
#define T64_VDSO_H
#include "hidden.h"
void *__t64_vdso_sym(const char *version, const char *name);

/* The vDSO's clock_gettime, writing a __kernel_timespec (the layout of t64's struct
   timespec); 0 when the kernel offers none we trust. Looked up once. */
typedef int (*t64_vdso_cgt_fn)(long clk, void *ts);
T64_HIDDEN t64_vdso_cgt_fn __t64_vdso_clock_gettime(void);

/* What clock_gettime calls, read with one load (no call, no flag): the vDSO's function,
   0 without one, or before the first call a stand-in that looks it up, stores it here
   and calls it (-ENOSYS without one: the caller's system call path). */
T64_HIDDEN extern t64_vdso_cgt_fn __t64_vdso_cgt;

/* Test switch: the next lookups report no vDSO, so the system call path is used. */
void __t64_vdso_disable(void);
#endif
