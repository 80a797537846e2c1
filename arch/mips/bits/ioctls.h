/* The terminal ioctls t64's tests use, as arch/mips/include/uapi/asm/ioctls.h numbers
   them: FIONREAD is mips's own, and _IOR/_IOW put the direction in other bits (read 2,
   write 4, at bit 29); test/uapi/check-tables compares them with the kernel's. */
#ifndef T64_BITS_IOCTLS_H
#define T64_BITS_IOCTLS_H
#define FIONREAD   0x467f
#define TIOCGPTN   0x40045430
#define TIOCSPTLCK 0x80045431
#endif
