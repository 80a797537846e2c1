/* Signals of the generic Linux ABI (x86_64, i386, arm), as the kernel's <asm/signal.h>
   and <asm-generic/signal-defs.h> define them; mips differs (arch/mips/bits/signal.h). */
#ifndef T64_BITS_SIGNAL_H
#define T64_BITS_SIGNAL_H
#define SIGHUP     1
#define SIGINT     2
#define SIGQUIT    3
#define SIGILL     4
#define SIGTRAP    5
#define SIGABRT    6
#define SIGIOT     6
#define SIGBUS     7
#define SIGFPE     8
#define SIGKILL    9
#define SIGUSR1   10
#define SIGSEGV   11
#define SIGUSR2   12
#define SIGPIPE   13
#define SIGALRM   14
#define SIGTERM   15
#define SIGSTKFLT 16
#define SIGCHLD   17
#define SIGCONT   18
#define SIGSTOP   19
#define SIGTSTP   20
#define SIGTTIN   21
#define SIGTTOU   22
#define SIGURG    23
#define SIGXCPU   24
#define SIGXFSZ   25
#define SIGVTALRM 26
#define SIGPROF   27
#define SIGWINCH  28
#define SIGIO     29
#define SIGPOLL   SIGIO
#define SIGPWR    30
#define SIGSYS    31
#define SIGRTMIN  32
/* The kernel's _NSIG: signals 1.._NSIG exist; its sigset_t has _NSIG bits. */
#define __T64_KERNEL_NSIG 64

#define SIG_BLOCK   0
#define SIG_UNBLOCK 1
#define SIG_SETMASK 2

#define SI_TIMER   (-2)
#define SI_MESGQ   (-3)
#define SI_ASYNCIO (-4)

/* siginfo_t starts with signo, errno, code (asm-generic/siginfo.h). */
#define __T64_SIGINFO_HEAD int si_signo; int si_errno; int si_code
#endif
