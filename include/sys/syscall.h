#ifndef _SYS_SYSCALL_H
#define _SYS_SYSCALL_H
/* SYS_* numbers of this target: t64's own table in arch/<arch>/bits/syscall.h. On a
   32-bit arch, the calls that take 32-bit times carry musl's *_time32 / *32 names
   (SYS_clock_gettime32, SYS_ppoll_time32, SYS_futex_time32: the kernel's tables name
   their entry points sys_*_time32 / sys_*32), so that no program reaches one under the
   plain name with t64's 64-bit structures; it uses the *_time64 call. The durations of
   getitimer, setitimer, getrusage and wait4 and the stat calls' own kernel structures
   keep their names: no 64-bit call replaces them. */
#include <bits/syscall.h>
#endif
