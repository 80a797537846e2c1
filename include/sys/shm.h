#ifndef _SYS_SHM_H
#define _SYS_SHM_H
#include <sys/ipc.h>
#include <bits/shm.h>
#ifdef __cplusplus
extern "C" {
#endif

/* include/uapi/linux/shm.h (arch-independent) */
#define SHM_R         0400
#define SHM_W         0200
#define SHM_HUGETLB   04000
#define SHM_NORESERVE 010000

#define SHM_RDONLY 010000
#define SHM_RND    020000
#define SHM_REMAP  040000
#define SHM_EXEC   0100000

#define SHM_LOCK     11
#define SHM_UNLOCK   12
#define SHM_STAT     13
#define SHM_INFO     14
#define SHM_STAT_ANY 15

typedef unsigned long shmatt_t;

/* 64-bit times on every target; sysdeps/linux builds it from the kernel's shmid64_ds. */
struct shmid_ds {
	struct ipc_perm shm_perm;
	size_t shm_segsz;
	time_t shm_atime;
	time_t shm_dtime;
	time_t shm_ctime;
	pid_t shm_cpid;
	pid_t shm_lpid;
	shmatt_t shm_nattch;
};

/* IPC_INFO writes the kernel's struct shminfo64 (asm-generic/shmbuf.h): nine longs. */
struct shminfo {
	unsigned long shmmax;
	unsigned long shmmin;
	unsigned long shmmni;
	unsigned long shmseg;
	unsigned long shmall;
	unsigned long __unused[4];
};

/* SHM_INFO writes struct shm_info of include/uapi/linux/shm.h. */
struct shm_info {
	int used_ids;
	unsigned long shm_tot;
	unsigned long shm_rss;
	unsigned long shm_swp;
	unsigned long swap_attempts;
	unsigned long swap_successes;
};

void *shmat(int id, const void *addr, int flags);
int shmctl(int id, int cmd, struct shmid_ds *buf);
int shmdt(const void *addr);
int shmget(key_t key, size_t size, int flags);

#ifdef __cplusplus
}
#endif
#endif
