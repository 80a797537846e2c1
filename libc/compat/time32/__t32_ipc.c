/* semctl, shmctl, msgctl and semtimedop of the old ABI. The old *id_ds structures are
   the kernel's 32-bit layouts with only the low time words (docs/abi.md): the STAT
   commands read the 64-bit structure and hand it over in that layout, or fail with
   EOVERFLOW and leave the caller's buffer alone; IPC_SET reads the old layout; every
   other command is the same in both ABIs and passes straight through. */
#include <stdarg.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include "sysv_ipc.h"
#include "time32.h"

union semun32 { int val; void *buf; unsigned short *array; struct seminfo *__buf; };

static int old_out(int r, int e)
{
	if (r < 0) return r;
	if (e) {
		errno = -e;
		return -1;
	}
	return r;
}

T32_SYMBOL(semctl);
int __t32_semctl(int id, int num, int cmd, ...)
{
	union semun32 arg = { 0 };
	va_list ap;
	switch (cmd & ~T64_IPC_64) {
	case IPC_STAT: case SEM_STAT: case SEM_STAT_ANY: case IPC_SET:
	case IPC_INFO: case SEM_INFO: case GETALL: case SETALL: case SETVAL:
		va_start(ap, cmd);
		arg = va_arg(ap, union semun32);
		va_end(ap);
	}
	struct semid_ds d;
	/* semctl's fourth argument goes as a union, as its va_arg reads it: an ABI that
	   passes unions by reference (32-bit powerpc) would take a bare &d for the union's
	   address. */
	union semun32 dp = { .buf = &d };
	switch (cmd & ~T64_IPC_64) {
	case IPC_STAT: case SEM_STAT: case SEM_STAT_ANY: {
		int r = semctl(id, num, cmd & ~T64_IPC_64, dp);
		return old_out(r, r < 0 ? 0 : __t64_ipc_old_sem_out(&d, arg.buf));
	}
	case IPC_SET:
		__t64_ipc_old_sem_in(arg.buf, &d);
		return semctl(id, num, IPC_SET, dp);
	default:
		return semctl(id, num, cmd, arg);
	}
}

T32_SYMBOL(shmctl);
int __t32_shmctl(int id, int cmd, void *buf)
{
	struct shmid_ds d;
	switch (cmd & ~T64_IPC_64) {
	case IPC_STAT: case SHM_STAT: case SHM_STAT_ANY: {
		int r = shmctl(id, cmd & ~T64_IPC_64, &d);
		return old_out(r, r < 0 ? 0 : __t64_ipc_old_shm_out(&d, buf));
	}
	case IPC_SET:
		__t64_ipc_old_shm_in(buf, &d);
		return shmctl(id, IPC_SET, &d);
	default:
		return shmctl(id, cmd, buf);
	}
}

T32_SYMBOL(msgctl);
int __t32_msgctl(int id, int cmd, void *buf)
{
	struct msqid_ds d;
	switch (cmd & ~T64_IPC_64) {
	case IPC_STAT: case MSG_STAT: case MSG_STAT_ANY: {
		int r = msgctl(id, cmd & ~T64_IPC_64, &d);
		return old_out(r, r < 0 ? 0 : __t64_ipc_old_msg_out(&d, buf));
	}
	case IPC_SET:
		__t64_ipc_old_msg_in(buf, &d);
		return msgctl(id, IPC_SET, &d);
	default:
		return msgctl(id, cmd, buf);
	}
}

T32_SYMBOL(semtimedop);
int __t32_semtimedop(int id, struct sembuf *sops, size_t nsops, const struct timespec32 *ts32)
{
	struct timespec ts, *p = 0;
	if (ts32) {
		ts.tv_sec = ts32->tv_sec;
		ts.tv_nsec = ts32->tv_nsec;
		p = &ts;
	}
	return semtimedop(id, sops, nsops, p);
}
