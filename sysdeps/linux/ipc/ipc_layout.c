/* The kernel's *64_ds structures read and written through a layout table
   (arch/<arch>/ipc_layout.h), with the table's byte order, not the host's:
   the unit test decodes every arch's byte image with this code on any host. */
#include "ipc_kernel.h"

static unsigned long long get(const unsigned char *k, struct t64_kfield f, int big)
{
	unsigned long long v = 0;
	for (unsigned i = 0; i < f.size; i++)
		v |= (unsigned long long)k[f.off + i] << 8 * (big ? f.size - 1 - i : i);
	return v;
}

static void put(unsigned char *k, struct t64_kfield f, int big, unsigned long long v)
{
	for (unsigned i = 0; i < f.size; i++)
		k[f.off + i] = (unsigned char)(v >> 8 * (big ? f.size - 1 - i : i));
}

/* The low word unsigned (the kernel stores the low 32 bits of a time64_t), the high
   word above it; on 64-bit layouts the one word is the whole time. */
static time_t get_time(const unsigned char *k, struct t64_ktime t, int big)
{
	return (time_t)(get(k, t.lo, big) | get(k, t.hi, big) << 32);
}

static void get_perm(const struct t64_ipc_layout *l, const unsigned char *k, struct ipc_perm *p)
{
	p->__key = (key_t)get(k, l->perm.key, l->big);
	p->uid = (uid_t)get(k, l->perm.uid, l->big);
	p->gid = (gid_t)get(k, l->perm.gid, l->big);
	p->cuid = (uid_t)get(k, l->perm.cuid, l->big);
	p->cgid = (gid_t)get(k, l->perm.cgid, l->big);
	p->mode = (mode_t)get(k, l->perm.mode, l->big);
	p->__seq = (unsigned short)get(k, l->perm.seq, l->big);
}

static void put_perm(const struct t64_ipc_layout *l, const struct ipc_perm *p, unsigned char *k)
{
	put(k, l->perm.uid, l->big, p->uid);
	put(k, l->perm.gid, l->big, p->gid);
	put(k, l->perm.mode, l->big, p->mode);
}

void __t64_ipc_decode_sem(const struct t64_ipc_layout *l, const unsigned char *k, struct semid_ds *d)
{
	get_perm(l, k, &d->sem_perm);
	d->sem_otime = get_time(k, l->sem.otime, l->big);
	d->sem_ctime = get_time(k, l->sem.ctime, l->big);
	d->sem_nsems = (unsigned long)get(k, l->sem.nsems, l->big);
}

void __t64_ipc_decode_shm(const struct t64_ipc_layout *l, const unsigned char *k, struct shmid_ds *d)
{
	get_perm(l, k, &d->shm_perm);
	d->shm_segsz = (size_t)get(k, l->shm.segsz, l->big);
	d->shm_atime = get_time(k, l->shm.atime, l->big);
	d->shm_dtime = get_time(k, l->shm.dtime, l->big);
	d->shm_ctime = get_time(k, l->shm.ctime, l->big);
	d->shm_cpid = (pid_t)get(k, l->shm.cpid, l->big);
	d->shm_lpid = (pid_t)get(k, l->shm.lpid, l->big);
	d->shm_nattch = (shmatt_t)get(k, l->shm.nattch, l->big);
}

void __t64_ipc_decode_msg(const struct t64_ipc_layout *l, const unsigned char *k, struct msqid_ds *d)
{
	get_perm(l, k, &d->msg_perm);
	d->msg_stime = get_time(k, l->msg.stime, l->big);
	d->msg_rtime = get_time(k, l->msg.rtime, l->big);
	d->msg_ctime = get_time(k, l->msg.ctime, l->big);
	d->__msg_cbytes = (unsigned long)get(k, l->msg.cbytes, l->big);
	d->msg_qnum = (msgqnum_t)get(k, l->msg.qnum, l->big);
	d->msg_qbytes = (msglen_t)get(k, l->msg.qbytes, l->big);
	d->msg_lspid = (pid_t)get(k, l->msg.lspid, l->big);
	d->msg_lrpid = (pid_t)get(k, l->msg.lrpid, l->big);
}

