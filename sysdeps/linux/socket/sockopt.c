/* setsockopt and getsockopt. The time options t64's <sys/socket.h> names are the *_NEW
   ones on a 32-bit-time arch (Linux 5.1, include/uapi/asm-generic/socket.h); an older
   kernel answers them ENOPROTOOPT, and the *_OLD option with a 32-bit time does their
   work, remembered like the time64 fallback:
   - a timeout is a relative time: narrowed with a clamp to INT32_MAX s (the error policy
     of relative waits), which the kernel reads as "no timeout" anyway (a 32-bit kernel's
     longest is LONG_MAX jiffies, under a year); microseconds out of range stay out of
     range, so the kernel's EDOM stands;
   - a time stamp option takes the same int (or struct) under its old name. */
#include <sys/socket.h>
#include <sys/time.h>
#include "sockcall.h"
#include "sock_time.h"

static long set(int fd, int level, int name, const void *v, socklen_t len)
{
	return T64_SOCK(setsockopt, SETSOCKOPT, fd, level, name, v, len);
}

static long get(int fd, int level, int name, void *v, socklen_t *len)
{
	return T64_SOCK(getsockopt, GETSOCKOPT, fd, level, name, v, len);
}

/* The options with a time in them, as <sys/socket.h> names them. */
static int time_option(int level, int name)
{
	return level == SOL_SOCKET && (name == SO_RCVTIMEO || name == SO_SNDTIMEO ||
		name == SO_TIMESTAMP || name == SO_TIMESTAMPNS || name == SO_TIMESTAMPING);
}

#ifdef T64_TIME32_FALLBACK
/* The *_OLD twin of a *_NEW time option. */
static int old_name(int name)
{
	switch (name) {
	case SO_RCVTIMEO_NEW: return SO_RCVTIMEO_OLD;
	case SO_SNDTIMEO_NEW: return SO_SNDTIMEO_OLD;
	case SO_TIMESTAMP_NEW: return SO_TIMESTAMP_OLD;
	case SO_TIMESTAMPNS_NEW: return SO_TIMESTAMPNS_OLD;
	}
	return SO_TIMESTAMPING_OLD;
}

static int is_timeout(int old) { return old == SO_RCVTIMEO_OLD || old == SO_SNDTIMEO_OLD; }

static int32_t clamp32(long long v)
{
	return v > INT32_MAX ? INT32_MAX : v < INT32_MIN ? INT32_MIN : (int32_t)v;
}

/* Whether the *_NEW option's answer r stands: anything but ENOPROTOOPT, which says the
   kernel lacks it (remembered); the path taken is recorded either way. */
static int new_stands(long r)
{
	if (r != -ENOPROTOOPT) {
		T64_SET_PATH(T64_FAM_SOCKOPT, T64_PATH_TIME64);
		return 1;
	}
	T64_SET_MISSING(T64_FAM_SOCKOPT);
	return 0;
}
#endif

long __t64_setsockopt(int fd, int level, int name, const void *v, socklen_t len)
{
	if (time_option(level, name)) {
#ifdef T64_TIME32_FALLBACK
		long r;
		int old = old_name(name);
		if (!T64_MISSING(T64_FAM_SOCKOPT) && new_stands(r = set(fd, level, name, v, len))) return r;
		T64_SET_PATH(T64_FAM_SOCKOPT, T64_PATH_OLD);
		if (is_timeout(old)) {
			struct timeval tv;
			int32_t o[2];
			if (len < sizeof tv) return -EINVAL;
			__builtin_memcpy(&tv, v, sizeof tv);
			o[0] = clamp32(tv.tv_sec);
			o[1] = clamp32(tv.tv_usec);
			return set(fd, level, old, o, sizeof o);
		}
		return set(fd, level, old, v, len);
#else
		T64_SET_PATH(T64_FAM_SOCKOPT, T64_PATH_TIME64);
#endif
	}
	return set(fd, level, name, v, len);
}

long __t64_getsockopt(int fd, int level, int name, void *v, socklen_t *len)
{
	if (time_option(level, name)) {
#ifdef T64_TIME32_FALLBACK
		long r;
		int old = old_name(name);
		if (!T64_MISSING(T64_FAM_SOCKOPT) && new_stands(r = get(fd, level, name, v, len))) return r;
		T64_SET_PATH(T64_FAM_SOCKOPT, T64_PATH_OLD);
		if (is_timeout(old)) {
			/* As the kernel does: at most the caller's length is copied, and the
			   length becomes what was copied. A timeout is never negative. */
			int32_t o[2];
			socklen_t olen = sizeof o, n;
			struct timeval tv;
			if (!len) return -EFAULT;
			r = get(fd, level, old, o, &olen);
			if (r) return r;
			tv.tv_sec = __t64_old_secs(o[0]);
			tv.tv_usec = o[1];
			n = *len < sizeof tv ? *len : sizeof tv;
			__builtin_memcpy(v, &tv, n);
			*len = n;
			return 0;
		}
		return get(fd, level, old, v, len);
#else
		T64_SET_PATH(T64_FAM_SOCKOPT, T64_PATH_TIME64);
#endif
	}
	return get(fd, level, name, v, len);
}

int setsockopt(int fd, int level, int name, const void *value, socklen_t len)
{
	return (int)__t64_ret(__t64_setsockopt(fd, level, name, value, len));
}

int getsockopt(int fd, int level, int name, void *restrict value, socklen_t *restrict len)
{
	return (int)__t64_ret(__t64_getsockopt(fd, level, name, value, len));
}
