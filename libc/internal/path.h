/* Which way each clock family reached the time, for t64probe and the tests: sysdeps
   record the path of the latest call per family. */
#ifndef T64_INTERNAL_PATH_H
#define T64_INTERNAL_PATH_H

enum t64_family {
	T64_FAM_GETTIME,
	T64_FAM_SETTIME,
	T64_FAM_GETRES,
	T64_FAM_SLEEP,
	T64_FAM_IPC,         /* SysV IPC get/ctl/snd/rcv/at/dt: direct call or ipc() */
	T64_FAM_SEMOP,
	T64_FAM_SEMTIMEDOP,
	/* files, timers, signal waits */
	T64_FAM_UTIMENS,
	T64_FAM_STAT,        /* "time64" is statx here */
	T64_FAM_TIMERFD_SET,
	T64_FAM_TIMERFD_GET,
	T64_FAM_TIMER_SET,
	T64_FAM_TIMER_GET,
	T64_FAM_SIGWAIT,
	/* waits, message queues, clock adjustment */
	T64_FAM_POLL,       /* ppoll, poll */
	T64_FAM_SELECT,     /* pselect, select */
	T64_FAM_RR,         /* sched_rr_get_interval */
	T64_FAM_MQ,         /* mq_timedsend, mq_timedreceive */
	T64_FAM_ADJTIME,    /* clock_adjtime, adjtimex, ntp_gettime */
	/* sockets */
	T64_FAM_SOCKET,     /* every socket call: direct or socketcall() */
	T64_FAM_SOCKOPT,    /* the time options: "time64" is the *_NEW ones, "old-call" *_OLD */
	T64_FAM_SOCKSTAMP,  /* ioctl SIOCGSTAMP, SIOCGSTAMPNS: *_NEW or *_OLD, the same way */
	T64_FAM_RECVMMSG,   /* recvmmsg with a timeout */
	/* device ioctls with a time in their buffer (Linux 5.6): time64 request or old */
	T64_FAM_SOUND,      /* SNDRV_PCM_IOCTL_STATUS.., SNDRV_RAWMIDI/TIMER_IOCTL_STATUS */
	T64_FAM_VIDEO,      /* VIDIOC_QUERYBUF, QBUF, DQBUF, PREPARE_BUF, DQEVENT */
	T64_FAM_PARPORT,    /* PPGETTIME, PPSETTIME, LPSETTIMEOUT */
	T64_FAM_PPP,        /* PPPIOCGIDLE64 */
	T64_FAM_COUNT
};

enum t64_path {
	T64_PATH_NONE,      /* not called yet */
	T64_PATH_VDSO,      /* the kernel's vDSO */
	T64_PATH_TIME64,    /* the 64-bit system call (*_time64, or the plain one on 64-bit arches) */
	T64_PATH_OLD,       /* the old 32-bit call, after ENOSYS from the time64 one */
	T64_PATH_SEMIHOST,  /* ARM semihosting */
	T64_PATH_BOARD,     /* a board hook supplied by the firmware */
	T64_PATH_DIRECT,    /* a direct SysV IPC system call (semget, semctl, ...) */
	T64_PATH_IPC_MUX,   /* the ipc() multiplexer, after ENOSYS from the direct call */
	T64_PATH_SOCKETCALL, /* the socketcall() multiplexer, after ENOSYS from the direct call */
};

extern unsigned char __t64_path[T64_FAM_COUNT];
const char *__t64_path_name(int path);

/* Every thread that makes a call records its path: a relaxed atomic store (a plain
   byte store on every target), so threads racing on it are no data race. */
#define T64_SET_PATH(fam, p) \
	__atomic_store_n(&__t64_path[fam], (unsigned char)(p), __ATOMIC_RELAXED)
#endif
