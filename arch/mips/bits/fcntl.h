/* open() flags of mips (most flags differ from the generic ABI), as the kernel's <asm/fcntl.h> for this arch defines them. */
#ifndef T64_BITS_FCNTL_H
#define T64_BITS_FCNTL_H
#define O_CREAT     0x100
#define O_EXCL      0x400
#define O_NOCTTY    0x800
#define O_TRUNC     0x200
#define O_APPEND    0x8
#define O_NONBLOCK  0x80
#define O_DIRECTORY 0200000
#define O_NOFOLLOW  0400000
#define O_CLOEXEC   02000000
#define O_LARGEFILE 0x2000
#define O_DSYNC     0x10
#define O_SYNC      0x4010
#endif
