/* ARM semihosting, the debugger's (or QEMU's) services to the target: the operation
   number in r0, a pointer to its argument block in r1, the result back in r0. */
#ifndef T64_SEMIHOST_H
#define T64_SEMIHOST_H

#define SYS_TIME     0x11   /* seconds since 1970 as one 32-bit word */
#define SYS_ELAPSED  0x30   /* ticks since start: a two-word block, low word first */
#define SYS_TICKFREQ 0x31   /* ticks per second, or -1 */

/* An out-of-line function, not inline asm at each use, so that a test can stand in for
   the host with -Wl,--wrap=__t64_semihost (a 2038-or-later SYS_TIME, say). */
long __t64_semihost(long op, void *arg);
#endif
