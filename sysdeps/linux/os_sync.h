/* Threads, for the zone of libc/time/__tz.c: on Linux t64 is the time layer of a libc
   that has them, so a rebuilt zone is published to the other threads, and a thread that
   finds another one rebuilding gives the CPU away (sched_yield) instead of spinning on
   a preempted holder. */
#ifndef T64_SYSDEPS_OS_SYNC_H
#define T64_SYSDEPS_OS_SYNC_H
#include "kernel_call.h"
#define T64_THREADS 1

static inline void __t64_yield(void)
{
	__t64_syscall(SYS_sched_yield);
}
#endif
