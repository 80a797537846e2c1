/* open() flags of powerpc: O_DIRECTORY, O_NOFOLLOW and O_LARGEFILE differ from the generic
   ABI (and O_DIRECT, which t64 does not define), as the kernel's arch/powerpc/include/
   uapi/asm/fcntl.h sets them over asm-generic/fcntl.h. */
#ifndef T64_BITS_FCNTL_H
#define T64_BITS_FCNTL_H
#define O_CREAT     0100
#define O_EXCL      0200
#define O_NOCTTY    0400
#define O_TRUNC     01000
#define O_APPEND    02000
#define O_NONBLOCK  04000
#define O_DIRECTORY 040000
#define O_NOFOLLOW  0100000
#define O_CLOEXEC   02000000
#define O_LARGEFILE 0200000
#define O_DSYNC     010000
#define O_SYNC      04010000
#endif
