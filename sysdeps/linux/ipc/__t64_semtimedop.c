#include <stdint.h>
#include "ipc_call.h"

#ifdef SYS_semtimedop_time64
#define T64_NR_semtimedop SYS_semtimedop_time64
#else
/* A 64-bit arch: its semtimedop always took a 64-bit timespec. */
#define T64_NR_semtimedop SYS_semtimedop
#endif

#if defined(SYS_semtimedop_time64) && defined(T64_TIME32_FALLBACK)
#ifdef SYS_semtimedop_time32
/* arm: the old direct call, struct old_timespec32. */
#define OLD_CALL(id, sops, n, ts) __t64_syscall(SYS_semtimedop_time32, id, sops, n, ts)
#define OLD_PATH T64_PATH_OLD
#else
/* i386, mips: only ipc(SEMTIMEDOP), which takes the old_timespec32 as its fifth
   argument (ipc/syscall.c). */
#define OLD_CALL(id, sops, n, ts) T64_MUX(T64_IPCOP_SEMTIMEDOP, id, n, 0, sops, ts)
#define OLD_PATH T64_PATH_IPC_MUX
#endif

/* The old calls take 32-bit seconds. A longer relative timeout is clamped to the
   largest one, 2^31 - 1 s (68 years: as good as forever), never wrapped to a short or
   negative one. The front end has refused negative and malformed values. */
static long semtimedop32(int id, struct sembuf *sops, size_t nsops, const struct timespec *ts)
{
	struct t64_old_timespec o, *op = 0;
	if (ts) {
		int clamp = ts->tv_sec > INT32_MAX;
		o.tv_sec = clamp ? INT32_MAX : (int32_t)ts->tv_sec;
		o.tv_nsec = clamp ? 999999999 : (int32_t)ts->tv_nsec;
		op = &o;
	}
	return OLD_CALL(id, sops, nsops, op);
}

int __t64_semtimedop(int id, struct sembuf *sops, size_t nsops, const struct timespec *ts)
{
	return (int)T64_NEW_OR_OLD(T64_FAM_SEMTIMEDOP,
		__t64_syscall(T64_NR_semtimedop, id, sops, nsops, ts), T64_PATH_TIME64,
		semtimedop32(id, sops, nsops, ts), OLD_PATH);
}
#else
int __t64_semtimedop(int id, struct sembuf *sops, size_t nsops, const struct timespec *ts)
{
	T64_SET_PATH(T64_FAM_SEMTIMEDOP, T64_PATH_TIME64);
	return (int)__t64_syscall(T64_NR_semtimedop, id, sops, nsops, ts);
}
#endif
