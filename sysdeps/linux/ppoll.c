#include <poll.h>
#include "kernel_features.h"
#include "old_timeout.h"
#include "syscall.h"

#ifdef T64_TIME32_FALLBACK
static long ppoll32(struct pollfd *fds, nfds_t n, const struct timespec *ts, const sigset_t *mask)
{
	struct t64_old_timespec o;
	long long extra = ts ? __t64_old_rel_timeout(ts, &o) : 0;
	if (extra < 0) return (long)extra;
	return __t64_syscall(SYS_ppoll, fds, n, ts ? &o : 0, mask, T64_NSIG_BYTES);
}
#endif

/* The kernel writes the time left back into the timeout (fs/select.c): a copy keeps the
   caller's const one. The mask is the leading T64_NSIG_BYTES of sigset_t. */
int ppoll(struct pollfd *fds, nfds_t n, const struct timespec *timeout, const sigset_t *mask)
{
	struct timespec ts, *tp = 0;
	if (timeout) {
		ts = *timeout;
		tp = &ts;
	}
	return (int)__t64_ret(T64_TIME64_OR_OLD(T64_FAM_POLL,
		__t64_syscall(T64_NR_ppoll, fds, n, tp, mask, T64_NSIG_BYTES),
		ppoll32(fds, n, tp, mask)));
}
