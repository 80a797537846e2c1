/* sigemptyset and friends over the kernel-sized sigset_t: signal n is bit n-1. */
#include <errno.h>
#include <signal.h>
#include <string.h>

#define WORD_BITS (8 * sizeof(unsigned long))

static int bad(int sig)
{
	if (sig >= 1 && sig <= SIGRTMAX) return 0;
	errno = EINVAL;
	return 1;
}

int sigemptyset(sigset_t *set)
{
	memset(set, 0, sizeof *set);
	return 0;
}

int sigfillset(sigset_t *set)
{
	memset(set, 0xff, sizeof *set);
	return 0;
}

int sigaddset(sigset_t *set, int sig)
{
	if (bad(sig)) return -1;
	set->__bits[(sig - 1) / WORD_BITS] |= 1UL << (sig - 1) % WORD_BITS;
	return 0;
}

int sigdelset(sigset_t *set, int sig)
{
	if (bad(sig)) return -1;
	set->__bits[(sig - 1) / WORD_BITS] &= ~(1UL << (sig - 1) % WORD_BITS);
	return 0;
}

int sigismember(const sigset_t *set, int sig)
{
	if (bad(sig)) return -1;
	return !!(set->__bits[(sig - 1) / WORD_BITS] & 1UL << (sig - 1) % WORD_BITS);
}
