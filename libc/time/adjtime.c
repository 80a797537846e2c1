#include <errno.h>
#include <sys/time.h>
#include <sys/timex.h>

/* The slew adjtime asks for is the kernel's singleshot offset, a long of microseconds
   (include/uapi/linux/timex.h: struct timex's offset, __kernel_long_t, 32-bit on a 32-bit
   kernel, which keeps it in a long whatever struct it came in). So the delta, its
   microseconds carried into its seconds, must have at most INT32_MAX / 1000000 - 2 = 2145
   whole seconds either way, glibc's bound: the same EINVAL on every target, 64-bit ones
   too, and the microseconds always fit beside the seconds. */
#define T64_ADJTIME_MAX_SEC 2145LL

int adjtime(const struct timeval *delta, struct timeval *olddelta)
{
	/* ADJ_OFFSET_SS_READ only reads what is left: no CAP_SYS_TIME needed
	   (kernel/time/timekeeping.c timekeeping_validate_timex). */
	struct timex tx = { .modes = ADJ_OFFSET_SS_READ };
	if (delta) {
		/* tv_usec may be any value, as in glibc: carried into the seconds first, each
		   step bounded so that no sum can overflow. */
		long long carry = delta->tv_usec / 1000000, usec = delta->tv_usec % 1000000;
		long long sec = delta->tv_sec;
		if (sec > T64_ADJTIME_MAX_SEC - carry || sec < -T64_ADJTIME_MAX_SEC - carry) {
			errno = EINVAL;
			return -1;
		}
		tx.modes = ADJ_OFFSET_SINGLESHOT;
		tx.offset = (sec + carry) * 1000000 + usec;
	}
	if (adjtimex(&tx) < 0) return -1;
	if (olddelta) {
		/* What was left before, truncated toward zero: seconds and microseconds of the
		   same sign. */
		olddelta->tv_sec = tx.offset / 1000000;
		olddelta->tv_usec = tx.offset % 1000000;
	}
	return 0;
}
