#ifndef _STDLIB_H
#define _STDLIB_H
#include <stddef.h>
#ifdef __cplusplus
extern "C" {
#endif
#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
/* GCC's spelling, which C99 programs accept too (_Noreturn is C11). */
__attribute__((__noreturn__)) void exit(int status);
__attribute__((__noreturn__)) void _Exit(int status);
char *getenv(const char *name);
#ifdef __cplusplus
}
#endif
#endif
