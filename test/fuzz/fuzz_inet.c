/* inet_pton, inet_addr, inet_ntop and inet_ntoa: t64's against the host libc's
   (inet_host.c, glibc on the machines test/run-all uses). The input is a text for
   inet_pton (AF_INET and AF_INET6) and inet_addr, and its first 16 bytes an address for
   inet_ntop and inet_ntoa. Properties:
   - inet_pton: t64's result and address are glibc's; it writes nothing for text it
     refuses;
   - inet_addr: t64's result is glibc's, but for the known difference named there;
   - inet_ntop, on every address (the input's, and each inet_pton accepted): both libcs'
     inet_pton read t64's text back to the same bytes; t64's IPv6 text has RFC 5952's
     form (rfc5952()); it is glibc's text, but for the known difference named there;
     it fails with ENOSPC in a buffer one byte short, and fits exactly; inet_ntoa is
     glibc's.
   Where both agree against a reading of POSIX: inet_pton refuses a part with a leading
   zero ("01.2.3.4", also inside IPv6 text). POSIX.1-2024 has "ddd", one to three decimal
   digits, with inet_addr's forms excluded, and a leading 0 is inet_addr's octal form:
   refusing it keeps "010" from meaning 10 here and 8 there (RFC 6943, section 3.1.1). */
#include <arpa/inet.h>
#include <errno.h>
#include "fuzz.h"

int host_inet_pton(int af, const char *text, void *addr);
const char *host_inet_ntop(int af, const void *addr, char *text, unsigned size);
uint32_t host_inet_addr(const char *text);
const char *host_inet_ntoa(uint32_t addr);

#define UNTOUCHED 0xa5

/* The text as a C string literal's contents, for the report. */
static const char *shown(const char *s)
{
	static char out[4 * 130 + 1];
	char *p = out;
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		if (c >= 0x20 && c < 0x7f && c != '\\' && c != '"') *p++ = (char)c;
		else p += sprintf(p, "\\x%02x", c);
	}
	*p = '\0';
	return out;
}

static void ntop_check(int af, const unsigned char *a);

static void pton_diff(int af, const char *s)
{
	size_t n = af == AF_INET ? 4 : 16;
	unsigned char t[16], g[16], mark[16];
	memset(t, UNTOUCHED, sizeof t);
	memset(g, UNTOUCHED, sizeof g);
	memset(mark, UNTOUCHED, sizeof mark);
	int rt = inet_pton(af, s, t), rg = host_inet_pton(af, s, g);
	PROP(rt == 1 || (rt == 0 && !memcmp(t, mark, sizeof t)), "inet_pton(%d, \"%s\") = %d, or wrote",
	     af, shown(s), rt);
	PROP(rt == rg && (rt != 1 || !memcmp(t, g, n)), "inet_pton(%d, \"%s\"): t64 %d, host %d",
	     af, shown(s), rt, rg);
	if (rt == 1) ntop_check(af, t);
}

static void addr_diff(const char *s)
{
	uint32_t t = inet_addr(s), g = host_inet_addr(s);
	if (t == g) return;
	/* Known difference: glibc's inet_addr is its inet_aton, which ends the text at the
	   first white-space character and ignores what follows ("1.2.3.4 junk" is 1.2.3.4).
	   POSIX.1-2024 lists the forms a.b.c.d, a.b.c, a.b and a, nothing after them: t64
	   refuses the text, and agrees with glibc on the part before the space. */
	size_t sp = strcspn(s, " \t\n\v\f\r");
	if (s[sp] && t == INADDR_NONE) {
		char head[130];
		memcpy(head, s, sp);
		head[sp] = '\0';
		if (inet_addr(head) == g) return;
	}
	PROP(0, "inet_addr(\"%s\"): t64 %08x, host %08x", shown(s), t, g);
}

/* RFC 5952 section 4 on t64's IPv6 text, whatever glibc writes: lower-case hex groups
   without leading zeros; at most one "::", standing for two or more zero groups and for
   the longest run of them (the first of equal runs); no other run of two zero groups. */
