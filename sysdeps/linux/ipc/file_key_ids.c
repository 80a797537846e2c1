#include <fcntl.h>
#include "ipc_call.h"

/* The head of struct statx (include/uapi/linux/stat.h), the one stat call with the same
   layout on every arch; the kernel fills the whole 256 bytes. */
struct t64_statx {
	uint32_t mask, blksize;
	uint64_t attributes;
	uint32_t nlink, uid, gid;
	uint16_t mode, spare0;
	uint64_t ino;
	uint64_t size_blocks_attrmask[3];
	uint64_t times[8];
	uint32_t rdev_major, rdev_minor, dev_major, dev_minor;
	uint64_t rest[14];
};

/* ftok's device bits are those of st_dev, whose low 8 bits are the minor's
   (new_encode_dev in include/linux/kdev_t.h, glibc's makedev). */
int __t64_file_key_ids(const char *path, unsigned long long *ino, unsigned *dev_low)
{
	struct t64_statx st;
	long r = __t64_syscall(SYS_statx, AT_FDCWD, path, 0, 0x100 /* STATX_INO */, &st);
	if (r) return (int)r;
	*ino = st.ino;
	*dev_low = st.dev_minor & 0xff;
	return 0;
}
