/* open() flags of the generic ABI (x86_64, i386), as the kernel's <asm/fcntl.h> for this arch defines them. */
#ifndef T64_BITS_FCNTL_H
#define T64_BITS_FCNTL_H
#define O_CREAT     0100
#define O_EXCL      0200
#define O_NOCTTY    0400
#define O_TRUNC     01000
#define O_APPEND    02000
#define O_NONBLOCK  04000
#define O_DIRECTORY 0200000
#define O_NOFOLLOW  0400000
#define O_CLOEXEC   02000000
#define O_LARGEFILE 0100000
#define O_DSYNC     010000
#define O_SYNC      04010000
#endif
