#ifndef _UNISTD_H
#define _UNISTD_H
#include <sys/types.h>
#ifdef __cplusplus
extern "C" {
#endif

/* No _POSIX_VERSION, _POSIX2_VERSION or _XOPEN_VERSION: those claim the whole of
   POSIX.1 (fork, exec, files, ...), and t64 is its time and IPC layer only; a program
   that tests them must not be told it may call what t64 does not have. The options
   below are claimed one by one (POSIX.1-2024 <unistd.h>, "Constants for Options and
   Option Groups"): 202405L where t64 implements every interface of the option that is
   not a thread library's (pthread_*, sem_*), 0 where only the running kernel can say
   (sysconf asks it). SysV IPC has no option macro: it is part of the XSI base. */
#define _POSIX_CLOCK_SELECTION 202405L
#define _POSIX_CPUTIME 202405L
/* A kernel built without CONFIG_POSIX_MQUEUE answers mq_* with ENOSYS. */
#define _POSIX_MESSAGE_PASSING 0
#define _POSIX_MONOTONIC_CLOCK 202405L
#define _POSIX_THREAD_CPUTIME 202405L
#define _POSIX_TIMEOUTS 202405L
#define _POSIX_TIMERS 202405L

/* sysconf names: glibc's numbers (bits/confname.h), so a program built against
   glibc's <unistd.h> asks the same question; only the names t64 answers. */
#define _SC_CLK_TCK 2
#define _SC_TZNAME_MAX 6
#define _SC_TIMERS 11
#define _SC_MESSAGE_PASSING 20
#define _SC_DELAYTIMER_MAX 26
#define _SC_MQ_OPEN_MAX 27
#define _SC_MQ_PRIO_MAX 28
#define _SC_PAGESIZE 30
#define _SC_PAGE_SIZE _SC_PAGESIZE
#define _SC_TIMER_MAX 35
#define _SC_CLOCK_SELECTION 137
#define _SC_CPUTIME 138
#define _SC_THREAD_CPUTIME 139
#define _SC_MONOTONIC_CLOCK 149
#define _SC_TIMEOUTS 164

#define STDIN_FILENO 0
#define STDOUT_FILENO 1
#define STDERR_FILENO 2
extern char **environ;
ssize_t read(int fd, void *buf, size_t n);
ssize_t write(int fd, const void *buf, size_t n);
int close(int fd);
int unlink(const char *path);
pid_t getpid(void);
/* GCC's spelling: C11's _Noreturn is not a keyword in the C99 a POSIX program may use. */
__attribute__((__noreturn__)) void _exit(int status);
long syscall(long n, ...);
unsigned alarm(unsigned seconds);
long sysconf(int name);
#ifdef __cplusplus
}
#endif
#endif
