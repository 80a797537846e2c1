/* The kernel IPC layout of the target's arch: byte images of semid64_ds, shmid64_ds and
   msqid64_ds are made here from arch/<arch>/ipc_images.h - offsets written from
   the UAPI headers, independently of the table in arch/<arch>/ipc_layout.h - in
   both byte orders, with every byte that is no field filled with garbage, and decoded by
   the library's decoder. Times have high words (past 2106) and low words with bit 31 set
   (past 2038), so a swapped, misplaced or sign-extended word shows. IPC_SET's encoder
   is checked the same way. */
#include <string.h>
#include "ipc_arch.h"
#include "t.h"

#define GARBAGE 0xee

/* Test values. T_SEC and T_CTIME are past 2^32 and have bit 31 of the low word set;
   T2040 has no high word but a low one above 2^31. MIPS shm high words are 16-bit. */
#define T_A 0x19abcdef0LL      /* 2^32 + 0x9abcdef0 */
#define T_B 2214129600LL       /* 2040-02-29T12:00:00Z */
#define T_C 0xbeef87654321LL   /* high 0xbeef */

/* One field of a hand-made image: `size` bytes at `off`, or for a time split into a low
   and a high word, the high word's place (hoff, hsize; hsize 0: one 8-byte word). */
struct hf { int off, size, hoff, hsize; unsigned long long v; };

static void put(unsigned char *img, int off, int size, unsigned long long v, int big)
{
	for (int i = 0; i < size; i++)
		img[off + i] = (unsigned char)(v >> 8 * (big ? size - 1 - i : i));
}

static void make(unsigned char *img, int size, const struct hf *f, int n, int big)
{
	memset(img, GARBAGE, T64_IPC_KBUF);
	memset(img + size, 0x77, T64_IPC_KBUF - size);
	for (int i = 0; i < n; i++) {
		if (f[i].hsize) {
			put(img, f[i].off, f[i].size, f[i].v & 0xffffffffu, big);
			put(img, f[i].hoff, f[i].hsize, f[i].v >> 32, big);
		} else {
			put(img, f[i].off, f[i].size, f[i].v, big);
		}
	}
}

/* Pad bytes inside struct ipc64_perm (asm-generic/ipcbuf.h) are not fields: garbage.
   The perm head: key uid gid cuid cgid mode(2 or 4) [pad] seq. */
#define PERM(mode_size) \
	{ 0, 4, 0, 0, 0x11223344 }, { 4, 4, 0, 0, 1001 }, { 8, 4, 0, 0, 1002 }, \
	{ 12, 4, 0, 0, 1003 }, { 16, 4, 0, 0, 1004 }, { 20, mode_size, 0, 0, 01640 }, \
	{ 24, 2, 0, 0, 0x5678 }

static void check_perm(const struct ipc_perm *p, const char *what)
{
	T_CHECK(p->__key == 0x11223344 && p->uid == 1001 && p->gid == 1002 && p->cuid == 1003
		&& p->cgid == 1004 && p->mode == 01640 && p->__seq == 0x5678,
		"%s: ipc_perm key %x uid %u gid %u cuid %u cgid %u mode %o seq %x", what,
		(unsigned)p->__key, p->uid, p->gid, p->cuid, p->cgid, p->mode, p->__seq);
}

/* The hand-made images of one arch: fields at the UAPI header's offsets. */
struct arch_images {
	const struct t64_ipc_layout *table;
	int sem_size, shm_size, msg_size;
	struct hf sem[10], shm[14], msg[15];
};

/* The images of asm-generic's 32-bit layouts (sembuf.h, shmbuf.h, msgbuf.h: each *_high
   right after its low word), which most 32-bit arches' ipc_images.h name; mode_size is
   the width of __kernel_mode_t. */
#define GENERIC32_IMAGES(table, mode_size) \
	{ table, 64, 84, 88, \
	  { PERM(mode_size), { 36, 4, 40, 4, T_A }, { 44, 4, 48, 4, T_B }, { 52, 4, 0, 0, 3 } }, \
	  { PERM(mode_size), { 36, 4, 0, 0, 8192 }, { 40, 4, 44, 4, T_A }, { 48, 4, 52, 4, T_B }, \
	    { 56, 4, 60, 4, T_C }, { 64, 4, 0, 0, 4001 }, { 68, 4, 0, 0, 4002 }, { 72, 4, 0, 0, 2 } }, \
	  { PERM(mode_size), { 36, 4, 40, 4, T_A }, { 44, 4, 48, 4, T_B }, { 52, 4, 56, 4, T_C }, \
	    { 60, 4, 0, 0, 16 }, { 64, 4, 0, 0, 2 }, { 68, 4, 0, 0, 16384 }, { 72, 4, 0, 0, 4001 }, \
	    { 76, 4, 0, 0, 4002 } } }

#if !__has_include("ipc_images.h")
#error "the arch has no arch/<arch>/ipc_images.h: its IPC images, from the UAPI headers"
#endif
#include "ipc_images.h"
static const struct arch_images arches[] = { T64_IPC_IMAGES };

static int count(const struct hf *f, int max)
{
	int n = 0;
	while (n < max && f[n].size) n++;
	return n;
}

