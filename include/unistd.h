#ifndef _UNISTD_H
#define _UNISTD_H
#include <sys/types.h>
#ifdef __cplusplus
extern "C" {
#endif
#define STDIN_FILENO 0
#define STDOUT_FILENO 1
#define STDERR_FILENO 2
extern char **environ;
ssize_t read(int fd, void *buf, size_t n);
ssize_t write(int fd, const void *buf, size_t n);
int close(int fd);
int unlink(const char *path);
pid_t getpid(void);
_Noreturn void _exit(int status);
long syscall(long n, ...);
unsigned alarm(unsigned seconds);
#ifdef __cplusplus
}
#endif
#endif
