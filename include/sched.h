#ifndef _SCHED_H
#define _SCHED_H
#include <time.h>
#ifdef __cplusplus
extern "C" {
#endif

/* include/uapi/linux/sched.h */
#define SCHED_OTHER 0
#define SCHED_FIFO 1
#define SCHED_RR 2

int sched_rr_get_interval(pid_t pid, struct timespec *interval);

#ifdef __cplusplus
}
#endif
#endif