static void rfc5952(const char *t)
{
	int written = 0, run = 0, longest = 0, longest_before = 0, gap = -1;
	PROP(strspn(t, "0123456789abcdef:.") == strlen(t), "\"%s\": not lower-case hex", t);
	for (const char *p = t; *p;) {
		if (p[0] == ':' && p[1] == ':') {
			PROP(gap < 0, "\"%s\": two \"::\"", t);
			gap = written;
			longest_before = longest;
			run = 0;
			p += 2;
			continue;
		}
		if (*p == ':') p++;
		size_t n = strspn(p, "0123456789abcdef");
		if (p[n] == '.') {
			written += 2;
			break;
		}
		PROP(n >= 1 && n <= 4 && (n == 1 || p[0] != '0'), "\"%s\": group \"%.*s\"", t, (int)n, p);
		run = n == 1 && p[0] == '0' ? run + 1 : 0;
		if (run > longest) longest = run;
		written++;
		p += n;
	}
	if (gap < 0) {
		PROP(written == 8 && longest < 2, "\"%s\": eight groups, no run of zero groups", t);
		return;
	}
	int hidden = 8 - written;
	PROP(hidden >= 2 && longest_before < hidden && longest <= hidden,
	     "\"%s\": \"::\" for %d groups, a run of %d zero groups written", t, hidden, longest);
}

static void ntop_check(int af, const unsigned char *a)
{
	size_t n = af == AF_INET ? 4 : 16;
	char t[64], g[64], small[64];
	unsigned char back[16];
	PROP(inet_ntop(af, a, t, sizeof t) == t && host_inet_ntop(af, a, g, sizeof g) == g,
	     "inet_ntop failed");
	PROP(inet_pton(af, t, back) == 1 && !memcmp(back, a, n), "t64 cannot read back \"%s\"", t);
	PROP(host_inet_pton(af, t, back) == 1 && !memcmp(back, a, n),
	     "the host cannot read back \"%s\"", t);
	if (af == AF_INET6) rfc5952(t);
	if (strcmp(t, g)) {
		/* Known difference: an IPv4-compatible address (96 zero bits, then an IPv4
		   address not below 0.1.0.0: RFC 4291 2.5.5.1, deprecated) is "::a.b.c.d" for
		   glibc; RFC 5952 (section 5) keeps the dotted form for IPv4-mapped addresses,
		   and t64 writes this one in hex like any other (docs/sockets.md). */
		static const unsigned char zero[12];
		char dotted[32];
		snprintf(dotted, sizeof dotted, "::%u.%u.%u.%u", a[12], a[13], a[14], a[15]);
		PROP(af == AF_INET6 && !memcmp(a, zero, 12) && (a[12] | a[13]) && !strcmp(g, dotted),
		     "inet_ntop: t64 \"%s\", host \"%s\"", t, g);
	}
	size_t len = strlen(t);
	errno = 0;
	PROP(!inet_ntop(af, a, small, (socklen_t)len) && errno == ENOSPC, "\"%s\" in %zu bytes", t, len);
	PROP(inet_ntop(af, a, small, (socklen_t)len + 1) == small && !strcmp(small, t),
	     "\"%s\" in %zu bytes", t, len + 1);
	if (af == AF_INET) {
		uint32_t w;
		memcpy(&w, a, 4);
		char ta[INET_ADDRSTRLEN];
		snprintf(ta, sizeof ta, "%s", inet_ntoa((struct in_addr){ w }));
		PROP(!strcmp(ta, host_inet_ntoa(w)), "inet_ntoa: t64 \"%s\", host \"%s\"", ta, host_inet_ntoa(w));
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char s[130];
	unsigned char raw[16] = { 0 };
	if (size >= sizeof s) return 0;
	memcpy(s, data, size);
	s[size] = '\0';
	memcpy(raw, data, size < 16 ? size : 16);
	pton_diff(AF_INET, s);
	pton_diff(AF_INET6, s);
	addr_diff(s);
	ntop_check(AF_INET, raw);
	ntop_check(AF_INET6, raw);
	return 0;
}
