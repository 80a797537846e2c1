/* The old ABI of libt64.so.1 (T32_1.0), as a program built before the switch to a 64-bit
   time_t saw it: a signed 32-bit time_t, struct timespec and struct timeval as two 32-bit
   words (docs/abi.md). Old test programs include this instead of
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
char *ctime(const time_t *t);
char *ctime_r(const time_t *t, char *buf);
struct tm *localtime(const time_t *t);
struct tm *localtime_r(const time_t *t, struct tm *tm);
time_t mktime(struct tm *tm);
time_t timelocal(struct tm *tm);
extern char **environ;
long syscall(long n, ...);

/* SysV semaphores of the old ABI: the kernel's 32-bit semid64_ds of the arch, its time
   words as the old time_t: include/uapi/asm-generic/sembuf.h and ipcbuf.h (ipc64_perm:
   key, uid, gid, cuid, cgid, a 32-bit mode slot (16-bit mode and padding on i386 and
   arm), seq and padding, two unused), unless arch/<arch>/old_sem.h gives the
   arch's own (mips puts the high words after sem_nsems). */
#if __has_include("old_sem.h")
#include "old_sem.h"
#else
struct ipc_perm { int32_t key; uint32_t uid, gid, cuid, cgid, mode; uint16_t seq, pad; uint32_t unused[2]; };
struct semid_ds {
	struct ipc_perm sem_perm;
	time_t sem_otime;
	uint32_t unused1;
	time_t sem_ctime;
	uint32_t unused2, sem_nsems, unused3, unused4;
};
#endif
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
/* Files, timers and signal waits in the old ABI. struct stat is t64's own layout with
   the three times as 32-bit timespecs (docs/abi.md). */
struct stat {
	unsigned long long st_dev, st_ino;
	unsigned st_mode, st_nlink, st_uid, st_gid;
	unsigned long long st_rdev;
	long long st_size;
	long st_blksize;
	long long st_blocks;
	struct timespec st_atim, st_mtim, st_ctim;
};
struct itimerspec { struct timespec it_interval, it_value; };
struct itimerval { struct timeval it_interval, it_value; };
struct utimbuf { time_t actime, modtime; };
/* Large enough for every arch's kernel sigset_t (16 bytes on mips); t64 uses its own size. */
typedef struct { unsigned long __bits[128 / (8 * sizeof(long))]; } sigset_t;
typedef struct { int si_signo; int __rest[31]; } siginfo_t;
typedef void *timer_t;
struct sigevent { int sigev_value, sigev_signo, sigev_notify, __pad[13]; };
#define SIGEV_SIGNAL 0
#define SIGEV_NONE 1
#define ITIMER_REAL 0
#define AT_FDCWD (-100)
#define O_RDWR 02
#define UTIME_OMIT ((1l << 30) - 2l)

int stat(const char *path, struct stat *st);
int fstat(int fd, struct stat *st);
int lstat(const char *path, struct stat *st);
int fstatat(int dirfd, const char *path, struct stat *st, int flags);
int utimensat(int dirfd, const char *path, const struct timespec ts[2], int flags);
int futimens(int fd, const struct timespec ts[2]);
int utimes(const char *path, const struct timeval tv[2]);
int futimes(int fd, const struct timeval tv[2]);
int lutimes(const char *path, const struct timeval tv[2]);
int futimesat(int dirfd, const char *path, const struct timeval tv[2]);   /* T32_1.1 */
int utime(const char *path, const struct utimbuf *t);
int timerfd_create(clockid_t clk, int flags);
int timerfd_settime(int fd, int flags, const struct itimerspec *v, struct itimerspec *old);
int timerfd_gettime(int fd, struct itimerspec *v);
int timer_create(clockid_t clk, struct sigevent *sev, timer_t *id);
int timer_settime(timer_t id, int flags, const struct itimerspec *v, struct itimerspec *old);
int timer_gettime(timer_t id, struct itimerspec *v);
int timer_delete(timer_t id);
int setitimer(int which, const struct itimerval *v, struct itimerval *old);
int getitimer(int which, struct itimerval *v);
int sigemptyset(sigset_t *set);
int sigaddset(sigset_t *set, int sig);
int sigprocmask(int how, const sigset_t *set, sigset_t *old);
int sigtimedwait(const sigset_t *set, siginfo_t *info, const struct timespec *timeout);
int raise(int sig);
int open(const char *path, int flags, ...);
int close(int fd);
long read(int fd, void *buf, unsigned long n);
int unlink(const char *path);
int getpid(void);

/* Waits, clock adjustment and usage in the old ABI: struct timex is the 32-bit kernel's
   (every long 32-bit), struct rusage has 32-bit timevals, struct ntptimeval a 32-bit
   timeval. */
