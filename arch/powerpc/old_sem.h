/* The old ABI's semid64_ds for the old-binary tests (test/compat/time32.h): 32-bit
   powerpc's own (arch/powerpc/include/uapi/asm/sembuf.h, !__powerpc64__), each high time
   word before its low word, after the kernel's ipc64_perm (asm/ipcbuf.h: 32-bit mode
   and seq, two unsigned long longs at the end, so 48 bytes and the whole 80). */
#ifndef T64_OLD_SEM_H
#define T64_OLD_SEM_H
struct ipc_perm {
	int32_t key;
	uint32_t uid, gid, cuid, cgid, mode, seq, pad;
	uint64_t unused[2];
};
struct semid_ds {
	struct ipc_perm sem_perm;
	uint32_t sem_otime_high;
	time_t sem_otime;
	uint32_t sem_ctime_high;
	time_t sem_ctime;
	uint32_t sem_nsems, unused[2];
};
#endif
