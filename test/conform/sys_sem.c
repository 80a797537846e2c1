/* <sys/sem.h>: POSIX.1-2024 (XSI). */
#include <sys/sem.h>
#include "conform.h"

CONSTANT(SEM_UNDO);
CONSTANT(GETNCNT);
CONSTANT(GETPID);
CONSTANT(GETVAL);
CONSTANT(GETALL);
CONSTANT(GETZCNT);
CONSTANT(SETVAL);
CONSTANT(SETALL);
MEMBER(struct semid_ds, struct ipc_perm, sem_perm);
/* The standard's type is unsigned short; t64's is wider (docs/headers.md). */
HAS_MEMBER(struct semid_ds, sem_nsems);
MEMBER(struct semid_ds, time_t, sem_otime);
MEMBER(struct semid_ds, time_t, sem_ctime);
TYPE(pid_t);
TYPE(size_t);
TYPE(time_t);
MEMBER(struct sembuf, unsigned short, sem_num);
MEMBER(struct sembuf, short, sem_op);
MEMBER(struct sembuf, short, sem_flg);
FUNCTION(int, semctl, (int, int, int, ...));
FUNCTION(int, semget, (key_t, int, int));
FUNCTION(int, semop, (int, struct sembuf *, size_t));
/* All of <sys/ipc.h>. */
MEMBER(struct ipc_perm, mode_t, mode);
CONSTANT(IPC_CREAT);
FUNCTION(key_t, ftok, (const char *, int));