static void decode_all(const struct arch_images *a, int big)
{
	struct t64_ipc_layout l = *a->table;
	union t64_kbuf k;
	const char *what;
	l.big = (uint8_t)big;
	t_printf("# %s layout, %s-endian image\n", l.name, big ? "big" : "little");

	make(k.b, a->sem_size, a->sem, count(a->sem, 10), big);
	struct semid_ds sem;
	memset(&sem, 0, sizeof sem);
	__t64_ipc_decode_sem(&l, k.b, &sem);
	what = "semid64_ds";
	check_perm(&sem.sem_perm, what);
	T_CHECK(sem.sem_otime == T_A && sem.sem_ctime == T_B && sem.sem_nsems == 3,
		"%s %s %s: sem_otime %llx sem_ctime %lld sem_nsems %lu", l.name, big ? "BE" : "LE", what,
		(unsigned long long)sem.sem_otime, (long long)sem.sem_ctime, sem.sem_nsems);

	make(k.b, a->shm_size, a->shm, count(a->shm, 14), big);
	struct shmid_ds shm;
	memset(&shm, 0, sizeof shm);
	__t64_ipc_decode_shm(&l, k.b, &shm);
	what = "shmid64_ds";
	check_perm(&shm.shm_perm, what);
	T_CHECK(shm.shm_segsz == 8192 && shm.shm_atime == T_A && shm.shm_dtime == T_B && shm.shm_ctime == T_C
		&& shm.shm_cpid == 4001 && shm.shm_lpid == 4002 && shm.shm_nattch == 2,
		"%s %s %s: segsz %lu atime %llx dtime %lld ctime %llx cpid %d lpid %d nattch %lu", l.name,
		big ? "BE" : "LE", what, (unsigned long)shm.shm_segsz, (unsigned long long)shm.shm_atime,
		(long long)shm.shm_dtime, (unsigned long long)shm.shm_ctime, shm.shm_cpid, shm.shm_lpid,
		shm.shm_nattch);

	make(k.b, a->msg_size, a->msg, count(a->msg, 15), big);
	struct msqid_ds msg;
	memset(&msg, 0, sizeof msg);
	__t64_ipc_decode_msg(&l, k.b, &msg);
	what = "msqid64_ds";
	check_perm(&msg.msg_perm, what);
	T_CHECK(msg.msg_stime == T_A && msg.msg_rtime == T_B && msg.msg_ctime == T_C && msg.__msg_cbytes == 16
		&& msg.msg_qnum == 2 && msg.msg_qbytes == 16384 && msg.msg_lspid == 4001 && msg.msg_lrpid == 4002,
		"%s %s %s: stime %llx rtime %lld ctime %llx cbytes %lu qnum %lu qbytes %lu lspid %d lrpid %d",
		l.name, big ? "BE" : "LE", what, (unsigned long long)msg.msg_stime, (long long)msg.msg_rtime,
		(unsigned long long)msg.msg_ctime, msg.__msg_cbytes, msg.msg_qnum, msg.msg_qbytes,
		msg.msg_lspid, msg.msg_lrpid);
}

/* IPC_SET: uid, gid, mode (and msg_qbytes) at their places, nothing else written. */
static int image_is(const unsigned char *k, const struct hf *f, int n, int big)
{
	unsigned char want[T64_IPC_KBUF];
	memset(want, 0, sizeof want);
	for (int i = 0; i < n; i++)
		put(want, f[i].off, f[i].size, f[i].v, big);
	return !memcmp(k, want, sizeof want);
}

static void encode_all(const struct arch_images *a)
{
	const struct t64_ipc_layout *l = a->table;
	int mode_size = a->sem[5].size, qb = a->msg[12].off, qbs = a->msg[12].size;
	struct hf set[] = { { 4, 4, 0, 0, 2001 }, { 8, 4, 0, 0, 2002 }, { 20, mode_size, 0, 0, 0640 },
	                    { qb, qbs, 0, 0, 12345 } };
	union t64_kbuf k;

	struct semid_ds sem;
	memset(&sem, 0x5a, sizeof sem);
	sem.sem_perm.uid = 2001; sem.sem_perm.gid = 2002; sem.sem_perm.mode = 0640;
	memset(k.b, 0, sizeof k.b);
	__t64_ipc_encode_sem(l, &sem, k.b);
	T_CHECK(image_is(k.b, set, 3, l->big), "%s: IPC_SET semid64_ds has uid, gid, mode only", l->name);

	struct shmid_ds shm;
	memset(&shm, 0x5a, sizeof shm);
	shm.shm_perm.uid = 2001; shm.shm_perm.gid = 2002; shm.shm_perm.mode = 0640;
	memset(k.b, 0, sizeof k.b);
	__t64_ipc_encode_shm(l, &shm, k.b);
	T_CHECK(image_is(k.b, set, 3, l->big), "%s: IPC_SET shmid64_ds has uid, gid, mode only", l->name);

	struct msqid_ds msg;
	memset(&msg, 0x5a, sizeof msg);
	msg.msg_perm.uid = 2001; msg.msg_perm.gid = 2002; msg.msg_perm.mode = 0640; msg.msg_qbytes = 12345;
	memset(k.b, 0, sizeof k.b);
	__t64_ipc_encode_msg(l, &msg, k.b);
	T_CHECK(image_is(k.b, set, 4, l->big), "%s: IPC_SET msqid64_ds has uid, gid, mode, msg_qbytes", l->name);
}

int main(void)
{
	for (unsigned i = 0; i < sizeof arches / sizeof arches[0]; i++) {
		decode_all(&arches[i], arches[i].table->big);
		decode_all(&arches[i], !arches[i].table->big);
		encode_all(&arches[i]);
		const struct t64_ipc_layout *l = arches[i].table;
		T_CHECK(l->sem.size == arches[i].sem_size && l->shm.size == arches[i].shm_size
			&& l->msg.size == arches[i].msg_size && l->msg.size <= T64_IPC_KBUF,
			"%s: sizes %d %d %d fit the %d-byte buffer", l->name, l->sem.size, l->shm.size,
			l->msg.size, T64_IPC_KBUF);
	}
	/* The table this build uses has this target's byte order. */
	T_EQ_LL(T64_IPC_LAYOUT->big, __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__,
		"the build's layout table has the target's byte order");
	return t_done();
}
