#include <stdarg.h>
#include "t.h"

int t_failed;
static int t_count;

void t_result(int ok, const char *fmt, ...)
{
	va_list ap;
	t_count++;
	if (!ok) t_failed++;
	t64_printf("%sok %d - ", ok ? "" : "not ", t_count);
	va_start(ap, fmt);
	t64_vprintf(fmt, ap);
	va_end(ap);
	t64_out("\n", 1);
}

int t_done(void)
{
	t64_printf("1..%d\n", t_count);
	return t_failed ? 1 : 0;
}
