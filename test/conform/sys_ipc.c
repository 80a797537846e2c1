/* <sys/ipc.h>: POSIX.1-2024 (XSI). */
#include <sys/ipc.h>
#include "conform.h"

MEMBER(struct ipc_perm, uid_t, uid);
MEMBER(struct ipc_perm, gid_t, gid);
MEMBER(struct ipc_perm, uid_t, cuid);
MEMBER(struct ipc_perm, gid_t, cgid);
MEMBER(struct ipc_perm, mode_t, mode);
TYPE(uid_t);
TYPE(gid_t);
TYPE(mode_t);
TYPE(key_t);
CONSTANT(IPC_CREAT);
CONSTANT(IPC_EXCL);
CONSTANT(IPC_NOWAIT);
key_t conform_private = IPC_PRIVATE;
CONSTANT(IPC_RMID);
CONSTANT(IPC_SET);
CONSTANT(IPC_STAT);
FUNCTION(key_t, ftok, (const char *, int));
