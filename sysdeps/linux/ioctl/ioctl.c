/* ioctl. A program built with the kernel's UAPI headers after t64's gets the time64
   request numbers and layouts (include/features.h: __USE_TIME_BITS64); a kernel older
   than the request (5.1 for SIOCGSTAMP*, 5.6 for the device requests of
   ioctl_table.c) does not know them and answers ENOTTY (some drivers EINVAL). Then the
   old request does the work, its structure converted both ways (ioctl_layout.h): a time
   the kernel would read that does not fit 32 bits is EOVERFLOW before any call; 32-bit
   seconds written back are read unsigned, as the clocks' are. The old request is
   remembered per family only once the kernel knew it: a descriptor of another kind (a
   socket without stamps, a device of another driver) refuses both. Every other request passes
   unchanged, so an old binary's old numbers (T32_1.0) reach the kernel as they are. */
#include <stdarg.h>
#include <sys/ioctl.h>
#include "ioctl_map.h"
#include "kernel_features.h"
#include "path.h"
#include "sock_time.h"
#include "kernel_call.h"

#ifdef T64_IOCTL_TIME32_FALLBACK
static int unknown(const struct t64_ioctl_map *m, long r)
{
	return r == -ENOTTY || (m->einval && r == -EINVAL);
}

static long new_or_old(int fd, unsigned long req, void *arg, const struct t64_ioctl_map *m)
{
	union { long long align; unsigned char b[T64_IOCTL_OLD_MAX]; } u;
	long r = -ENOTTY, o;
	if (!T64_MISSING(m->fam)) {
		r = __t64_syscall(SYS_ioctl, fd, req, arg);
		if (!unknown(m, r)) {
			T64_SET_PATH(m->fam, T64_PATH_TIME64);
			return r;
		}
	}
	/* A null buffer goes as it is: the kernel's EFAULT. */
	if (arg && __t64_ioctl_narrow(m->layout, u.b, arg)) return -EOVERFLOW;
	o = __t64_syscall(SYS_ioctl, fd, m->old_req, arg ? u.b : 0);
	if (unknown(m, o)) return T64_MISSING(m->fam) ? o : r;
	T64_SET_MISSING(m->fam);
	T64_SET_PATH(m->fam, T64_PATH_OLD);
	if (arg && (unsigned long)o < -4095UL) __t64_ioctl_widen(m->layout, arg, u.b);
	return o;
}
#endif

long __t64_ioctl(int fd, unsigned long req, void *arg)
{
#ifdef T64_IOCTL_TIME32_FALLBACK
	const struct t64_ioctl_map *m = __t64_ioctl_find(req);
	if (m) return new_or_old(fd, req, arg, m);
#endif
#ifndef T64_TIME32_FALLBACK
	if (req == SIOCGSTAMP || req == SIOCGSTAMPNS)
		T64_SET_PATH(T64_FAM_SOCKSTAMP, T64_PATH_TIME64);
#endif
	return __t64_syscall(SYS_ioctl, fd, req, arg);
}

int ioctl(int fd, unsigned long request, ...)
{
	va_list ap;
	va_start(ap, request);
	void *arg = va_arg(ap, void *);
	va_end(ap);
	return (int)__t64_ret(__t64_ioctl(fd, request, arg));
}
