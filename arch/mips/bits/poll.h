/* The poll events that differ per arch: mips's asm/poll.h (POLLWRNORM is POLLOUT). */
#ifndef T64_BITS_POLL_H
#define T64_BITS_POLL_H
#define POLLWRNORM 0x004
#define POLLWRBAND 0x100
#endif
