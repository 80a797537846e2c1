/* The fault seam (-Dfault_seam=true, test builds only): rules that make chosen system
   calls answer an error without reaching the kernel, or spoil words of a buffer the
   kernel filled, as old kernels, seccomp filters and hostile emulators do. Every call of
   t64 passes __t64_seam_call (sysdeps/linux/kernel_call.h), so a rule sees all of them,
   but arm's SIGFPE for a division by zero (arch/arm/div0.h), which is arch/'s own. */
#ifndef T64_SYSDEPS_FAULT_SEAM_H
#define T64_SYSDEPS_FAULT_SEAM_H

enum t64_fault_kind {
	T64_FAULT_COUNT,        /* only count the calls */
	T64_FAULT_ERRNO,        /* answer -err, the kernel is not called */
	T64_FAULT_GARBAGE,      /* after a successful call, words at off[] of the buffer
	                           argument `arg` hold garbage (a kernel writing junk there) */
	T64_FAULT_UNTOUCHED,    /* after a successful call, words at off[] hold what they
	                           held before (a kernel that does not write them) */
	T64_FAULT_FAKE,         /* the test's function `fake` answers instead of the kernel
	                           (an old driver: test/linux/seam_ioctl.c) */
};

#define T64_FAULT_MAX_WORDS 8
#define T64_FAULT_MAX_RULES 8

struct t64_fault {
	long nr;                        /* the system call number it applies to */
	enum t64_fault_kind kind;
	int err;                        /* T64_FAULT_ERRNO */
	int arg;                        /* GARBAGE, UNTOUCHED: 0..5, the pointer argument */
	int n_off;
	unsigned short off[T64_FAULT_MAX_WORDS];   /* byte offsets of 32-bit words */
	unsigned calls;                 /* how many times nr reached the seam */
	long (*fake)(const long args[6]);   /* T64_FAULT_FAKE: the call's six arguments */
};

/* Adds a rule (a copy; at most T64_FAULT_MAX_RULES); returns its index or -1. */
int __t64_fault_add(const struct t64_fault *rule);
/* How many times the rule's call reached the seam since it was added. */
unsigned __t64_fault_calls(int rule);
/* Removes every rule. */
void __t64_fault_clear(void);
/* The garbage word written by T64_FAULT_GARBAGE. */
#define T64_FAULT_JUNK 0xa5a5a5a5u
#endif
