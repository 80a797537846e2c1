#ifndef _SYS_TIMEX_H
#define _SYS_TIMEX_H
#include <sys/time.h>
#ifdef __cplusplus
extern "C" {
#endif

/* The kernel's struct __kernel_timex (include/uapi/linux/timex.h), which clock_adjtime64
   takes on 32-bit arches and which is the plain struct timex on 64-bit ones: 64-bit
   fields, a 64-bit struct timeval, explicit padding. The fields are long long on ILP32
   (as glibc's _TIME_BITS=64 struct timex) and long on LP64 (the same size). */
#if __SIZEOF_LONG__ == 8
#define __T64_TIMEX_LONG long
#else
#define __T64_TIMEX_LONG long long
#endif
struct timex {
	unsigned modes;
	int : 32;
	__T64_TIMEX_LONG offset;
	__T64_TIMEX_LONG freq;
	__T64_TIMEX_LONG maxerror;
	__T64_TIMEX_LONG esterror;
	int status;
	int : 32;
	__T64_TIMEX_LONG constant;
	__T64_TIMEX_LONG precision;
	__T64_TIMEX_LONG tolerance;
	struct timeval time;
	__T64_TIMEX_LONG tick;
	__T64_TIMEX_LONG ppsfreq;
	__T64_TIMEX_LONG jitter;
	int shift;
	int : 32;
	__T64_TIMEX_LONG stabil;
	__T64_TIMEX_LONG jitcnt;
	__T64_TIMEX_LONG calcnt;
	__T64_TIMEX_LONG errcnt;
	__T64_TIMEX_LONG stbcnt;
	int tai;
	int : 32; int : 32; int : 32; int : 32;
	int : 32; int : 32; int : 32; int : 32;
	int : 32; int : 32; int : 32;
};

/* glibc's struct ntptimeval, with the 64-bit struct timeval. */
struct ntptimeval {
	struct timeval time;
	long maxerror;
	long esterror;
	long tai;
	long __reserved[4];
};

/* modes (include/uapi/linux/timex.h) */
#define ADJ_OFFSET 0x0001
#define ADJ_FREQUENCY 0x0002
#define ADJ_MAXERROR 0x0004
#define ADJ_ESTERROR 0x0008
#define ADJ_STATUS 0x0010
#define ADJ_TIMECONST 0x0020
#define ADJ_TAI 0x0080
#define ADJ_SETOFFSET 0x0100
#define ADJ_MICRO 0x1000
#define ADJ_NANO 0x2000
#define ADJ_TICK 0x4000
#define ADJ_OFFSET_SINGLESHOT 0x8001
#define ADJ_OFFSET_SS_READ 0xa001

/* status */
#define STA_PLL 0x0001
#define STA_PPSFREQ 0x0002
#define STA_PPSTIME 0x0004
#define STA_FLL 0x0008
#define STA_INS 0x0010
#define STA_DEL 0x0020
#define STA_UNSYNC 0x0040
#define STA_FREQHOLD 0x0080
#define STA_PPSSIGNAL 0x0100
#define STA_PPSJITTER 0x0200
#define STA_PPSWANDER 0x0400
#define STA_PPSERROR 0x0800
#define STA_CLOCKERR 0x1000
#define STA_NANO 0x2000
#define STA_MODE 0x4000
#define STA_CLK 0x8000

/* clock states: the return value of clock_adjtime, adjtimex and ntp_gettime */
#define TIME_OK 0
#define TIME_INS 1
#define TIME_DEL 2
#define TIME_OOP 3
#define TIME_WAIT 4
#define TIME_ERROR 5
#define TIME_BAD TIME_ERROR

int clock_adjtime(clockid_t clk, struct timex *tx);
int adjtimex(struct timex *tx);
int ntp_gettime(struct ntptimeval *ntv);
/* glibc's names: ntp_adjtime is adjtimex; ntp_gettimex is ntp_gettime with tai and the
   reserved fields (zeroed) filled. */
int ntp_adjtime(struct timex *tx);
int ntp_gettimex(struct ntptimeval *ntv);

#ifdef __cplusplus
}
#endif
#endif
