#include <stddef.h>
#include <sys/timex.h>
#include "kernel_features.h"
#include "kernel_call.h"

#ifdef T64_TIME32_FALLBACK
/* The old call's struct old_timex32 (include/linux/time32.h; the native struct timex of
   a 32-bit kernel): every long is 32-bit, the timeval two 32-bit words. */
struct t64_old_timex {
	uint32_t modes;
	int32_t offset, freq, maxerror, esterror, status, constant, precision, tolerance;
	struct { int32_t tv_sec, tv_usec; } time;
	int32_t tick, ppsfreq, jitter, shift, stabil, jitcnt, calcnt, errcnt, stbcnt, tai;
	int32_t pad[11];
};

/* The fields the kernel reads for each mode bit (kernel/time/ntp.c): those must fit 32
   bits (else EOVERFLOW, before the kernel sees anything); the others it ignores. */
static int fits(const struct timex *tx)
{
	unsigned m = tx->modes;
	if ((m & ADJ_OFFSET) && !__t64_fits32(tx->offset)) return 0;
	if ((m & ADJ_FREQUENCY) && !__t64_fits32(tx->freq)) return 0;
	if ((m & ADJ_MAXERROR) && !__t64_fits32(tx->maxerror)) return 0;
	if ((m & ADJ_ESTERROR) && !__t64_fits32(tx->esterror)) return 0;
	if ((m & (ADJ_TIMECONST | ADJ_TAI)) && !__t64_fits32(tx->constant)) return 0;
	if ((m & ADJ_TICK) && !__t64_fits32(tx->tick)) return 0;
	if ((m & ADJ_SETOFFSET) && (!__t64_fits32(tx->time.tv_sec) || !__t64_fits32(tx->time.tv_usec)))
		return 0;
	return 1;
}

static long adjtime32(clockid_t clk, struct timex *tx)
{
	if (!fits(tx)) return -T64_ENOFIT;
	struct t64_old_timex o = {
		.modes = tx->modes, .offset = (int32_t)tx->offset, .freq = (int32_t)tx->freq,
		.maxerror = (int32_t)tx->maxerror, .esterror = (int32_t)tx->esterror,
		.status = tx->status, .constant = (int32_t)tx->constant,
		.time = { (int32_t)tx->time.tv_sec, (int32_t)tx->time.tv_usec },
		.tick = (int32_t)tx->tick,
	};
	long r = __t64_syscall(SYS_clock_adjtime32, clk, &o);
	if (r < 0) return r;
	tx->modes = o.modes;
	tx->offset = o.offset;
	tx->freq = o.freq;
	tx->maxerror = o.maxerror;
	tx->esterror = o.esterror;
	tx->status = o.status;
	tx->constant = o.constant;
	tx->precision = o.precision;
	tx->tolerance = o.tolerance;
	tx->time.tv_sec = __t64_old_secs(o.time.tv_sec);   /* the clock: unsigned, to 2106 */
	tx->time.tv_usec = o.time.tv_usec;
	tx->tick = o.tick;
	tx->ppsfreq = o.ppsfreq;
	tx->jitter = o.jitter;
	tx->shift = o.shift;
	tx->stabil = o.stabil;
	tx->jitcnt = o.jitcnt;
	tx->calcnt = o.calcnt;
	tx->errcnt = o.errcnt;
	tx->stbcnt = o.stbcnt;
	tx->tai = o.tai;
	return r;
}
#endif

/* Returns the clock state (TIME_OK, ...). struct timex is __kernel_timex (sys/timex.h). */
int clock_adjtime(clockid_t clk, struct timex *tx)
{
	return (int)__t64_ret(T64_TIME64_OR_OLD(T64_FAM_ADJTIME,
		__t64_syscall(T64_NR_clock_adjtime, clk, tx), adjtime32(clk, tx)));
}
