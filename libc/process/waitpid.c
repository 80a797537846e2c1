#include <sys/wait.h>

/* arm EABI has no waitpid system call: wait4 everywhere. */
pid_t waitpid(pid_t pid, int *status, int options)
{
	return wait4(pid, status, options, 0);
}
