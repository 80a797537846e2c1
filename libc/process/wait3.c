#include <sys/wait.h>

/* BSD's wait3: any child, as wait4(-1, ...). */
pid_t wait3(int *status, int options, struct rusage *ru)
{
	return wait4(-1, status, options, ru);
}
