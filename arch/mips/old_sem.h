/* The old ABI's semid64_ds for the old-binary tests (test/compat/time32.h): mips o32
   puts the high time words after sem_nsems (arch/mips/include/uapi/asm/sembuf.h), with
   the generic ipc64_perm of a 32-bit mode (include/uapi/asm-generic/ipcbuf.h). */
#ifndef T64_OLD_SEM_H
#define T64_OLD_SEM_H
struct ipc_perm { int32_t key; uint32_t uid, gid, cuid, cgid, mode; uint16_t seq, pad; uint32_t unused[2]; };
struct semid_ds {
	struct ipc_perm sem_perm;
	time_t sem_otime, sem_ctime;
	uint32_t sem_nsems, unused_high[2];
};
#endif
