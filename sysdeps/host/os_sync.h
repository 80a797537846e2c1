/* Threads, for the zone of libc/time/__tz.c, on the host libc (sysdeps/linux/os_sync.h
   says why): its own sched_yield. */
#ifndef T64_SYSDEPS_OS_SYNC_H
#define T64_SYSDEPS_OS_SYNC_H
#include <sched.h>
#define T64_THREADS 1

static inline void __t64_yield(void)
{
	sched_yield();
}
#endif
