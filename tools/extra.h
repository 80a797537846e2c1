/* What t64's own programs (t64probe, the tests, the benchmarks) use beyond the library's
   interface: a few libc functions that t64 does not export, built into these programs
   only (extra_linux.c). Elsewhere the system's libc has them, with these prototypes. */
#ifndef T64_TOOLS_EXTRA_H
#define T64_TOOLS_EXTRA_H
#include <stddef.h>
#include <sys/types.h>

long atol(const char *s);
char *strchr(const char *s, int c);
int strncmp(const char *a, const char *b, size_t n);
int raise(int sig);
pid_t fork(void);

/* The kernel's struct new_utsname (include/uapi/linux/utsname.h): six 65-byte strings on
   every arch, filled by the newuname call (SYS_uname in t64's tables). */
struct utsname {
	char sysname[65];
	char nodename[65];
	char release[65];
	char version[65];
	char machine[65];
	char domainname[65];
};
int uname(struct utsname *u);
#endif
