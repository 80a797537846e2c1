#ifndef _SYS_MSG_H
#define _SYS_MSG_H
#include <sys/ipc.h>
#ifdef __cplusplus
extern "C" {
#endif

/* include/uapi/linux/msg.h (arch-independent) */
#define MSG_NOERROR 010000
#define MSG_EXCEPT  020000
#define MSG_COPY    040000

#define MSG_STAT     11
#define MSG_INFO     12
#define MSG_STAT_ANY 13

typedef unsigned long msgqnum_t;
typedef unsigned long msglen_t;

/* 64-bit times on every target; sysdeps/linux builds it from the kernel's msqid64_ds. */
struct msqid_ds {
	struct ipc_perm msg_perm;
	time_t msg_stime;
	time_t msg_rtime;
	time_t msg_ctime;
	unsigned long __msg_cbytes;
	msgqnum_t msg_qnum;
	msglen_t msg_qbytes;
	pid_t msg_lspid;
	pid_t msg_lrpid;
};

/* IPC_INFO and MSG_INFO write struct msginfo of include/uapi/linux/msg.h as is. */
struct msginfo {
	int msgpool;
	int msgmap;
	int msgmax;
	int msgmnb;
	int msgmni;
	int msgssz;
	int msgtql;
	unsigned short msgseg;
};

int msgctl(int id, int cmd, struct msqid_ds *buf);
int msgget(key_t key, int flags);
ssize_t msgrcv(int id, void *msgp, size_t size, long type, int flags);
int msgsnd(int id, const void *msgp, size_t size, int flags);

#ifdef __cplusplus
}
#endif
#endif