/* IPC_SET reads only the perm's uid, gid and mode (ipc/util.c ipc_update_perm), and
   for message queues msg_qbytes (ipc/msg.c msgctl_down). */
void __t64_ipc_encode_sem(const struct t64_ipc_layout *l, const struct semid_ds *s, unsigned char *k)
{
	put_perm(l, &s->sem_perm, k);
}

void __t64_ipc_encode_shm(const struct t64_ipc_layout *l, const struct shmid_ds *s, unsigned char *k)
{
	put_perm(l, &s->shm_perm, k);
}

void __t64_ipc_encode_msg(const struct t64_ipc_layout *l, const struct msqid_ds *s, unsigned char *k)
{
	put_perm(l, &s->msg_perm, k);
	put(k, l->msg.qbytes, l->big, s->msg_qbytes);
}

/* The old ABI (T32_1.0) hands the caller the kernel's own 32-bit structure with only the
   low time words (docs/abi.md): every field is written, a high word is
   0, and a time that does not fit the old signed 32-bit time_t is refused. */
static int put_old_time(unsigned char *k, struct t64_ktime t, int big, time_t v)
{
	if (v < INT32_MIN || v > INT32_MAX) return -1;
	put(k, t.lo, big, (uint32_t)v);
	return 0;
}

static void put_perm_all(const struct t64_ipc_layout *l, const struct ipc_perm *p, unsigned char *k)
{
	put(k, l->perm.key, l->big, (uint32_t)p->__key);
	put(k, l->perm.cuid, l->big, p->cuid);
	put(k, l->perm.cgid, l->big, p->cgid);
	put(k, l->perm.seq, l->big, p->__seq);
	put_perm(l, p, k);
}

int __t64_ipc_encode_old_sem(const struct t64_ipc_layout *l, const struct semid_ds *s, unsigned char *k)
{
	put_perm_all(l, &s->sem_perm, k);
	put(k, l->sem.nsems, l->big, s->sem_nsems);
	return put_old_time(k, l->sem.otime, l->big, s->sem_otime)
	     | put_old_time(k, l->sem.ctime, l->big, s->sem_ctime);
}

int __t64_ipc_encode_old_shm(const struct t64_ipc_layout *l, const struct shmid_ds *s, unsigned char *k)
{
	put_perm_all(l, &s->shm_perm, k);
	put(k, l->shm.segsz, l->big, s->shm_segsz);
	put(k, l->shm.cpid, l->big, (uint32_t)s->shm_cpid);
	put(k, l->shm.lpid, l->big, (uint32_t)s->shm_lpid);
	put(k, l->shm.nattch, l->big, s->shm_nattch);
	return put_old_time(k, l->shm.atime, l->big, s->shm_atime)
	     | put_old_time(k, l->shm.dtime, l->big, s->shm_dtime)
	     | put_old_time(k, l->shm.ctime, l->big, s->shm_ctime);
}

int __t64_ipc_encode_old_msg(const struct t64_ipc_layout *l, const struct msqid_ds *s, unsigned char *k)
{
	put_perm_all(l, &s->msg_perm, k);
	put(k, l->msg.cbytes, l->big, s->__msg_cbytes);
	put(k, l->msg.qnum, l->big, s->msg_qnum);
	put(k, l->msg.qbytes, l->big, s->msg_qbytes);
	put(k, l->msg.lspid, l->big, (uint32_t)s->msg_lspid);
	put(k, l->msg.lrpid, l->big, (uint32_t)s->msg_lrpid);
	return put_old_time(k, l->msg.stime, l->big, s->msg_stime)
	     | put_old_time(k, l->msg.rtime, l->big, s->msg_rtime)
	     | put_old_time(k, l->msg.ctime, l->big, s->msg_ctime);
}
