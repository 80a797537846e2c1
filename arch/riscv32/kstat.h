/* riscv32 has no stat call but statx: arch/riscv/include/uapi/asm/unistd.h asks for
   neither __ARCH_WANT_STAT64 (fstatat64 and fstat64, 32-bit times) nor, on a 32-bit
   arch, __ARCH_WANT_NEW_STAT (newfstatat), so include/uapi/asm-generic/unistd.h gives
   none. sysdeps/linux/__t64_fstatat.c takes statx alone (T64_STAT_STATX, and no time32
   fallback: kernel_features.h), so no struct t64_kstat and no T64_NR_kstat here;
   test/uapi/check-tables checks that the kernel's table has no such call. */
#ifndef T64_KSTAT_H
#define T64_KSTAT_H
#endif
