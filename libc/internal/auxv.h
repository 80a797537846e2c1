/* The auxiliary vector the kernel hands a program (for sysconf, the vDSO and
   sysdeps/linux/tzfile.c's set-user-ID check): kept by t64's start-up
   (sysdeps/linux/start_main.c, auxv.c), or read from the host libc for -Dhost_prefix
   (sysdeps/host/auxv.c). */
#ifndef T64_AUXV_H
#define T64_AUXV_H
/* Auxiliary vector keys of include/uapi/linux/auxvec.h. */
#define AT_NULL 0
#define AT_PAGESZ 6
#define AT_CLKTCK 17
#define AT_SECURE 23
#define AT_SYSINFO_EHDR 33

extern unsigned long *__t64_auxv;
unsigned long __t64_getauxval(unsigned long type);
#endif
