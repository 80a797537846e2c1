/* <sys/msg.h>: POSIX.1-2024 (XSI). */
#include <sys/msg.h>
#include "conform.h"

INTEGER(msgqnum_t, 1);
INTEGER(msglen_t, 1);
CONSTANT(MSG_NOERROR);
MEMBER(struct msqid_ds, struct ipc_perm, msg_perm);
MEMBER(struct msqid_ds, msgqnum_t, msg_qnum);
MEMBER(struct msqid_ds, msglen_t, msg_qbytes);
MEMBER(struct msqid_ds, pid_t, msg_lspid);
MEMBER(struct msqid_ds, pid_t, msg_lrpid);
MEMBER(struct msqid_ds, time_t, msg_stime);
MEMBER(struct msqid_ds, time_t, msg_rtime);
MEMBER(struct msqid_ds, time_t, msg_ctime);
TYPE(pid_t);
TYPE(size_t);
TYPE(ssize_t);
TYPE(time_t);
FUNCTION(int, msgctl, (int, int, struct msqid_ds *));
FUNCTION(int, msgget, (key_t, int));
FUNCTION(ssize_t, msgrcv, (int, void *, size_t, long, int));
FUNCTION(int, msgsnd, (int, const void *, size_t, int));
/* All of <sys/ipc.h>. */
MEMBER(struct ipc_perm, uid_t, uid);
CONSTANT(IPC_NOWAIT);
FUNCTION(key_t, ftok, (const char *, int));
