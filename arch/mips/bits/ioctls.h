/* The ioctls of <sys/ioctl.h> (terminals, socket time stamps), as
   arch/mips/include/uapi/asm/ioctls.h numbers them: FIONREAD is mips's own, and
   _IOR/_IOW put the direction in other bits (read 2, write 4, at bit 29);
   test/uapi/check-tables compares them with the kernel's. */
#ifndef T64_BITS_IOCTLS_H
#define T64_BITS_IOCTLS_H
/* How arch/mips/include/uapi/asm/ioctl.h encodes a request: the direction in the top three bits (none 1, read 2,
   write 4), the argument's size in the 13 below them, then the type and number bytes.
   t64's ioctl derives the time64 and old device requests from it. */
#define __T64_IOC_NONE     1u
#define __T64_IOC_WRITE    4u
#define __T64_IOC_READ     2u
#define __T64_IOC_DIRSHIFT 29
#define FIONREAD   0x467f
#define TIOCGPTN   0x40045430
#define TIOCSPTLCK 0x80045431
/* A socket's last receive time (include/uapi/linux/sockios.h): *_OLD as a `long`
   pair, *_NEW (Linux 5.1) _IOR(0x89, 6 or 7, long long[2]) in this arch's _IOR. */
/* Whether a socket is at its out-of-band mark (sockatmark). */
#define SIOCATMARK       0x40047307
#define SIOCGSTAMP_OLD   0x8906
#define SIOCGSTAMPNS_OLD 0x8907
#define SIOCGSTAMP_NEW   0x40108906
#define SIOCGSTAMPNS_NEW 0x40108907
#endif
