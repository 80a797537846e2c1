#include <stdarg.h>
#include "t.h"

int t_failed;
static int t_count;

/* A TAP line ends at its newline: a description that holds one (a strftime result, an
   asctime line) would leave the rest as a line no TAP reader knows. Control characters
   are written as C escapes (\n, \t, \r, \xHH) and a backslash as \\, so that the line
   stays one line and reads back unambiguously. '#' is left alone: "# SKIP" after a
   description is TAP's own. */
static void put_escaped(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		char e[4] = { '\\', 0, 0, 0 };
		size_t k = 2;
		if (c == '\n') e[1] = 'n';
		else if (c == '\t') e[1] = 't';
		else if (c == '\r') e[1] = 'r';
		else if (c == '\\') e[1] = '\\';
		else if (c < 0x20 || c == 0x7f) {
			e[1] = 'x', e[2] = "0123456789abcdef"[c >> 4], e[3] = "0123456789abcdef"[c & 15];
			k = 4;
		} else {
			t64_out(s + i, 1);
			continue;
		}
		t64_out(e, k);
	}
}

void t_result(int ok, const char *fmt, ...)
{
	static char desc[4096];
	va_list ap;
	t_count++;
	if (!ok) t_failed++;
	t64_printf("%sok %d - ", ok ? "" : "not ", t_count);
	va_start(ap, fmt);
	int n = t64_vsnprintf(desc, sizeof desc, fmt, ap);
	va_end(ap);
	size_t len = n < (int)sizeof desc ? (size_t)n : sizeof desc - 1;
	put_escaped(desc, len);
	if (len < (size_t)n) t64_out("...", 3);
	t64_out("\n", 1);
}

int t_done(void)
{
	t64_printf("1..%d\n", t_count);
	return t_failed ? 1 : 0;
}
