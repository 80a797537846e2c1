/* sigtimedwait with the old struct timespec: it only widens the timeout. */
#include <signal.h>
#include "time32.h"

T32_SYMBOL(sigtimedwait);
int __t32_sigtimedwait(const sigset_t *restrict set, siginfo_t *restrict info,
                       const struct timespec32 *restrict t32)
{
	struct timespec ts;
	if (t32) ts = (struct timespec){ t32->tv_sec, t32->tv_nsec };
	return sigtimedwait(set, info, t32 ? &ts : 0);
}
