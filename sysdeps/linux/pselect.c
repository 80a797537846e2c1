#include <sys/select.h>
#include "kernel_features.h"
#include "old_timeout.h"
#include "pselect6.h"
#include "kernel_call.h"

/* pselect6's sixth argument (fs/select.c struct sigset_argpack): the mask and its size. */
struct t64_sigset_arg { const sigset_t *mask; unsigned long size; };

#ifdef T64_TIME32_FALLBACK
static long pselect32(int n, fd_set *r, fd_set *w, fd_set *e, struct timespec *ts,
                      struct t64_sigset_arg *sa)
{
	struct t64_old_timespec o;
	long long extra = ts ? __t64_old_rel_timeout(ts, &o) : 0;
	if (extra < 0) return (long)extra;
	long ret = __t64_syscall(SYS_pselect6_time32, n, r, w, e, ts ? &o : 0, sa);
	if (ts && (ret >= 0 || ret == -EINTR)) __t64_old_rel_left(ts, &o, extra);
	return ret;
}
#endif

long __t64_pselect6(int n, fd_set *r, fd_set *w, fd_set *e, struct timespec *ts,
                    const sigset_t *mask)
{
	struct t64_sigset_arg sa = { mask, sizeof(sigset_t) };
	return T64_TIME64_OR_OLD(T64_FAM_SELECT,
		__t64_syscall(T64_NR_pselect6, n, r, w, e, ts, &sa),
		pselect32(n, r, w, e, ts, &sa));
}

/* POSIX pselect leaves the timeout alone: the kernel's write-back goes to a copy. */
int pselect(int n, fd_set *restrict r, fd_set *restrict w, fd_set *restrict e,
            const struct timespec *restrict timeout, const sigset_t *restrict mask)
{
	struct timespec ts, *tp = 0;
	if (timeout) {
		ts = *timeout;
		tp = &ts;
	}
	return (int)__t64_ret(__t64_pselect6(n, r, w, e, tp, mask));
}
