/* ioctl, and the requests t64 knows. SIOCGSTAMP and SIOCGSTAMPNS fill a 64-bit struct
   timeval and struct timespec on every target: on a 32-bit arch they are the *_NEW
   requests of Linux 5.1, which t64 turns into the *_OLD ones on an older kernel; on a
   64-bit arch the plain requests were always 64-bit. */
#ifndef _SYS_IOCTL_H
#define _SYS_IOCTL_H
#include <features.h>
#include <bits/ioctls.h>
#ifdef __cplusplus
extern "C" {
#endif

#if __SIZEOF_LONG__ == 8
#define SIOCGSTAMP   SIOCGSTAMP_OLD
#define SIOCGSTAMPNS SIOCGSTAMPNS_OLD
#else
#define SIOCGSTAMP   SIOCGSTAMP_NEW
#define SIOCGSTAMPNS SIOCGSTAMPNS_NEW
#endif

/* The request as glibc types it: an unsigned long, whose bits (asm/ioctl.h) may exceed
   INT_MAX. The one optional argument is an int or a pointer. */
int ioctl(int fd, unsigned long request, ...);

#ifdef __cplusplus
}
#endif
#endif
