/* Signals of mips, as the kernel's <asm/signal.h> and <asm/siginfo.h> define them: other
   numbers (SIGUSR1 is 16), 128 signals, SIG_BLOCK 1, SI_TIMER -3, and si_code before
   si_errno. */
#ifndef T64_BITS_SIGNAL_H
#define T64_BITS_SIGNAL_H
#define SIGHUP     1
#define SIGINT     2
#define SIGQUIT    3
#define SIGILL     4
#define SIGTRAP    5
#define SIGABRT    6
#define SIGIOT     6
#define SIGEMT     7
#define SIGFPE     8
#define SIGKILL    9
#define SIGBUS    10
#define SIGSEGV   11
#define SIGSYS    12
#define SIGPIPE   13
#define SIGALRM   14
#define SIGTERM   15
#define SIGUSR1   16
#define SIGUSR2   17
#define SIGCHLD   18
#define SIGPWR    19
#define SIGWINCH  20
#define SIGURG    21
#define SIGIO     22
#define SIGPOLL   SIGIO
#define SIGSTOP   23
#define SIGTSTP   24
#define SIGCONT   25
#define SIGTTIN   26
#define SIGTTOU   27
#define SIGVTALRM 28
#define SIGPROF   29
#define SIGXCPU   30
#define SIGXFSZ   31
#define SIGRTMIN  32
#define __T64_KERNEL_NSIG 128

#define SIG_BLOCK   1
#define SIG_UNBLOCK 2
#define SIG_SETMASK 3

/* asm/siginfo.h: mips keeps IRIX's order of these si_code values. */
#define SI_ASYNCIO (-2)
#define SI_TIMER   (-3)
#define SI_MESGQ   (-4)

/* __ARCH_HAS_SWAPPED_SIGINFO: si_code comes before si_errno. */
#define __T64_SIGINFO_HEAD int si_signo; int si_code; int si_errno
#endif
