/* t64_out for the generators: buffered (a million lines would be a million write
   calls), flushed by diff_flush at the end of main. Replaces tools/out_linux.c. */
#include <string.h>
#include <unistd.h>
#include "fmt.h"

static char buf[1 << 16];
static size_t used;

void diff_flush(void)
{
	for (size_t off = 0; off < used;) {
		ssize_t r = write(1, buf + off, used - off);
		if (r <= 0) break;
		off += (size_t)r;
	}
	used = 0;
}

void t64_out(const char *s, size_t n)
{
	if (used + n > sizeof buf) diff_flush();
	if (n > sizeof buf) {
		write(1, s, n);
		return;
	}
	memcpy(buf + used, s, n);
	used += n;
}
