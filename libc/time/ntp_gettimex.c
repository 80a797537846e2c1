#include <sys/timex.h>

/* ntp_gettime with the TAI offset and the reserved fields (zeroed): glibc's ntp_gettimex,
   the struct ntptimeval of its <sys/timex.h>. */
int ntp_gettimex(struct ntptimeval *ntv)
{
	struct timex tx = { 0 };
	int r = adjtimex(&tx);
	if (r < 0) return r;
	*ntv = (struct ntptimeval){
		.time = tx.time, .maxerror = (long)tx.maxerror, .esterror = (long)tx.esterror,
		.tai = tx.tai,
	};
	return r;
}
