#include <sys/stat.h>
#include "files.h"
#include "kernel_features.h"
#include "kernel_call.h"

#ifdef T64_TIME32_FALLBACK
/* The old call takes signed 32-bit seconds: a time that does not fit is refused before
   the file is touched. UTIME_NOW and UTIME_OMIT ignore tv_sec, so any tv_sec goes. */
static long utimens32(int dirfd, const char *path, const struct timespec *ts, int flags)
{
	struct t64_old_timespec o[2];
	for (int i = 0; ts && i < 2; i++) {
		struct timespec t = ts[i];
		if (t.tv_nsec == UTIME_NOW || t.tv_nsec == UTIME_OMIT) t.tv_sec = 0;
		if (__t64_to_old_ts(&o[i], &t)) return -T64_ENOFIT;
	}
	return __t64_syscall(SYS_utimensat_time32, dirfd, path, ts ? o : 0, flags);
}
#endif

int __t64_utimensat(int dirfd, const char *path, const struct timespec ts[2], int flags)
{
	return (int)T64_TIME64_OR_OLD(T64_FAM_UTIMENS,
		__t64_syscall(T64_NR_utimensat, dirfd, path, ts, flags),
		utimens32(dirfd, path, ts, flags));
}
