#ifndef _SIGNAL_H
#define _SIGNAL_H
#include <sys/types.h>
#ifdef __cplusplus
extern "C" {
#endif
/* glibc's size (1024 signals): room to grow. The kernel reads only its own _NSIG/8
   bytes (8 here, 16 on mips: arch/mips/include/uapi/asm/signal.h), the leading words. */
typedef struct { unsigned long __bits[128 / sizeof(long)]; } sigset_t;

int raise(int sig);
#ifdef __cplusplus
}
#endif
#endif
