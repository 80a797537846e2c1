/* Address to text: dotted decimal, and RFC 5952's form for IPv6 (section 4: lower-case
   hex without leading zeros, the longest run of two or more zero groups (the first of
   equal ones) as "::", and section 5's dotted IPv4 part for an IPv4-mapped address). */
#include <arpa/inet.h>
#include <errno.h>
#include <string.h>

static char *dec(char *p, unsigned v)
{
	if (v >= 100) *p++ = (char)('0' + v / 100);
	if (v >= 10) *p++ = (char)('0' + v / 10 % 10);
	*p++ = (char)('0' + v % 10);
	return p;
}

static char *dotted(char *p, const unsigned char *a)
{
	for (int i = 0; i < 4; i++) {
		p = dec(p, a[i]);
		*p++ = i < 3 ? '.' : '\0';
	}
	return p - 1;
}

static char *hex(char *p, unsigned v)
{
	int shift = 12;
	while (shift > 0 && !(v >> shift)) shift -= 4;
	for (; shift >= 0; shift -= 4) *p++ = "0123456789abcdef"[(v >> shift) & 15];
	return p;
}

const char *inet_ntop(int af, const void *restrict addr, char *restrict text, socklen_t size)
{
	const unsigned char *a = addr;
	char buf[INET6_ADDRSTRLEN], *p = buf;
	if (af == AF_INET) {
		p = dotted(p, a);
	} else if (af == AF_INET6) {
		static const unsigned char mapped[12] = { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff };
		int groups = memcmp(a, mapped, 12) ? 8 : 6, best = -1, len = 1;
		for (int i = 0, run = 0; i < groups; i++) {
			run = a[2 * i] | a[2 * i + 1] ? 0 : run + 1;
			if (run > len) best = i - run + 1, len = run;
		}
		for (int i = 0; i < groups; i++) {
			if (i == best) {
				*p++ = ':';
				if (i == 0) *p++ = ':';
				i += len - 1;
				continue;
			}
			p = hex(p, (unsigned)a[2 * i] << 8 | a[2 * i + 1]);
			if (i < 7) *p++ = ':';
		}
		if (groups == 6) p = dotted(p, a + 12);
		*p = '\0';
	} else {
		errno = EAFNOSUPPORT;
		return 0;
	}
	if ((size_t)(p - buf) >= size) {
		errno = ENOSPC;
		return 0;
	}
	memcpy(text, buf, (size_t)(p - buf) + 1);
	return text;
}
