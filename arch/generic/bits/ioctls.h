/* The terminal ioctls t64's tests use, as include/uapi/asm-generic/ioctls.h numbers them
   (an arch whose direction bits or numbers differ has its own arch/<arch>/bits/ioctls.h);
   test/uapi/check-tables compares them with the kernel's <asm/ioctls.h>. */
#ifndef T64_BITS_IOCTLS_H
#define T64_BITS_IOCTLS_H
#define FIONREAD   0x541b
#define TIOCGPTN   0x80045430
#define TIOCSPTLCK 0x40045431
#endif
