#ifndef _SIGNAL_H
#define _SIGNAL_H
#include <sys/types.h>
#include <time.h>
#include <bits/signal.h>
#ifdef __cplusplus
extern "C" {
#endif

/* Realtime signals: t64 has no threads, so none is reserved (glibc keeps 32 and 33). */
#define SIGRTMAX __T64_KERNEL_NSIG

/* The kernel's sigset_t (asm/signal.h, asm-generic/signal.h): _NSIG bits in unsigned
   longs, the sigsetsize rt_sigprocmask, rt_sigtimedwait, ppoll and pselect6 insist on
   (8 bytes; 16 on mips): t64 passes sizeof(sigset_t). */
typedef struct {
	unsigned long __bits[__T64_KERNEL_NSIG / (8 * __SIZEOF_LONG__)];
} sigset_t;

union sigval {
	int sival_int;
	void *sival_ptr;
};

/* The kernel's siginfo_t (asm-generic/siginfo.h): 128 bytes; the field union follows the
   three ints, aligned for a pointer (so at 16 on LP64). The order of the three ints is
   the arch's (mips swaps si_code and si_errno). Only the fields t64's users need. */
typedef struct {
	__T64_SIGINFO_HEAD;
	union {
		int __pad[__SIZEOF_POINTER__ == 8 ? 28 : 29];
		struct { pid_t __pid; uid_t __uid; union sigval __value; } __rt;
		struct { int __tid; int __overrun; union sigval __value; } __timer;
		struct { pid_t __pid; uid_t __uid; int __status; } __chld;
		struct { void *__addr; } __fault;
	} __si;
} siginfo_t;
#define si_pid __si.__rt.__pid
#define si_uid __si.__rt.__uid
#define si_value __si.__rt.__value
#define si_timerid __si.__timer.__tid
#define si_overrun __si.__timer.__overrun
#define si_status __si.__chld.__status
#define si_addr __si.__fault.__addr
#define si_int si_value.sival_int
#define si_ptr si_value.sival_ptr

#define SI_USER 0
#define SI_QUEUE (-1)
#define SI_TKILL (-6)

/* The kernel's struct sigevent (asm-generic/siginfo.h): 64 bytes in all. */
struct sigevent {
	union sigval sigev_value;
	int sigev_signo;
	int sigev_notify;
	union {
		int __pad[(64 - 2 * sizeof(int) - sizeof(union sigval)) / sizeof(int)];
		int __tid;
	} __sev;
};
#define sigev_notify_thread_id __sev.__tid
#define SIGEV_SIGNAL 0
#define SIGEV_NONE 1
#define SIGEV_THREAD 2
#define SIGEV_THREAD_ID 4

int sigemptyset(sigset_t *set);
int sigfillset(sigset_t *set);
int sigaddset(sigset_t *set, int sig);
int sigdelset(sigset_t *set, int sig);
int sigismember(const sigset_t *set, int sig);
int sigprocmask(int how, const sigset_t *restrict set, sigset_t *restrict old);
int sigtimedwait(const sigset_t *restrict set, siginfo_t *restrict info,
                 const struct timespec *restrict timeout);
int sigwaitinfo(const sigset_t *restrict set, siginfo_t *restrict info);

#ifdef __cplusplus
}
#endif
#endif
