#ifndef _STDLIB_H
#define _STDLIB_H
#include <stddef.h>
#ifdef __cplusplus
extern "C" {
#endif
#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
_Noreturn void exit(int status);
_Noreturn void _Exit(int status);
char *getenv(const char *name);
#ifdef __cplusplus
}
#endif
#endif
