/* The ioctls of <sys/ioctl.h> (terminals, socket time stamps), as
   include/uapi/asm-generic/ioctls.h numbers them (an arch whose direction bits or
   numbers differ has its own arch/<arch>/bits/ioctls.h); test/uapi/check-tables
   compares them with the kernel's <asm/ioctls.h>. */
#ifndef T64_BITS_IOCTLS_H
#define T64_BITS_IOCTLS_H
/* How include/uapi/asm-generic/ioctl.h encodes a request: the direction in the top two
   bits (write 1, read 2), the argument's size in the 14 below them, then the type and
   number bytes. t64's ioctl derives the time64 and old device requests from it. */
#define __T64_IOC_NONE     0u
#define __T64_IOC_WRITE    1u
#define __T64_IOC_READ     2u
#define __T64_IOC_DIRSHIFT 30
#define FIONREAD   0x541b
#define TIOCGPTN   0x80045430
#define TIOCSPTLCK 0x40045431
/* A socket's last receive time (include/uapi/linux/sockios.h): *_OLD as a `long`
   pair, *_NEW (Linux 5.1) _IOR(0x89, 6 or 7, long long[2]) in this arch's _IOR. */
/* Whether a socket is at its out-of-band mark (sockatmark). */
#define SIOCATMARK       0x8905
#define SIOCGSTAMP_OLD   0x8906
#define SIOCGSTAMPNS_OLD 0x8907
#define SIOCGSTAMP_NEW   0x80108906
#define SIOCGSTAMPNS_NEW 0x80108907
#endif
