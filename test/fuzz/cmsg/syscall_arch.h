/* fuzz_cmsg_widen's stand-in for arch/<arch>/syscall_arch.h: the code under test is
   built with i386's tables but runs on the host, so it has no system call instruction;
   every call goes through the fault seam's door (T64_FAULT_SEAM), which cmsg_bridge.c
   answers without reaching the kernel. */
#ifndef T64_SYSCALL_ARCH_H
#define T64_SYSCALL_ARCH_H
#ifndef T64_FAULT_SEAM
#error "fuzz_cmsg_widen's code has no system call instruction: build it with T64_FAULT_SEAM"
#endif
#endif
