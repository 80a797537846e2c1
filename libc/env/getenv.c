#include <stdlib.h>
#include <string.h>

char **environ;

char *getenv(const char *name)
{
	size_t n = strlen(name);
	if (!n || strchr(name, '=')) return 0;
	for (char **e = environ; e && *e; e++)
		if (!strncmp(*e, name, n) && (*e)[n] == '=') return *e + n + 1;
	return 0;
}
