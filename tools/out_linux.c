#include <unistd.h>
#include "fmt.h"

void t64_out(const char *s, size_t n)
{
	while (n) {
		ssize_t r = write(STDOUT_FILENO, s, n);
		if (r <= 0) return;
		s += r;
		n -= (size_t)r;
	}
}
