/* The SysV IPC layer that sysdeps/linux implements for the portable front ends in
   libc/ipc/. Each returns the kernel's answer: a value >= 0, or -errno. The front ends
   check the command against the strict list of their family and choose the function:
   *_stat for the STAT family (the kernel's structure translated into the caller's),
   *_set for IPC_SET (the caller's structure translated into the kernel's), *_arg for
   every other command (the argument goes to the kernel untouched). */
#ifndef T64_INTERNAL_SYSV_IPC_H
#define T64_INTERNAL_SYSV_IPC_H
#include <errno.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>

/* include/uapi/linux/ipc.h: the structure-version bit of the old *ctl entries. A caller
   may pass it (old code did); t64 masks it and lets sysdeps decide where it goes. */
#define T64_IPC_64 0x100

int __t64_semget(key_t key, int nsems, int flags);
int __t64_semop(int id, struct sembuf *sops, size_t nsops);
int __t64_semtimedop(int id, struct sembuf *sops, size_t nsops, const struct timespec *ts);
int __t64_semctl_stat(int id, int num, int cmd, struct semid_ds *buf);
int __t64_semctl_set(int id, int num, const struct semid_ds *buf);
int __t64_semctl_arg(int id, int num, int cmd, unsigned long arg);

int __t64_shmget(key_t key, size_t size, int flags);
long __t64_shmat(int id, const void *addr, int flags);  /* the address, or -errno */
int __t64_shmdt(const void *addr);
int __t64_shmctl_stat(int id, int cmd, struct shmid_ds *buf);
int __t64_shmctl_set(int id, const struct shmid_ds *buf);
int __t64_shmctl_arg(int id, int cmd, void *arg);

int __t64_msgget(key_t key, int flags);
int __t64_msgsnd(int id, const void *msgp, size_t size, int flags);
long __t64_msgrcv(int id, void *msgp, size_t size, long type, int flags);
int __t64_msgctl_stat(int id, int cmd, struct msqid_ds *buf);
int __t64_msgctl_set(int id, const struct msqid_ds *buf);
int __t64_msgctl_arg(int id, int cmd, void *arg);

/* The old ABI's structures (T32_1.0, libc/compat/time32/__t32_ipc.c): *_out writes the 64-bit
   structure in the old layout (0, or -EOVERFLOW with nothing written), *_in reads one. */
int __t64_ipc_old_sem_out(const struct semid_ds *d, void *old);
void __t64_ipc_old_sem_in(const void *old, struct semid_ds *d);
int __t64_ipc_old_shm_out(const struct shmid_ds *d, void *old);
void __t64_ipc_old_shm_in(const void *old, struct shmid_ds *d);
int __t64_ipc_old_msg_out(const struct msqid_ds *d, void *old);
void __t64_ipc_old_msg_in(const void *old, struct msqid_ds *d);

/* -4095..-1 is -errno (shmat's address may be above 2^31 on 32-bit targets). */
static inline long __t64_ipc_ret(long r)
{
	if ((unsigned long)r > -4096UL) {
		errno = (int)-r;
		return -1;
	}
	return r;
}

/* ftok's view of a file: its inode number and the low 8 bits of its device number. */
int __t64_file_key_ids(const char *path, unsigned long long *ino, unsigned *dev_low);
#endif
