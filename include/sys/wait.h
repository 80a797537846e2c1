#ifndef _SYS_WAIT_H
#define _SYS_WAIT_H
#include <sys/resource.h>
#include <sys/types.h>
#ifdef __cplusplus
extern "C" {
#endif

/* include/uapi/linux/wait.h */
#define WNOHANG 1
#define WUNTRACED 2
#define WCONTINUED 8

#define WEXITSTATUS(s) (((s) & 0xff00) >> 8)
#define WTERMSIG(s) ((s) & 0x7f)
#define WSTOPSIG(s) WEXITSTATUS(s)
#define WIFEXITED(s) (WTERMSIG(s) == 0)
#define WIFSTOPPED(s) (((s) & 0xff) == 0x7f)
#define WIFSIGNALED(s) (WTERMSIG(s) != 0 && WTERMSIG(s) != 0x7f)

pid_t waitpid(pid_t pid, int *status, int options);
pid_t wait4(pid_t pid, int *status, int options, struct rusage *ru);
pid_t wait3(int *status, int options, struct rusage *ru);

#ifdef __cplusplus
}
#endif
#endif
