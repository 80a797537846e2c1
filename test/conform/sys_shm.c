/* <sys/shm.h>: POSIX.1-2024 (XSI). */
#include <sys/shm.h>
#include "conform.h"

CONSTANT(SHM_RDONLY);
CONSTANT(SHM_RND);
CONSTANT(SHMLBA);
INTEGER(shmatt_t, 1);
MEMBER(struct shmid_ds, struct ipc_perm, shm_perm);
MEMBER(struct shmid_ds, size_t, shm_segsz);
MEMBER(struct shmid_ds, pid_t, shm_lpid);
MEMBER(struct shmid_ds, pid_t, shm_cpid);
MEMBER(struct shmid_ds, shmatt_t, shm_nattch);
MEMBER(struct shmid_ds, time_t, shm_atime);
MEMBER(struct shmid_ds, time_t, shm_dtime);
MEMBER(struct shmid_ds, time_t, shm_ctime);
TYPE(pid_t);
TYPE(size_t);
TYPE(time_t);
FUNCTION(void *, shmat, (int, const void *, int));
FUNCTION(int, shmctl, (int, int, struct shmid_ds *));
FUNCTION(int, shmdt, (const void *));
FUNCTION(int, shmget, (key_t, size_t, int));
/* All of <sys/ipc.h>. */
MEMBER(struct ipc_perm, mode_t, mode);
CONSTANT(IPC_RMID);
FUNCTION(key_t, ftok, (const char *, int));
