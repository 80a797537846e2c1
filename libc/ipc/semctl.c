#include <errno.h>
#include <stdarg.h>
#include <sys/sem.h>
#include "sysv_ipc.h"

union semun {
	int val;
	struct semid_ds *buf;
	unsigned short *array;
	struct seminfo *__buf;
};

/* A strict list: only the STAT family reads a semid_ds and only IPC_SET writes one;
   every other known command passes its argument to the kernel untouched (GETALL fills
   only the caller's array, IPC_INFO only its seminfo). The fourth argument is read only
   for the commands that take one. */
int semctl(int id, int num, int cmd, ...)
{
	union semun arg = { 0 };
	va_list ap;
	long r;
	cmd &= ~T64_IPC_64;
	switch (cmd) {
	case IPC_STAT: case SEM_STAT: case SEM_STAT_ANY: case IPC_SET:
	case IPC_INFO: case SEM_INFO: case GETALL: case SETALL: case SETVAL:
		va_start(ap, cmd);
		arg = va_arg(ap, union semun);
		va_end(ap);
	}
	switch (cmd) {
	case IPC_STAT: case SEM_STAT: case SEM_STAT_ANY:
		r = __t64_semctl_stat(id, num, cmd, arg.buf);
		break;
	case IPC_SET:
		r = __t64_semctl_set(id, num, arg.buf);
		break;
	case IPC_INFO: case SEM_INFO:
		r = __t64_semctl_arg(id, num, cmd, (unsigned long)arg.__buf);
		break;
	case GETALL: case SETALL:
		r = __t64_semctl_arg(id, num, cmd, (unsigned long)arg.array);
		break;
	case SETVAL:
		r = __t64_semctl_arg(id, num, cmd, (unsigned long)(unsigned)arg.val);
		break;
	case IPC_RMID: case GETVAL: case GETPID: case GETNCNT: case GETZCNT:
		r = __t64_semctl_arg(id, num, cmd, 0);
		break;
	default:
		r = -EINVAL;
	}
	return (int)__t64_ipc_ret(r);
}
