/* The historical IPv4 text forms (POSIX inet_addr): up to four parts, each decimal, octal
   (a leading 0) or hexadecimal (0x); the last part fills the bytes the others left:
   a.b.c.d, a.b.c (c 16 bits), a.b (b 24 bits), a (32 bits). */
#include <arpa/inet.h>

in_addr_t inet_addr(const char *s)
{
	uint32_t part[4];
	int n = 0;
	for (;;) {
		unsigned base = 10, digits = 0;
		uint64_t v = 0;
		if (s[0] == '0') {
			base = 8;
			if ((s[1] | 0x20) == 'x') base = 16, s += 2;
		}
		for (;; s++, digits++) {
			unsigned c = (unsigned char)*s, d;
			if (c >= '0' && c <= '9') d = c - '0';
			else if (base == 16 && (c | 0x20) >= 'a' && (c | 0x20) <= 'f') d = (c | 0x20) - 'a' + 10;
			else break;
			if (d >= base) return (in_addr_t)-1;
			v = v * base + d;
			if (v > 0xffffffffu) return (in_addr_t)-1;
		}
		if (!digits && base != 8) return (in_addr_t)-1;
		part[n++] = (uint32_t)v;
		if (*s == '\0') break;
		if (*s++ != '.' || n == 4) return (in_addr_t)-1;
	}
	/* Each part but the last is a byte; the last has the bits left. */
	uint32_t a = 0;
	for (int i = 0; i < n - 1; i++) {
		if (part[i] > 255) return (in_addr_t)-1;
		a |= part[i] << (24 - 8 * i);
	}
	if (n > 1 && part[n - 1] >> (8 * (5 - n))) return (in_addr_t)-1;
	return htonl(a | part[n - 1]);
}

char *inet_ntoa(struct in_addr addr)
{
	static char buf[INET_ADDRSTRLEN];
	return (char *)inet_ntop(AF_INET, &addr, buf, sizeof buf);
}
