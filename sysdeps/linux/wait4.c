#include <signal.h>
#include <sys/wait.h>
#include "rusage.h"
#include "kernel_call.h"

#ifdef SYS_wait4
pid_t wait4(pid_t pid, int *status, int options, struct rusage *ru)
{
	struct t64_kernel_rusage k;
	long r = __t64_syscall(SYS_wait4, pid, status, options, ru ? &k : 0);
	if (r > 0 && ru) __t64_widen_rusage(ru, &k);
	return (pid_t)__t64_ret(r);
}
#else
/* A table without wait4 (asm-generic/unistd.h on a 32-bit arch without
   __ARCH_WANT_TIME32_SYSCALLS: riscv32) has waitid, which takes the same old-timeval
   rusage, as glibc and musl do there. The constants are include/uapi/linux/wait.h's and
   asm-generic/siginfo.h's. */
#define T64_P_ALL 0
#define T64_P_PID 1
#define T64_P_PGID 2         /* id 0: the caller's group, since Linux 5.4 (as in glibc) */
#define T64_WEXITED 4
enum { T64_CLD_EXITED = 1, T64_CLD_KILLED, T64_CLD_DUMPED, T64_CLD_TRAPPED, T64_CLD_STOPPED,
	T64_CLD_CONTINUED };

pid_t wait4(pid_t pid, int *status, int options, struct rusage *ru)
{
	/* wait4's own options (kernel/exit.c, kernel_wait4): WNOHANG, WUNTRACED, WCONTINUED,
	   __WNOTHREAD, __WALL, __WCLONE. waitid would take WEXITED and WNOWAIT too. */
	if ((unsigned)options & ~(WNOHANG | WUNTRACED | WCONTINUED | 0xe0000000u))
		return (pid_t)__t64_ret(-EINVAL);
	int idtype = T64_P_PID;
	if (pid < -1) {
		idtype = T64_P_PGID;
		pid = -pid;
	} else if (pid == -1) {
		idtype = T64_P_ALL;
	} else if (pid == 0) {
		idtype = T64_P_PGID;
	}
	siginfo_t si;
	si.si_pid = 0;
	struct t64_kernel_rusage k;
	long r = __t64_syscall(SYS_waitid, idtype, pid, &si, options | T64_WEXITED, ru ? &k : 0);
	if (r < 0) return (pid_t)__t64_ret(r);
	/* WNOHANG with no child ready: 0, and nothing was written but si_pid = 0. */
	if (si.si_pid == 0) return 0;
	if (ru) __t64_widen_rusage(ru, &k);
	if (status) {
		/* The status word wait4 gives (kernel/exit.c: wait_task_zombie, wait_task_stopped,
		   wait_task_continued), from what waitid says. */
		int s = si.si_status;
		switch (si.si_code) {
		case T64_CLD_EXITED: *status = (s & 0xff) << 8; break;
		case T64_CLD_KILLED: *status = s & 0x7f; break;
		case T64_CLD_DUMPED: *status = (s & 0x7f) | 0x80; break;
		case T64_CLD_TRAPPED:
		case T64_CLD_STOPPED: *status = (s << 8) | 0x7f; break;
		case T64_CLD_CONTINUED: *status = 0xffff; break;
		default: *status = 0; break;
		}
	}
	return si.si_pid;
}
#endif
