#include <errno.h>
#include <limits.h>
#include <unistd.h>
#include "auxv.h"
#include "conf.h"
#include "kernel_call.h"

/* The kernel's answers: the page size and the times() tick rate from the aux vector
   (fs/binfmt_elf.c always passes both), message queues from the kernel itself. */
long __t64_sysconf_os(int name)
{
	unsigned long v;
	switch (name) {
	case _SC_PAGESIZE:
	case _SC_CLK_TCK:
		v = __t64_getauxval(name == _SC_PAGESIZE ? AT_PAGESZ : AT_CLKTCK);
		if (!v) break;                  /* not started by t64's _start: no aux vector */
		return (long)v;
	case _SC_MESSAGE_PASSING:
		/* CONFIG_POSIX_MQUEUE: without it the call is ENOSYS; with it, a bad
		   descriptor is EBADF. */
		return __t64_syscall(SYS_mq_getsetattr, -1, 0, 0) == -ENOSYS ? -1 : T64_POSIX_OPTION;
	case _SC_MQ_PRIO_MAX:
		return 32768;                   /* MQ_PRIO_MAX of include/uapi/linux/mqueue.h */
	case _SC_DELAYTIMER_MAX:
		return INT_MAX;                 /* timer_getoverrun saturates (kernel/time/posix-timers.c) */
	case _SC_MQ_OPEN_MAX:
	case _SC_TIMER_MAX:
		return -1;                      /* no fixed limit: RLIMIT_MSGQUEUE, RLIMIT_SIGPENDING */
	}
	errno = EINVAL;
	return -1;
}
