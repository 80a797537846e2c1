#ifndef _SIGNAL_H
#define _SIGNAL_H
#include <sys/types.h>
#ifdef __cplusplus
extern "C" {
#endif
int raise(int sig);
#ifdef __cplusplus
}
#endif
#endif
