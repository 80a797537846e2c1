#ifndef _SYS_SEM_H
#define _SYS_SEM_H
#include <sys/ipc.h>
#include <time.h>
#ifdef __cplusplus
extern "C" {
#endif

/* include/uapi/linux/sem.h (arch-independent) */
#define SEM_UNDO 0x1000

#define GETPID  11
#define GETVAL  12
#define GETALL  13
#define GETNCNT 14
#define GETZCNT 15
#define SETVAL  16
#define SETALL  17
#define SEM_STAT 18
#define SEM_INFO 19
#define SEM_STAT_ANY 20

/* struct sembuf of include/uapi/linux/sem.h: passed to the kernel as is. */
struct sembuf {
	unsigned short sem_num;
	short sem_op;
	short sem_flg;
};

/* 64-bit times on every target; sysdeps/linux builds it from the kernel's semid64_ds. */
struct semid_ds {
	struct ipc_perm sem_perm;
	time_t sem_otime;
	time_t sem_ctime;
	unsigned long sem_nsems;
};

/* struct seminfo of include/uapi/linux/sem.h: IPC_INFO and SEM_INFO write it as is. */
struct seminfo {
	int semmap;
	int semmni;
	int semmns;
	int semmnu;
	int semmsl;
	int semopm;
	int semume;
	int semusz;
	int semvmx;
	int semaem;
};

/* The fourth argument, where the command takes one, is the caller's
   union semun { int val; struct semid_ds *buf; unsigned short *array;
   struct seminfo *__buf; } (POSIX leaves its definition to the application). */
int semctl(int id, int num, int cmd, ...);
int semget(key_t key, int nsems, int flags);
int semop(int id, struct sembuf *sops, size_t nsops);
int semtimedop(int id, struct sembuf *sops, size_t nsops, const struct timespec *timeout);

#ifdef __cplusplus
}
#endif
#endif
