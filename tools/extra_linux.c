/* The functions of extra.h for programs built on t64 alone (Linux): through the public
   syscall(), so they need nothing of the library's internals. */
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "extra.h"

long atol(const char *s)
{
	unsigned long v = 0;
	int neg = 0;
	while (*s == ' ' || (*s >= '\t' && *s <= '\r')) s++;
	if (*s == '-' || *s == '+') neg = *s++ == '-';
	while (*s >= '0' && *s <= '9') v = v * 10 + (unsigned long)(*s++ - '0');
	return neg ? (long)(0UL - v) : (long)v;
}

char *strchr(const char *s, int c)
{
	for (;; s++) {
		if (*s == (char)c) return (char *)s;
		if (!*s) return 0;
	}
}

int strncmp(const char *a, const char *b, size_t n)
{
	if (!n) return 0;
	while (--n && *a && *a == *b) a++, b++;
	return *(const unsigned char *)a - *(const unsigned char *)b;
}

int raise(int sig)
{
	return (int)syscall(SYS_tgkill, syscall(SYS_getpid), syscall(SYS_gettid), sig);
}

/* The asm-generic table (aarch64) has no fork call: clone with SIGCHLD alone as its
   flags is fork (kernel/fork.c). */
pid_t fork(void)
{
#ifdef SYS_fork
	return (pid_t)syscall(SYS_fork);
#else
	return (pid_t)syscall(SYS_clone, SIGCHLD, 0, 0, 0, 0);
#endif
}

int uname(struct utsname *u)
{
	return (int)syscall(SYS_uname, u);
}
