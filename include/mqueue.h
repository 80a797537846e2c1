#ifndef _MQUEUE_H
#define _MQUEUE_H
#include <fcntl.h>
/* POSIX asks <mqueue.h> for the complete struct sigevent, which <signal.h> defines. */
#include <signal.h>
#include <time.h>
#ifdef __cplusplus
extern "C" {
#endif

typedef int mqd_t;

/* The kernel's struct mq_attr (include/uapi/linux/mqueue.h): __kernel_long_t is long on
   every t64 arch. */
struct mq_attr {
	long mq_flags;
	long mq_maxmsg;
	long mq_msgsize;
	long mq_curmsgs;
	long __reserved[4];
};

/* name starts with '/' (POSIX; else EINVAL); mode_t and struct mq_attr * follow O_CREAT. */
mqd_t mq_open(const char *name, int oflag, ...);
int mq_close(mqd_t mq);
int mq_unlink(const char *name);
int mq_send(mqd_t mq, const char *msg, size_t len, unsigned prio);
ssize_t mq_receive(mqd_t mq, char *msg, size_t len, unsigned *prio);
int mq_timedsend(mqd_t mq, const char *msg, size_t len, unsigned prio,
                 const struct timespec *abs_timeout);
ssize_t mq_timedreceive(mqd_t mq, char *restrict msg, size_t len, unsigned *restrict prio,
                        const struct timespec *restrict abs_timeout);
int mq_getattr(mqd_t mq, struct mq_attr *attr);
int mq_setattr(mqd_t mq, const struct mq_attr *restrict attr, struct mq_attr *restrict old);

#ifdef __cplusplus
}
#endif
#endif
