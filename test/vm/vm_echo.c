/* The program test/vm/check-tools-vm runs through tools/vm: each argument on a line of
   its own on standard output, the clock's seconds on standard error, and the exit status
   its first argument asks for. t64's own calls only (no stdio on Linux). */
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "fmt.h"

int main(int argc, char **argv)
{
	for (int i = 1; i < argc; i++)
		t64_printf("%s\n", argv[i]);
	char line[64];
	int n = t64_snprintf(line, sizeof line, "time %lld\n", (long long)time(NULL));
	(void)!write(2, line, (size_t)n);
	/* a last piece with no newline, which must come out as it is */
	(void)!write(1, "end", 3);
	int status = 0;
	for (const char *p = argc > 1 ? argv[1] : ""; *p >= '0' && *p <= '9'; p++)
		status = status * 10 + (*p - '0');
	return status;
}
