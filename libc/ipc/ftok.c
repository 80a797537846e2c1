#include <sys/ipc.h>
#include "sysv_ipc.h"

/* The System V recipe every libc shares, so keys agree across libcs: the low 16 bits
   of the inode, the low 8 bits of the device and of id. */
key_t ftok(const char *path, int id)
{
	unsigned long long ino;
	unsigned dev;
	if (__t64_ipc_ret(__t64_file_key_ids(path, &ino, &dev)) < 0) return -1;
	return (key_t)((ino & 0xffff) | ((dev & 0xff) << 16) | ((unsigned)(id & 0xff) << 24));
}
