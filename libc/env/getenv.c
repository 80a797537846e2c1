#include <stdlib.h>

char **environ;

/* The value of "name=value" in environ; a name that is empty or holds '=' names no
   variable. Each entry is compared up to its own end, never read past it. */
char *getenv(const char *name)
{
	if (!*name) return 0;
	for (const char *p = name; *p; p++)
		if (*p == '=') return 0;
	for (char **e = environ; e && *e; e++) {
		const char *s = *e, *p = name;
		while (*p && *s == *p) s++, p++;
		if (!*p && *s == '=') return (char *)s + 1;
	}
	return 0;
}
