#ifndef _SYS_SELECT_H
#define _SYS_SELECT_H
#include <signal.h>
#include <time.h>
#include <bits/select.h>
#ifdef __cplusplus
extern "C" {
#endif

int pselect(int n, fd_set *restrict rfds, fd_set *restrict wfds, fd_set *restrict efds,
            const struct timespec *restrict timeout, const sigset_t *restrict mask);

#ifdef __cplusplus
}
#endif
#endif
