/* <mqueue.h>: POSIX.1-2024 (message passing), but for mq_notify and pthread_attr_t,
   which t64 does not have (docs/headers.md). */
#include <mqueue.h>
#include "conform.h"

TYPE(mqd_t);
TYPE(size_t);
TYPE(ssize_t);
MEMBER(struct timespec, time_t, tv_sec);
MEMBER(struct timespec, long, tv_nsec);
COMPLETE(struct sigevent);
MEMBER(struct mq_attr, long, mq_flags);
MEMBER(struct mq_attr, long, mq_maxmsg);
MEMBER(struct mq_attr, long, mq_msgsize);
MEMBER(struct mq_attr, long, mq_curmsgs);
FUNCTION(int, mq_close, (mqd_t));
FUNCTION(int, mq_getattr, (mqd_t, struct mq_attr *));
FUNCTION(mqd_t, mq_open, (const char *, int, ...));
FUNCTION(ssize_t, mq_receive, (mqd_t, char *, size_t, unsigned *));
FUNCTION(int, mq_send, (mqd_t, const char *, size_t, unsigned));
FUNCTION(int, mq_setattr, (mqd_t, const struct mq_attr *restrict, struct mq_attr *restrict));
FUNCTION(ssize_t, mq_timedreceive, (mqd_t, char *restrict, size_t, unsigned *restrict,
                                    const struct timespec *restrict));
FUNCTION(int, mq_timedsend, (mqd_t, const char *, size_t, unsigned, const struct timespec *));
FUNCTION(int, mq_unlink, (const char *));
