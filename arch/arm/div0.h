/* The ARM run-time ABI's division-by-zero hooks (RTABI 4.3.2), which libgcc's integer
   division helpers call. libgcc's own versions call raise(), a name t64 does not export;
   these send SIGFPE to the calling thread the same way, so a program that divides links
   with t64 alone and fails as it would on glibc. Included by the start file (every
   program) and by div0.c (libt64's own divisions); hidden, so neither exports them.
   They reach the kernel as arch/ does, through this arch's own syscall_arch.h and the
   numbers of its bits/syscall.h, not through sysdeps/linux's door. */
#include <bits/syscall.h>
#include <signal.h>
#include "hidden.h"
#include "syscall_arch.h"

static void __t64_div0_signal(void)
{
	long pid = __t64_sc6(SYS_getpid, 0, 0, 0, 0, 0, 0);
	long tid = __t64_sc6(SYS_gettid, 0, 0, 0, 0, 0, 0);
	__t64_sc6(SYS_tgkill, pid, tid, SIGFPE, 0, 0, 0);
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
