/* A tiny formatter for t64's own programs (t64probe, the tests), which have no stdio on
   Linux (to standard output, or to a buffer): %d %u %x with l/ll, %s, %c, %%, and a field width with '0' or '-' flags. */
#ifndef T64_TOOLS_FMT_H
#define T64_TOOLS_FMT_H
#include <stdarg.h>
#include <stddef.h>

void t64_out(const char *s, size_t n);   /* tools/out_<os>.c: standard output */
void t64_vprintf(const char *fmt, va_list ap);
void t64_printf(const char *fmt, ...);
/* Like snprintf: at most n - 1 characters and a null; returns the full length. */
int t64_snprintf(char *buf, size_t n, const char *fmt, ...);
int t64_vsnprintf(char *buf, size_t n, const char *fmt, va_list ap);
#endif
