/* Semihosting, the debugger's (or QEMU's) services to the target: ARM's operations,
   which RISC-V's semihosting takes over unchanged. Each arch's trap, which carries the
   operation number and a pointer to its argument block and returns the result, is its
   semihost_trap.h (sysdeps/baremetal/<arch>/, the cross file's t64_arch). */
#ifndef T64_SEMIHOST_H
#define T64_SEMIHOST_H

#define SYS_TIME     0x11   /* seconds since 1970 as one 32-bit word */
#define SYS_ELAPSED  0x30   /* ticks since start: a two-word block, low word first */
#define SYS_TICKFREQ 0x31   /* ticks per second, or -1 */

/* An out-of-line function, not inline asm at each use, so that a test can stand in for
   the host with -Wl,--wrap=__t64_semihost (a 2038-or-later SYS_TIME, say). */
long __t64_semihost(long op, void *arg);
#endif
