#include <fcntl.h>
#include <sys/stat.h>
#include "files.h"
#include "ipc_call.h"

/* ftok's device bits are those of st_dev, whose low 8 bits are the minor's
   (new_encode_dev in include/linux/kdev_t.h, glibc's makedev). */
int __t64_file_key_ids(const char *path, unsigned long long *ino, unsigned *dev_low)
{
	struct statx st;
	int r = __t64_statx(AT_FDCWD, path, 0, STATX_INO, &st);
	if (r) return r;
	*ino = st.stx_ino;
	*dev_low = st.stx_dev_minor & 0xff;
	return 0;
}
