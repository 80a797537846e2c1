#include <mqueue.h>
#include <stdarg.h>
#include "kernel_call.h"

/* The kernel's names have no leading '/' (ipc/mqueue.c looks them up in the mqueue
   file system's root); POSIX names have one. As glibc: a name without it is EINVAL.
   (qemu-user depends on the '/' before the kernel's name: it reads from name - 1.) */
mqd_t mq_open(const char *name, int oflag, ...)
{
	unsigned mode = 0;
	struct mq_attr *attr = 0;
	if (name[0] != '/') {
		errno = EINVAL;
		return -1;
	}
	if (oflag & O_CREAT) {
		va_list ap;
		va_start(ap, oflag);
		mode = va_arg(ap, unsigned);
		attr = va_arg(ap, struct mq_attr *);
		va_end(ap);
	}
	return (mqd_t)__t64_ret(__t64_syscall(SYS_mq_open, name + 1, oflag, mode, attr));
}

/* The kernel answers EPERM or EACCES for a denied unlink; POSIX knows only EACCES. */
int mq_unlink(const char *name)
{
	if (name[0] != '/') {
		errno = EINVAL;
		return -1;
	}
	int r = (int)__t64_ret(__t64_syscall(SYS_mq_unlink, name + 1));
	if (r && errno == EPERM) errno = EACCES;
	return r;
}
