/* fuzz_cmsg_widen's side of sysdeps/linux/socket/cmsg_widen.c, built with the same
   headers and i386's tables (test/fuzz/meson.build): the layout it sees, and the system
   call seam. cmsg_widen.c closes the descriptors of a dropped SCM_RIGHTS message; here
   that close is recorded, not made, so the fuzzer can check which ones were meant and
   never closes its own files. */
#include <bits/syscall.h>
#include <errno.h>
#include <stddef.h>
#include <sys/socket.h>
#include "cmsg_bridge.h"
#include "sockcall.h"

#ifndef T64_TIME32_FALLBACK
#error "cmsg_widen.c is built with a 32-bit-time arch's tables (T64_TIME32_FALLBACK)"
#endif

const struct t64fz_cmsg_abi t64fz_cmsg_abi = {
	.sol_socket = SOL_SOCKET, .scm_rights = SCM_RIGHTS, .msg_ctrunc = MSG_CTRUNC,
	.old_type = { SO_TIMESTAMP_OLD, SO_TIMESTAMPNS_OLD, SO_TIMESTAMPING_OLD },
	.new_type = { SO_TIMESTAMP_NEW, SO_TIMESTAMPNS_NEW, SO_TIMESTAMPING_NEW },
	.msghdr_size = sizeof(struct msghdr),
	.off_control = offsetof(struct msghdr, msg_control),
	.off_controllen = offsetof(struct msghdr, msg_controllen),
	.off_flags = offsetof(struct msghdr, msg_flags),
	.cmsghdr_size = sizeof(struct cmsghdr),
	.off_level = offsetof(struct cmsghdr, cmsg_level),
	.off_type = offsetof(struct cmsghdr, cmsg_type),
	.cmsg_align = CMSG_ALIGN(1),
};

int t64fz_closed[T64FZ_MAX_CLOSED];
unsigned t64fz_n_closed, t64fz_other_calls;

void t64fz_cmsg_widen(void *m, unsigned long cap)
{
	__t64_cmsg_widen(m, cap);
}

long __t64_seam_call(long n, long a, long b, long c, long d, long e, long f)
{
	(void)b, (void)c, (void)d, (void)e, (void)f;
	if (n == SYS_close) {
		if (t64fz_n_closed < T64FZ_MAX_CLOSED) t64fz_closed[t64fz_n_closed] = (int)a;
		t64fz_n_closed++;
		return 0;
	}
	t64fz_other_calls++;
	return -ENOSYS;
}
