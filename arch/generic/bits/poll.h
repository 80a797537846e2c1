/* The poll events that differ per arch: asm-generic/poll.h's (x86_64, i386, arm). */
#ifndef T64_BITS_POLL_H
#define T64_BITS_POLL_H
#define POLLWRNORM 0x100
#define POLLWRBAND 0x200
#endif
