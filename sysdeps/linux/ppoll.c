#include <poll.h>
#include "kernel_features.h"
#include "old_timeout.h"
#include "kernel_call.h"

#ifdef T64_TIME32_FALLBACK
static long ppoll32(struct pollfd *fds, nfds_t n, const struct timespec *ts, const sigset_t *mask)
{
	struct t64_old_timespec o;
	long long extra = ts ? __t64_old_rel_timeout(ts, &o) : 0;
	if (extra < 0) return (long)extra;
	return __t64_syscall(SYS_ppoll_time32, fds, n, ts ? &o : 0, mask, sizeof(sigset_t));
}
#endif

/* The kernel writes the time left back into the timeout (fs/select.c): a copy keeps the
   caller's const one. sigset_t is the kernel's own (include/signal.h). */
int ppoll(struct pollfd *fds, nfds_t n, const struct timespec *timeout, const sigset_t *mask)
{
	struct timespec ts, *tp = 0;
	if (timeout) {
		ts = *timeout;
		tp = &ts;
	}
	return (int)__t64_ret(T64_TIME64_OR_OLD(T64_FAM_POLL,
		__t64_syscall(T64_NR_ppoll, fds, n, tp, mask, sizeof(sigset_t)),
		ppoll32(fds, n, tp, mask)));
}