struct pollfd { int fd; short events, revents; };
typedef struct { unsigned long fds_bits[1024 / (8 * sizeof(long))]; } fd_set;
struct timex {
	unsigned modes;
	long offset, freq, maxerror, esterror;
	int status;
	long constant, precision, tolerance;
	struct timeval time;
	long tick, ppsfreq, jitter;
	int shift;
	long stabil, jitcnt, calcnt, errcnt, stbcnt;
	int tai;
	int pad[11];
};
struct ntptimeval { struct timeval time; long maxerror, esterror, tai, reserved[4]; };
struct rusage { struct timeval ru_utime, ru_stime; long rest[14]; };
int ppoll(struct pollfd *fds, unsigned long n, const struct timespec *ts, const sigset_t *mask);
int select(int n, fd_set *r, fd_set *w, fd_set *e, struct timeval *tv);
int pselect(int n, fd_set *r, fd_set *w, fd_set *e, const struct timespec *ts, const sigset_t *mask);
int sched_rr_get_interval(int pid, struct timespec *ts);
int mq_timedsend(int mq, const char *msg, unsigned long len, unsigned prio, const struct timespec *ts);
long mq_timedreceive(int mq, char *msg, unsigned long len, unsigned *prio, const struct timespec *ts);
int clock_adjtime(clockid_t clk, struct timex *tx);
int adjtimex(struct timex *tx);
int ntp_gettime(struct ntptimeval *ntv);
int getrusage(int who, struct rusage *ru);
int wait4(int pid, int *status, int options, struct rusage *ru);
/* Release 1.1's (T32_1.1). */
int ntp_adjtime(struct timex *tx);
int ntp_gettimex(struct ntptimeval *ntv);
int adjtime(const struct timeval *delta, struct timeval *olddelta);
int wait3(int *status, int options, struct rusage *ru);
int close(int fd);
/* Sockets in the old ABI: the kernel's structures (no time in them), and the time
   options, control messages and ioctls under their *_OLD numbers with the 32-bit struct
   timeval and timespec above (t64's <bits/socket.h> and <bits/ioctls.h> name both).
   Control messages are aligned to the 32-bit long. */
#include <bits/ioctls.h>
#include <bits/socket.h>
typedef unsigned socklen_t;
struct sockaddr { unsigned short sa_family; char sa_data[14]; };
struct in_addr { uint32_t s_addr; };
struct sockaddr_in { unsigned short sin_family; uint16_t sin_port; struct in_addr sin_addr; unsigned char sin_zero[8]; };
struct iovec { void *iov_base; unsigned long iov_len; };
struct msghdr {
	void *msg_name;
	socklen_t msg_namelen;
	struct iovec *msg_iov;
	unsigned long msg_iovlen;
	void *msg_control;
	unsigned long msg_controllen;
	int msg_flags;
};
struct cmsghdr { unsigned long cmsg_len; int cmsg_level, cmsg_type; };
struct mmsghdr { struct msghdr msg_hdr; unsigned msg_len; };
struct scm_timestamping { struct timespec ts[3]; };
#define CMSG_ALIGN(n) (((n) + sizeof(long) - 1) & ~(sizeof(long) - 1))
#define CMSG_SPACE(n) (CMSG_ALIGN(sizeof(struct cmsghdr)) + CMSG_ALIGN(n))
#define CMSG_LEN(n) (CMSG_ALIGN(sizeof(struct cmsghdr)) + (n))
#define CMSG_DATA(c) ((unsigned char *)(c) + CMSG_ALIGN(sizeof(struct cmsghdr)))
#define SO_RCVTIMEO SO_RCVTIMEO_OLD
#define SO_SNDTIMEO SO_SNDTIMEO_OLD
#define SO_TIMESTAMP SO_TIMESTAMP_OLD
#define SO_TIMESTAMPNS SO_TIMESTAMPNS_OLD
#define SO_TIMESTAMPING SO_TIMESTAMPING_OLD
#define SCM_TIMESTAMP SO_TIMESTAMP
#define SCM_TIMESTAMPNS SO_TIMESTAMPNS
#define SCM_TIMESTAMPING SO_TIMESTAMPING
#define SIOCGSTAMP SIOCGSTAMP_OLD
#define SIOCGSTAMPNS SIOCGSTAMPNS_OLD
#define AF_INET 2
#define MSG_CTRUNC 0x8
#define MSG_DONTWAIT 0x40
#define SOF_TIMESTAMPING_RX_SOFTWARE 0x8
#define SOF_TIMESTAMPING_SOFTWARE 0x10
#define AF_UNIX 1
#define SCM_RIGHTS 1
int socket(int domain, int type, int protocol);
int socketpair(int domain, int type, int protocol, int sv[2]);
long sendmsg(int fd, const struct msghdr *msg, int flags);
int bind(int fd, const struct sockaddr *addr, socklen_t len);
int getsockname(int fd, struct sockaddr *addr, socklen_t *len);
long sendto(int fd, const void *buf, unsigned long n, int flags, const struct sockaddr *addr, socklen_t len);
long recv(int fd, void *buf, unsigned long n, int flags);
long recvmsg(int fd, struct msghdr *msg, int flags);
int recvmmsg(int fd, struct mmsghdr *msgs, unsigned n, int flags, struct timespec *timeout);
int setsockopt(int fd, int level, int name, const void *value, socklen_t len);
int getsockopt(int fd, int level, int name, void *value, socklen_t *len);
int ioctl(int fd, unsigned long request, ...);
#endif
