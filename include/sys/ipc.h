#ifndef _SYS_IPC_H
#define _SYS_IPC_H
#include <sys/types.h>
#ifdef __cplusplus
extern "C" {
#endif

/* Flags and commands of include/uapi/linux/ipc.h: the same numbers on every Linux arch. */
#define IPC_PRIVATE ((key_t)0)
#define IPC_CREAT  01000
#define IPC_EXCL   02000
#define IPC_NOWAIT 04000

#define IPC_RMID 0
#define IPC_SET  1
#define IPC_STAT 2
#define IPC_INFO 3

/* t64's own structure, the same on every target: the kernel's struct ipc64_perm
   (include/uapi/asm-generic/ipcbuf.h) is translated into it by sysdeps/linux. */
struct ipc_perm {
	key_t __key;
	uid_t uid;
	gid_t gid;
	uid_t cuid;
	gid_t cgid;
	mode_t mode;
	unsigned short __seq;
};

key_t ftok(const char *path, int id);

#ifdef __cplusplus
}
#endif
#endif
