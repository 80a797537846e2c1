/* clock_adjtime, adjtimex, ntp_adjtime, ntp_gettime, ntp_gettimex and adjtime with the old
   struct timex, struct ntptimeval and struct timeval:
   every long 32-bit, the timeval two 32-bit words (the 32-bit kernel's own struct timex,
   include/linux/time32.h old_timex32). Inputs widen exactly; outputs that do not fit (the
   clock's time.tv_sec past 2038) give EOVERFLOW with the caller's struct untouched, after
   the kernel has applied what modes asked for. */
#include <sys/time.h>
#include <sys/timex.h>
#include "time32.h"

struct timex32 {
	unsigned modes;
	int32_t offset, freq, maxerror, esterror, status, constant, precision, tolerance;
	struct timeval32 time;
	int32_t tick, ppsfreq, jitter, shift, stabil, jitcnt, calcnt, errcnt, stbcnt, tai;
	int32_t pad[11];
};

struct ntptimeval32 {
	struct timeval32 time;
	int32_t maxerror, esterror, tai, reserved[4];
};

static int adjtime32(clockid_t clk, struct timex32 *t32)
{
	struct timex tx = {
		.modes = t32->modes, .offset = t32->offset, .freq = t32->freq,
		.maxerror = t32->maxerror, .esterror = t32->esterror, .status = t32->status,
		.constant = t32->constant, .precision = t32->precision, .tolerance = t32->tolerance,
		.time = { t32->time.tv_sec, t32->time.tv_usec }, .tick = t32->tick,
	};
	int r = clock_adjtime(clk, &tx);
	if (r < 0) return r;
	const long long v[] = { tx.offset, tx.freq, tx.maxerror, tx.esterror, tx.constant,
		tx.precision, tx.tolerance, tx.time.tv_sec, tx.time.tv_usec, tx.tick, tx.ppsfreq,
		tx.jitter, tx.stabil, tx.jitcnt, tx.calcnt, tx.errcnt, tx.stbcnt };
	for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) {
		if (!__t64_fits_time32(v[i])) {
			errno = EOVERFLOW;
			return -1;
		}
	}
	*t32 = (struct timex32){
		.modes = tx.modes, .offset = (int32_t)tx.offset, .freq = (int32_t)tx.freq,
		.maxerror = (int32_t)tx.maxerror, .esterror = (int32_t)tx.esterror,
		.status = tx.status, .constant = (int32_t)tx.constant,
		.precision = (int32_t)tx.precision, .tolerance = (int32_t)tx.tolerance,
		.time = { (int32_t)tx.time.tv_sec, (int32_t)tx.time.tv_usec },
		.tick = (int32_t)tx.tick, .ppsfreq = (int32_t)tx.ppsfreq, .jitter = (int32_t)tx.jitter,
		.shift = tx.shift, .stabil = (int32_t)tx.stabil, .jitcnt = (int32_t)tx.jitcnt,
		.calcnt = (int32_t)tx.calcnt, .errcnt = (int32_t)tx.errcnt,
		.stbcnt = (int32_t)tx.stbcnt, .tai = tx.tai,
	};
	return r;
}

T32_SYMBOL(clock_adjtime);
int __t32_clock_adjtime(clockid_t clk, struct timex32 *t32)
{
	return adjtime32(clk, t32);
}

T32_SYMBOL(adjtimex);
int __t32_adjtimex(struct timex32 *t32)
{
	return adjtime32(CLOCK_REALTIME, t32);
}

T32_SYMBOL_AT(ntp_adjtime, "T32_1.1");
int __t32_ntp_adjtime(struct timex32 *t32)
{
	return __t32_adjtimex(t32);   /* not a copy of its body: see libc/time/adjtimex.c */
}

/* ntp_gettime's fields into the old struct; EOVERFLOW past 2038, the struct untouched. */
static int narrow_ntv(struct ntptimeval32 *ntv32, const struct ntptimeval *ntv)
{
	if (!__t64_fits_time32(ntv->time.tv_sec)) {
		errno = EOVERFLOW;
		return -1;
	}
	ntv32->time.tv_sec = (int32_t)ntv->time.tv_sec;
	ntv32->time.tv_usec = (int32_t)ntv->time.tv_usec;
	ntv32->maxerror = ntv->maxerror;
	ntv32->esterror = ntv->esterror;
	ntv32->tai = ntv->tai;
	return 0;
}

T32_SYMBOL(ntp_gettime);
int __t32_ntp_gettime(struct ntptimeval32 *ntv32)
{
	struct ntptimeval ntv;
	int r = ntp_gettime(&ntv);
	if (r < 0) return r;
	return narrow_ntv(ntv32, &ntv) ? -1 : r;
}

T32_SYMBOL_AT(ntp_gettimex, "T32_1.1");
int __t32_ntp_gettimex(struct ntptimeval32 *ntv32)
{
	struct ntptimeval ntv;
	int r = ntp_gettimex(&ntv);
	if (r < 0) return r;
	if (narrow_ntv(ntv32, &ntv)) return -1;
	for (int i = 0; i < 4; i++) ntv32->reserved[i] = 0;
	return r;
}

/* The delta only widens. What was left of the slew fits 32 bits whenever t64's adjtime
   set it (at most 2145 s); a 64-bit program's raw adjtimex on a 64-bit kernel may have
   set more: EOVERFLOW then, after the new delta was applied, olddelta untouched. */
T32_SYMBOL_AT(adjtime, "T32_1.1");
int __t32_adjtime(const struct timeval32 *delta32, struct timeval32 *old32)
{
	struct timeval delta, old;
	if (delta32) delta = (struct timeval){ delta32->tv_sec, delta32->tv_usec };
	if (adjtime(delta32 ? &delta : 0, old32 ? &old : 0)) return -1;
	if (old32) {
		if (!__t64_fits_time32(old.tv_sec)) {
			errno = EOVERFLOW;
			return -1;
		}
		*old32 = (struct timeval32){ (int32_t)old.tv_sec, (int32_t)old.tv_usec };
	}
	return 0;
}
