/* A seccomp filter that answers ENOSYS to a list of system calls - every time64 call, or
   (test/linux/ipc.c) the direct IPC calls - as a pre-5.1 kernel does: the test's way to
   run t64 on an "old kernel" for real. With it, t_deny_time64 also refuses the time64
   socket options and ioctls of Linux 5.1 (ENOPROTOOPT, ENOTTY) as an older kernel does,
   and t_deny_ioctls a list of ioctl requests (the drivers' time64 ones).
   Not for qemu-user, which cannot apply a guest's filter. */
#ifndef T64_TEST_SECCOMP_TIME64_H
#define T64_TEST_SECCOMP_TIME64_H
#include <errno.h>
#include <stdint.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
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
#ifdef SYS_recvmmsg_time64
	SYS_recvmmsg_time64,
#endif
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

/* The low 32-bit word of seccomp_data's args[i] (a u64 at 16 + 8 * i, in the kernel's
   byte order: the process's, a 32-bit one's arguments zero-extended). */
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define T_SECCOMP_ARG_LO(i) (16u + 8u * (i) + 4u)
#else
#define T_SECCOMP_ARG_LO(i) (16u + 8u * (i))
#endif

/* The time64 socket interfaces of Linux 5.1 refused as an older kernel refuses them:
   setsockopt and getsockopt of SO_TIMESTAMP_NEW ... SO_SNDTIMEO_NEW (63..67, on every
   arch) at SOL_SOCKET answer ENOPROTOOPT, ioctl SIOCGSTAMP_NEW and SIOCGSTAMPNS_NEW
   ENOTTY. Calls through socketcall() carry their arguments in memory, out of a filter's
   sight: only the direct calls are refused. Returns 0 or the errno of the failing step. */
static inline int t_deny_sock_time64(void)
{
#if defined(SO_TIMESTAMP_NEW) && defined(SIOCGSTAMP_NEW) && defined(SYS_setsockopt)
	enum { LD = 0x20, JEQ = 0x15, JGE = 0x35, JGT = 0x25, RET = 0x06 };
	const uint32_t allow = 0x7fff0000u, enoprotoopt = 0x00050000u | ENOPROTOOPT,
		enotty = 0x00050000u | ENOTTY;
	struct t_sock_filter f[] = {
		/* 0 */ { LD, 0, 0, 0 },                                   /* nr */
		/* 1 */ { JEQ, 3, 0, (uint32_t)SYS_setsockopt },          /* -> 5 */
		/* 2 */ { JEQ, 2, 0, (uint32_t)SYS_getsockopt },          /* -> 5 */
		/* 3 */ { JEQ, 8, 0, (uint32_t)SYS_ioctl },               /* -> 12 */
		/* 4 */ { RET, 0, 0, allow },
		/* 5 */ { LD, 0, 0, T_SECCOMP_ARG_LO(1) },                 /* level */
		/* 6 */ { JEQ, 0, 4, (uint32_t)SOL_SOCKET },               /* else -> 11 */
		/* 7 */ { LD, 0, 0, T_SECCOMP_ARG_LO(2) },                 /* optname */
		/* 8 */ { JGE, 0, 2, SO_TIMESTAMP_NEW },                   /* else -> 11 */
		/* 9 */ { JGT, 1, 0, SO_SNDTIMEO_NEW },                    /* -> 11 */
		/* 10 */ { RET, 0, 0, enoprotoopt },
		/* 11 */ { RET, 0, 0, allow },
		/* 12 */ { LD, 0, 0, T_SECCOMP_ARG_LO(1) },                /* request */
		/* 13 */ { JEQ, 1, 0, (uint32_t)SIOCGSTAMP_NEW },          /* -> 15 */
		/* 14 */ { JEQ, 0, 1, (uint32_t)SIOCGSTAMPNS_NEW },        /* else -> 16 */
		/* 15 */ { RET, 0, 0, enotty },
		/* 16 */ { RET, 0, 0, allow },
	};
	struct t_sock_fprog prog = { (unsigned short)(sizeof f / sizeof f[0]), f };
	if (syscall(SYS_prctl, 38 /* PR_SET_NO_NEW_PRIVS */, 1, 0, 0, 0)) return errno;
	if (syscall(SYS_seccomp, 1 /* SECCOMP_SET_MODE_FILTER */, 0, &prog)) return errno;
#endif
	return 0;
}

/* ioctl requests `reqs` (ended by 0, at most 60) refused with `err`, as a kernel that
   does not know them refuses them (ENOTTY): test/linux/devices.c passes the drivers'
   time64 requests (ALSA's and V4L2's of Linux 5.6), numbered as its time64 structures
   make them. Only the low 32 bits of the request are compared: no request has more.
   Returns 0 once the filter is installed, else the errno of the failing step. */
static inline int t_deny_ioctls(const uint32_t *reqs, int err)
{
	enum { LD = 0x20, JEQ = 0x15, RET = 0x06 };
	struct t_sock_filter f[66];
	unsigned n = 0, count = 0;
	while (reqs[count]) count++;
	if (count > 60) return E2BIG;
	f[n++] = (struct t_sock_filter){ LD, 0, 0, 0 };                            /* nr */
	f[n++] = (struct t_sock_filter){ JEQ, 0, (uint8_t)(count + 1), (uint32_t)SYS_ioctl }; /* else allow */
	f[n++] = (struct t_sock_filter){ LD, 0, 0, T_SECCOMP_ARG_LO(1) };           /* request */
	for (unsigned i = 0; i < count; i++)                                        /* jeq -> deny */
		f[n++] = (struct t_sock_filter){ JEQ, (uint8_t)(count - i), 0, reqs[i] };
	f[n++] = (struct t_sock_filter){ RET, 0, 0, 0x7fff0000u };                  /* allow */
	f[n++] = (struct t_sock_filter){ RET, 0, 0, 0x00050000u | (uint32_t)err };  /* deny */
	struct t_sock_fprog prog = { (unsigned short)n, f };
	if (syscall(SYS_prctl, 38 /* PR_SET_NO_NEW_PRIVS */, 1, 0, 0, 0)) return errno;
	if (syscall(SYS_seccomp, 1 /* SECCOMP_SET_MODE_FILTER */, 0, &prog)) return errno;
	return 0;
}

/* A pre-5.1 kernel: every time64 call answers ENOSYS, and the time64 socket options and
   ioctls are unknown. */
static inline int t_deny_time64(void)
{
	int e = t_deny_enosys(t_time64_calls);
	return e ? e : t_deny_sock_time64();
}
#endif
