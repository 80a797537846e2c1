/* The old ABI's IPC structures (T32_1.0) for the twins in libc/compat/time32/__t32_ipc.c: the
   kernel's 32-bit *id64_ds layout of this arch with only the low time words meaningful,
   as binaries built before the switch to a 64-bit time_t know them. */
#include <string.h>
#include "sysv_ipc.h"
#include "ipc_arch.h"
#include "ipc_kernel.h"

/* Writes exactly the old structure's size, and only when every time fits. */
#define T64_OLD_OUT(kind, type) \
int __t64_ipc_old_##kind##_out(const type *d, void *old) \
{ \
	union t64_kbuf k = { { 0 } }; \
	if (__t64_ipc_encode_old_##kind(T64_IPC_LAYOUT, d, k.b)) return -EOVERFLOW; \
	memcpy(old, k.b, T64_IPC_LAYOUT->kind.size); \
	return 0; \
} \
void __t64_ipc_old_##kind##_in(const void *old, type *d) \
{ \
	union t64_kbuf k = { { 0 } }; \
	memcpy(k.b, old, T64_IPC_LAYOUT->kind.size); \
	__t64_ipc_decode_##kind(T64_IPC_LAYOUT, k.b, d); \
}

T64_OLD_OUT(sem, struct semid_ds)
T64_OLD_OUT(shm, struct shmid_ds)
T64_OLD_OUT(msg, struct msqid_ds)
