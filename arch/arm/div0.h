/* The ARM run-time ABI's division-by-zero hooks (RTABI 4.3.2), which libgcc's integer
   division helpers call. libgcc's own versions call raise(), a name t64 does not export;
   these send SIGFPE to the calling thread the same way, so a program that divides links
   with t64 alone and fails as it would on glibc. Included by the start file (every
   program) and by div0.c (libt64's own divisions); hidden, so neither exports them. */
#include <signal.h>
#include "hidden.h"
#include "syscall.h"

static void __t64_div0_signal(void)
{
	__t64_syscall(SYS_tgkill, __t64_syscall(SYS_getpid), __t64_syscall(SYS_gettid), SIGFPE);
}

T64_HIDDEN int __aeabi_idiv0(int r);
T64_HIDDEN long long __aeabi_ldiv0(long long r);

int __aeabi_idiv0(int r)
{
	__t64_div0_signal();
	return r;
}

long long __aeabi_ldiv0(long long r)
{
	__t64_div0_signal();
	return r;
}
