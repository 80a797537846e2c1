#ifndef _ERRNO_H
#define _ERRNO_H
#include <bits/errno.h>
#ifdef __cplusplus
extern "C" {
#endif
/* One process-wide errno: the Linux runtime is single-threaded (no pthreads in t64). */
extern int errno;
#ifdef __cplusplus
}
#endif
#endif
