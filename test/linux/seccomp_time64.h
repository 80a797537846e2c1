/* A seccomp filter that answers ENOSYS to a list of system calls - every time64 call, or
   (test/linux/ipc.c) the direct IPC calls - as a pre-5.1 kernel does: the test's way to
   run t64 on an "old kernel" for real. Not for qemu-user, which
   cannot apply a guest's filter. */
#ifndef T64_TEST_SECCOMP_TIME64_H
#define T64_TEST_SECCOMP_TIME64_H
#include <errno.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <unistd.h>

/* include/uapi/linux/filter.h, seccomp.h, prctl.h */
struct t_sock_filter { uint16_t code; uint8_t jt, jf; uint32_t k; };
struct t_sock_fprog { unsigned short len; struct t_sock_filter *filter; };

__attribute__((unused)) static const long t_time64_calls[] = {
#ifdef SYS_clock_gettime64
	SYS_clock_gettime64, SYS_clock_settime64, SYS_clock_getres_time64,
	SYS_clock_nanosleep_time64, SYS_timer_settime64, SYS_timer_gettime64,
	SYS_timerfd_settime64, SYS_timerfd_gettime64, SYS_utimensat_time64,
	SYS_pselect6_time64, SYS_ppoll_time64, SYS_mq_timedsend_time64,
	SYS_mq_timedreceive_time64, SYS_semtimedop_time64, SYS_rt_sigtimedwait_time64,
	SYS_sched_rr_get_interval_time64, SYS_clock_adjtime64,
	/* statx (4.11) too, so stat takes its oldest fallback, fstatat64, as before 4.11. */
	SYS_statx,
#endif
	-1
};

/* Installs a filter answering ENOSYS to every call of `calls` (ended by -1, at most 60).
   Returns 0 once the filter is installed, else the errno of the failing step. */
static inline int t_deny_enosys(const long *calls)
{
	struct t_sock_filter f[64];
	unsigned n = 0, count = 0;
	while (calls[count] >= 0) count++;
	if (count > 60) return E2BIG;
	f[n++] = (struct t_sock_filter){ 0x20, 0, 0, 0 };              /* ld [nr] */
	for (unsigned i = 0; i < count; i++)                           /* jeq nr -> deny */
		f[n++] = (struct t_sock_filter){ 0x15, (uint8_t)(count - i), 0, (uint32_t)calls[i] };
	f[n++] = (struct t_sock_filter){ 0x06, 0, 0, 0x7fff0000u };     /* ret ALLOW */
	f[n++] = (struct t_sock_filter){ 0x06, 0, 0, 0x00050000u | ENOSYS }; /* ret ERRNO(ENOSYS) */
	struct t_sock_fprog prog = { (unsigned short)n, f };
	if (syscall(SYS_prctl, 38 /* PR_SET_NO_NEW_PRIVS */, 1, 0, 0, 0)) return errno;
	if (syscall(SYS_seccomp, 1 /* SECCOMP_SET_MODE_FILTER */, 0, &prog)) return errno;
	return 0;
}

/* Every time64 call answers ENOSYS, as on a pre-5.1 kernel. */
static inline int t_deny_time64(void)
{
	return t_deny_enosys(t_time64_calls);
}
#endif
