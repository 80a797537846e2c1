#ifndef _ERRNO_H
#define _ERRNO_H
#include <bits/errno.h>
#ifdef __cplusplus
extern "C" {
#endif
/* errno is reached through a function, as in glibc and musl: t64 alone has one errno per
   process, and a threaded libc that embeds t64 gives each thread its own by providing
   __errno_location. */
int *__errno_location(void) __attribute__((__const__));
#define errno (*__errno_location())
#ifdef __cplusplus
}
#endif
#endif
