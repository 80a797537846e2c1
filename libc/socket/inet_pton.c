/* Text to address, RFC 4291 (section 2.2) for IPv6. Only the text is read; the result is
   written only for valid text. */
#include <arpa/inet.h>
#include <errno.h>
#include <string.h>

static int hexval(char c)
{
	if (c >= '0' && c <= '9') return c - '0';
	c |= 0x20;
	return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* Four decimal parts, 0-255, no leading zeros, and nothing after them. */
static int pton4(const char *s, unsigned char out[4])
{
	for (int i = 0; i < 4; i++) {
		unsigned v = 0;
		int n = 0;
		while (n < 4 && s[n] >= '0' && s[n] <= '9') v = 10 * v + (unsigned)(s[n++] - '0');
		if (n == 0 || n > 3 || (n > 1 && s[0] == '0') || v > 255) return 0;
		out[i] = (unsigned char)v;
		s += n;
		if (*s++ != (i < 3 ? '.' : '\0')) return 0;
	}
	return 1;
}

/* Up to eight groups of 1-4 hex digits; one "::" for a run of zero groups; the last two
   groups may be written as dotted decimal. */
static int pton6(const char *s, unsigned char out[16])
{
	unsigned char a[16];
	int n = 0, gap = -1;
	if (s[0] == ':') {
		if (s[1] != ':') return 0;
		s++;
	}
	for (;;) {
		if (*s == ':') {
			if (gap >= 0) return 0;
			gap = n;
			if (!*++s) break;
		}
		int v = 0, d = 0, h;
		while (d < 5 && (h = hexval(s[d])) >= 0) v = 16 * v + h, d++;
		if (d == 0 || d > 4) {
			/* dotted decimal in the last 32 bits */
			if (d > 0 && s[d] == '.' && n <= 12 && pton4(s, a + n)) {
				n += 4;
				break;
			}
			return 0;
		}
		if (s[d] == '.') {
			if (n > 12 || !pton4(s, a + n)) return 0;
			n += 4;
			break;
		}
		if (n == 16) return 0;
		a[n++] = (unsigned char)(v >> 8);
		a[n++] = (unsigned char)v;
		s += d;
		if (!*s) break;
		if (*s++ != ':' || !*s) return 0;
	}
	if (gap < 0 ? n != 16 : n == 16) return 0;
	if (gap >= 0) {
		memmove(a + 16 - (n - gap), a + gap, (size_t)(n - gap));
		memset(a + gap, 0, (size_t)(16 - n));
	}
	memcpy(out, a, 16);
	return 1;
}

int inet_pton(int af, const char *restrict text, void *restrict addr)
{
	if (af == AF_INET) {
		unsigned char a[4];
		if (!pton4(text, a)) return 0;
		memcpy(addr, a, 4);
		return 1;
	}
	if (af == AF_INET6) return pton6(text, addr);
	errno = EAFNOSUPPORT;
	return -1;
}
