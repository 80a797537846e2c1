#ifndef _SYS_SYSCALL_H
#define _SYS_SYSCALL_H
/* SYS_* numbers of this target: t64's own table in arch/<arch>/bits/syscall.h. */
#include <bits/syscall.h>
#endif
