/* The old ABI of libt64.so.1 (T32_1.0), as a program built before the switch to a 64-bit
   time_t saw it: a signed 32-bit time_t, struct timespec and struct timeval as two 32-bit
   words (libc/compat/time32/README.md). Old test programs include this instead of
   <time.h> and <sys/time.h>. */
#ifndef T64_TEST_COMPAT_TIME32_H
#define T64_TEST_COMPAT_TIME32_H
#include <stdint.h>

typedef int32_t time_t;
typedef int clockid_t;
struct timespec { int32_t tv_sec; int32_t tv_nsec; };
struct timeval { int32_t tv_sec; int32_t tv_usec; };
struct timezone { int tz_minuteswest; int tz_dsttime; };
struct tm {
	int tm_sec, tm_min, tm_hour, tm_mday, tm_mon, tm_year, tm_wday, tm_yday, tm_isdst;
	long tm_gmtoff;
	const char *tm_zone;
};

#define CLOCK_REALTIME 0
#define CLOCK_MONOTONIC 1
#define TIMER_ABSTIME 1
#define TIME_UTC 1

time_t time(time_t *t);
double difftime(time_t t1, time_t t0);
int clock_gettime(clockid_t clk, struct timespec *ts);
int clock_settime(clockid_t clk, const struct timespec *ts);
int clock_getres(clockid_t clk, struct timespec *res);
int clock_nanosleep(clockid_t clk, int flags, const struct timespec *req, struct timespec *rem);
int nanosleep(const struct timespec *req, struct timespec *rem);
int timespec_get(struct timespec *ts, int base);
int timespec_getres(struct timespec *ts, int base);
int gettimeofday(struct timeval *tv, void *tz);
int settimeofday(const struct timeval *tv, const struct timezone *tz);
struct tm *gmtime(const time_t *t);
struct tm *gmtime_r(const time_t *t, struct tm *tm);
time_t timegm(struct tm *tm);
long syscall(long n, ...);

/* SysV semaphores of the old ABI: the kernel's 32-bit semid64_ds of the arch, its time
   words as the old time_t (include/uapi/asm-generic/sembuf.h; mips: asm/sembuf.h puts
   the high words after sem_nsems). ipc64_perm: key, uid, gid, cuid, cgid, a 32-bit
   mode slot (16-bit mode and padding on i386 and arm), seq and padding, two unused. */
struct ipc_perm { int32_t key; uint32_t uid, gid, cuid, cgid, mode; uint16_t seq, pad; uint32_t unused[2]; };
struct semid_ds {
	struct ipc_perm sem_perm;
#ifdef __mips__
	time_t sem_otime, sem_ctime;
	uint32_t sem_nsems, unused_high[2];
#else
	time_t sem_otime;
	uint32_t unused1;
	time_t sem_ctime;
	uint32_t unused2, sem_nsems, unused3, unused4;
#endif
};
struct sembuf { unsigned short sem_num; short sem_op, sem_flg; };
#define IPC_PRIVATE 0
#define IPC_CREAT 01000
#define IPC_RMID 0
#define IPC_STAT 2
#define GETVAL 12
int semget(int key, int nsems, int flags);
int semop(int id, struct sembuf *sops, unsigned long nsops);
int semtimedop(int id, struct sembuf *sops, unsigned long nsops, const struct timespec *ts);
int semctl(int id, int num, int cmd, ...);
#endif
