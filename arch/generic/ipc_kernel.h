/* The kernel's IPC structures (semid64_ds, shmid64_ds, msqid64_ds) described as data:
   where each field sits, how wide it is, and the byte order of the words. One decoder
   (sysdeps/linux/ipc/ipc_layout.c) serves every arch, and the unit test decodes byte images of every
   arch's layout on any host. The tables are arch/<arch>/ipc_layout.h. */
#ifndef T64_SYSDEPS_IPC_KERNEL_H
#define T64_SYSDEPS_IPC_KERNEL_H
#include <stdint.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>

struct t64_kfield { uint8_t off, size; };      /* size 0: the arch has no such field */
struct t64_ktime { struct t64_kfield lo, hi; }; /* time = lo | (uint64)hi << 32, lo unsigned */

struct t64_ipc_layout {
	const char *name;
	uint8_t big;  /* byte order of the kernel's words */
	struct { struct t64_kfield key, uid, gid, cuid, cgid, mode, seq; } perm;
	struct { uint8_t size; struct t64_ktime otime, ctime; struct t64_kfield nsems; } sem;
	struct {
		uint8_t size;
		struct t64_kfield segsz;
		struct t64_ktime atime, dtime, ctime;
		struct t64_kfield cpid, lpid, nattch;
	} shm;
	struct {
		uint8_t size;
		struct t64_ktime stime, rtime, ctime;
		struct t64_kfield cbytes, qnum, qbytes, lspid, lrpid;
	} msg;
};

/* struct ipc64_perm of include/uapi/asm-generic/ipcbuf.h, used by all four arches:
   five 32-bit ids, the mode (__kernel_mode_t: 16 bits on i386 and arm, 32 elsewhere),
   padding to 24, the 16-bit seq. Only the *_ds sizes differ between ILP32 and LP64. */
#define T64_KPERM(mode_size) { \
	.key = { 0, 4 }, .uid = { 4, 4 }, .gid = { 8, 4 }, .cuid = { 12, 4 }, \
	.cgid = { 16, 4 }, .mode = { 20, mode_size }, .seq = { 24, 2 } }

/* Large enough for every layout (x86_64's msqid64_ds, 120 bytes, is the largest). */
#define T64_IPC_KBUF 128
union t64_kbuf { unsigned char b[T64_IPC_KBUF]; unsigned long long align; };

void __t64_ipc_decode_sem(const struct t64_ipc_layout *l, const unsigned char *k, struct semid_ds *d);
void __t64_ipc_decode_shm(const struct t64_ipc_layout *l, const unsigned char *k, struct shmid_ds *d);
void __t64_ipc_decode_msg(const struct t64_ipc_layout *l, const unsigned char *k, struct msqid_ds *d);
/* IPC_SET: the fields the kernel reads (perm uid, gid, mode; msg_qbytes) into a zeroed k. */
void __t64_ipc_encode_sem(const struct t64_ipc_layout *l, const struct semid_ds *s, unsigned char *k);
void __t64_ipc_encode_shm(const struct t64_ipc_layout *l, const struct shmid_ds *s, unsigned char *k);
void __t64_ipc_encode_msg(const struct t64_ipc_layout *l, const struct msqid_ds *s, unsigned char *k);
/* The old ABI's structure (T32_1.0): every field, low time words only; -1 when a time
   does not fit a signed 32-bit time_t (k is then partly written: use a scratch buffer). */
int __t64_ipc_encode_old_sem(const struct t64_ipc_layout *l, const struct semid_ds *s, unsigned char *k);
int __t64_ipc_encode_old_shm(const struct t64_ipc_layout *l, const struct shmid_ds *s, unsigned char *k);
int __t64_ipc_encode_old_msg(const struct t64_ipc_layout *l, const struct msqid_ds *s, unsigned char *k);
#endif
