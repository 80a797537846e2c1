/* check-devices' kernel side (time.h says why): a struct timeval of a time64 program is
   two 64-bit words to the kernel (__kernel_sock_timeval; videodev2's and ppdev's time64
   forms have the same layout). */
#ifndef T64_KT64_SYS_TIME_H
#define T64_KT64_SYS_TIME_H
#include <time.h>
#define timeval __kernel_sock_timeval
#endif
