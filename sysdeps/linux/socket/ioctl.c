/* ioctl. SIOCGSTAMP and SIOCGSTAMPNS of t64's <sys/ioctl.h> are the *_NEW requests on a
   32-bit-time arch (Linux 5.1, include/uapi/linux/sockios.h); an older kernel does not
   know them (ENOTTY, or EINVAL from some protocols), and the *_OLD request, whose 32-bit
   seconds are read unsigned as the clocks' are, does their work. The fallback is
   remembered only once the old request worked: a socket that has no time stamps at all
   (AF_UNIX) refuses both. */
#include <stdarg.h>
#include <sys/ioctl.h>
#include <sys/time.h>
#include "kernel_features.h"
#include "path.h"
#include "socket.h"
#include "syscall.h"

#ifdef T64_TIME32_FALLBACK
static long stamp_old(int fd, unsigned long req, void *arg)
{
	int32_t o[2];
	long r = __t64_syscall(SYS_ioctl, fd, req == SIOCGSTAMP_NEW ? SIOCGSTAMP_OLD : SIOCGSTAMPNS_OLD, o);
	if (r) return r;
	if (req == SIOCGSTAMP_NEW) {
		struct timeval tv = { __t64_old_secs(o[0]), o[1] };
		__builtin_memcpy(arg, &tv, sizeof tv);
	} else {
		struct timespec ts = { .tv_sec = __t64_old_secs(o[0]), .tv_nsec = o[1] };
		__builtin_memcpy(arg, &ts, sizeof ts);
	}
	return 0;
}
#endif

long __t64_ioctl(int fd, unsigned long req, void *arg)
{
#ifdef T64_TIME32_FALLBACK
	if (req == SIOCGSTAMP_NEW || req == SIOCGSTAMPNS_NEW) {
		long r = -ENOTTY, o;
		if (!T64_MISSING(T64_FAM_SOCKSTAMP)) {
			r = __t64_syscall(SYS_ioctl, fd, req, arg);
			if (r != -ENOTTY && r != -EINVAL) {
				T64_SET_PATH(T64_FAM_SOCKSTAMP, T64_PATH_TIME64);
				return r;
			}
		}
		o = stamp_old(fd, req, arg);
		if (o == -ENOTTY || o == -EINVAL) return T64_MISSING(T64_FAM_SOCKSTAMP) ? o : r;
		T64_SET_MISSING(T64_FAM_SOCKSTAMP);
		T64_SET_PATH(T64_FAM_SOCKSTAMP, T64_PATH_OLD);
		return o;
	}
#else
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
