/* Tiny TAP test harness for t64's test programs: each T_CHECK prints one TAP line
   through tools/fmt.c (no stdio on Linux). */
#ifndef T64_TEST_T_H
#define T64_TEST_T_H
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "fmt.h"

#define t_printf t64_printf
void t_result(int ok, const char *fmt, ...);
int t_done(void);
extern int t_failed;

#define T_CHECK(cond, ...) t_result(!!(cond), __VA_ARGS__)
#define T_EQ_LL(a, b, what) do { \
	long long t_a_ = (long long)(a), t_b_ = (long long)(b); \
	t_result(t_a_ == t_b_, "%s (got %lld, want %lld)", what, t_a_, t_b_); \
} while (0)
#define T_EQ_STR(a, b, what) do { \
	const char *t_a_ = (a), *t_b_ = (b); \
	t_result(t_a_ && t_b_ && !strcmp(t_a_, t_b_), "%s (got '%s', want '%s')", what, \
		t_a_ ? t_a_ : "(null)", t_b_ ? t_b_ : "(null)"); \
} while (0)
#endif
