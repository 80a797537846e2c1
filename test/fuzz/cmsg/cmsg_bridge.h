/* Between fuzz_cmsg_widen.c (built on the host libc's headers, for libFuzzer and stdio)
   and cmsg_bridge.c (built as sysdeps/linux/socket/cmsg_widen.c is: t64's headers with
   i386's tables). Only plain C types cross it, so neither side sees the other's headers. */
#ifndef T64_FUZZ_CMSG_BRIDGE_H
#define T64_FUZZ_CMSG_BRIDGE_H

/* The numbers and the struct layout as t64's <sys/socket.h> gives them to cmsg_widen.c:
   the harness checks at start that the host's struct msghdr and struct cmsghdr lie the
   same way, then names the levels, types and flags by these. */
struct t64fz_cmsg_abi {
	int sol_socket, scm_rights, msg_ctrunc;
	int old_type[3], new_type[3];   /* SO_TIMESTAMP, SO_TIMESTAMPNS, SO_TIMESTAMPING */
	unsigned long msghdr_size, off_control, off_controllen, off_flags;
	unsigned long cmsghdr_size, off_level, off_type, cmsg_align;
};
extern const struct t64fz_cmsg_abi t64fz_cmsg_abi;

/* The library's __t64_cmsg_widen(m, cap) on the harness's struct msghdr. */
void t64fz_cmsg_widen(void *m, unsigned long cap);

/* What the code under test asked of the kernel: close()'s descriptors in order, and any
   other call (there should be none). */
#define T64FZ_MAX_CLOSED 4096
extern int t64fz_closed[T64FZ_MAX_CLOSED];
extern unsigned t64fz_n_closed, t64fz_other_calls;
#endif
