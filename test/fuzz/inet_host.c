/* The host libc's address texts for fuzz_inet.c. This file is built without t64's
   renaming header (test/fuzz/meson.build), so the names here are the host's own. */
#include <arpa/inet.h>
#include <stdint.h>

int host_inet_pton(int af, const char *text, void *addr);
const char *host_inet_ntop(int af, const void *addr, char *text, unsigned size);
uint32_t host_inet_addr(const char *text);
const char *host_inet_ntoa(uint32_t addr);

int host_inet_pton(int af, const char *text, void *addr)
{
	return inet_pton(af, text, addr);
}

const char *host_inet_ntop(int af, const void *addr, char *text, unsigned size)
{
	return inet_ntop(af, addr, text, size);
}

uint32_t host_inet_addr(const char *text)
{
	return inet_addr(text);
}

const char *host_inet_ntoa(uint32_t addr)
{
	return inet_ntoa((struct in_addr){ addr });
}
