/* Internet addresses as text: inet_pton, inet_ntop, inet_addr and inet_ntoa against the
   forms of RFC 4291 (section 2.2) and RFC 5952 (its section 4 examples), POSIX's
   inet_addr forms, and a round trip over addresses with zero runs everywhere. */
#include <arpa/inet.h>
#include <errno.h>
#include <string.h>
#include "t.h"

static const char *hexbytes(const unsigned char *a, int n, char *buf)
{
	for (int i = 0; i < n; i++) {
		buf[2 * i] = "0123456789abcdef"[a[i] >> 4];
		buf[2 * i + 1] = "0123456789abcdef"[a[i] & 15];
	}
	buf[2 * n] = '\0';
	return buf;
}

/* How many times "::" starts in s (":::" counts twice). */
static int double_colons(const char *s)
{
	int n = 0;
	for (; *s; s++) n += s[0] == ':' && s[1] == ':';
	return n;
}

/* Text that inet_pton must read as the 16 bytes given in hex, and inet_ntop write back
   as `canon`. */
static void v6(const char *text, const char *bytes, const char *canon)
{
	unsigned char a[16], b[16];
	char hb[33], out[INET6_ADDRSTRLEN];
	for (int i = 0; i < 16; i++) {
		unsigned hi = (unsigned)(bytes[2 * i] <= '9' ? bytes[2 * i] - '0' : bytes[2 * i] - 'a' + 10);
		unsigned lo = (unsigned)(bytes[2 * i + 1] <= '9' ? bytes[2 * i + 1] - '0' : bytes[2 * i + 1] - 'a' + 10);
		b[i] = (unsigned char)(hi << 4 | lo);
	}
	memset(a, 0x5a, sizeof a);
	int r = inet_pton(AF_INET6, text, a);
	T_CHECK(r == 1 && !memcmp(a, b, 16), "inet_pton(AF_INET6, \"%s\") = %d, %s", text, r, hexbytes(a, 16, hb));
	const char *s = inet_ntop(AF_INET6, b, out, sizeof out);
	T_EQ_STR(s, canon, "inet_ntop(AF_INET6) in RFC 5952's form");
}

static void v6_bad(const char *text)
{
	unsigned char a[16];
	memset(a, 0x5a, sizeof a);
	int r = inet_pton(AF_INET6, text, a);
	T_CHECK(r == 0 && a[0] == 0x5a && a[15] == 0x5a, "inet_pton(AF_INET6, \"%s\") refused, nothing written (%d)", text, r);
}

static void v4(const char *text, int ok, uint32_t host)
{
	unsigned char a[4] = { 0x5a, 0x5a, 0x5a, 0x5a };
	int r = inet_pton(AF_INET, text, a);
	uint32_t got = (uint32_t)a[0] << 24 | (uint32_t)a[1] << 16 | (uint32_t)a[2] << 8 | a[3];
	if (ok)
		T_CHECK(r == 1 && got == host, "inet_pton(AF_INET, \"%s\") = %d, %08x", text, r, (unsigned)got);
	else
		T_CHECK(r == 0 && got == 0x5a5a5a5au, "inet_pton(AF_INET, \"%s\") refused, nothing written (%d)", text, r);
}

static void addr(const char *text, uint32_t host)
{
	in_addr_t a = inet_addr(text);
	T_CHECK(a == htonl(host), "inet_addr(\"%s\") = %08x, want %08x", text, (unsigned)ntohl(a), (unsigned)host);
}

int main(void)
{
	/* RFC 5952 section 4: leading zeros dropped, lower case, "::" for the longest run of
	   two or more zero groups (the first of equal ones), never for a single one. */
	v6("2001:0db8:0:0:0:0:2:1", "20010db8000000000000000000020001", "2001:db8::2:1");
	v6("2001:db8:0:1:1:1:1:1", "20010db8000000010001000100010001", "2001:db8:0:1:1:1:1:1");
	v6("2001:0:0:1:0:0:0:1", "20010000000000010000000000000001", "2001:0:0:1::1");
	v6("2001:db8:0:0:1:0:0:1", "20010db8000000000001000000000001", "2001:db8::1:0:0:1");
	v6("2001:DB8::AbCd", "20010db800000000000000000000abcd", "2001:db8::abcd");
	v6("::", "00000000000000000000000000000000", "::");
	v6("0:0:0:0:0:0:0:0", "00000000000000000000000000000000", "::");
	v6("::1", "00000000000000000000000000000001", "::1");
	v6("1::", "00010000000000000000000000000000", "1::");
	v6("1:2:3:4:5:6:7::", "00010002000300040005000600070000", "1:2:3:4:5:6:7:0");
	v6("::2:3:4:5:6:7:8", "00000002000300040005000600070008", "0:2:3:4:5:6:7:8");
	v6("1:2:3:4:5:6:7:8", "00010002000300040005000600070008", "1:2:3:4:5:6:7:8");
	v6("fe80::1:0:0:0", "fe800000000000000001000000000000", "fe80::1:0:0:0");
	/* RFC 5952 section 5: an IPv4-mapped address keeps its IPv4 part dotted. */
	v6("::ffff:192.0.2.1", "00000000000000000000ffffc0000201", "::ffff:192.0.2.1");
	v6("::FFFF:c000:0201", "00000000000000000000ffffc0000201", "::ffff:192.0.2.1");
	v6("1:2:3:4:5:6:1.2.3.4", "00010002000300040005000601020304", "1:2:3:4:5:6:102:304");
	v6("::1.2.3.4", "00000000000000000000000001020304", "::102:304");
	v6_bad("");
	v6_bad(":");
	v6_bad(":::");
	v6_bad(":1");
	v6_bad("1:");
	v6_bad("1::2::3");
	v6_bad("12345::");
	v6_bad("g::");
	v6_bad("1:2:3:4:5:6:7:8:9");
	v6_bad("1:2:3:4:5:6:7:8::");
	v6_bad("::1:2:3:4:5:6:7:8");
	v6_bad("1:2:3:4:5:6:7");
	v6_bad("1.2.3.4");
	v6_bad("::1.2.3");
	v6_bad("::1.2.3.04");
	v6_bad("::256.1.1.1");
	v6_bad("1:2:3:4:5:6:7:1.2.3.4");
	v6_bad("::ffff:1.2.3.4:5");
	v6_bad("::1 ");

	v4("0.0.0.0", 1, 0);
	v4("127.0.0.1", 1, 0x7f000001);
	v4("255.255.255.255", 1, 0xffffffff);
	v4("256.0.0.1", 0, 0);
	v4("1.2.3", 0, 0);
	v4("1.2.3.4.5", 0, 0);
	v4("01.2.3.4", 0, 0);
	v4("1..2.3", 0, 0);
	v4(" 1.2.3.4", 0, 0);
	v4("1.2.3.4 ", 0, 0);
	v4("0x1.2.3.4", 0, 0);
	v4("", 0, 0);

	/* POSIX inet_addr: parts in any base, the last one filling the rest. */
	addr("127.0.0.1", 0x7f000001);
	addr("127.1", 0x7f000001);
	addr("0x7f.1", 0x7f000001);
	addr("017700000001", 0x7f000001);
	addr("0x7F000001", 0x7f000001);
	addr("1.2.300", 0x0102012c);
	addr("1.0x30000", 0x01030000);
	addr("0", 0);
	T_CHECK(inet_addr("256.1.1.1") == (in_addr_t)-1 && inet_addr("1.2.3.4.5") == (in_addr_t)-1 &&
	        inet_addr("08") == (in_addr_t)-1 && inet_addr("0x100000000") == (in_addr_t)-1 &&
	        inet_addr("1.2.65536") == (in_addr_t)-1 && inet_addr("") == (in_addr_t)-1 &&
	        inet_addr("0x") == (in_addr_t)-1 && inet_addr("1.2.3.4x") == (in_addr_t)-1,
	        "inet_addr refuses bad parts, too many parts, a last part too wide, trailing text");
	struct in_addr ia = { htonl(0xc0000201) };
	T_EQ_STR(inet_ntoa(ia), "192.0.2.1", "inet_ntoa");

	/* Sizes and families. */
	unsigned char lo[4] = { 127, 0, 0, 1 };
	char small[9];
	errno = 0;
	const char *r = inet_ntop(AF_INET, lo, small, sizeof small);
	T_CHECK(r == 0 && errno == ENOSPC, "inet_ntop into 9 bytes of \"127.0.0.1\" (10 with the NUL): ENOSPC");
	char ten[10];
	T_EQ_STR(inet_ntop(AF_INET, lo, ten, sizeof ten), "127.0.0.1", "inet_ntop into exactly enough");
	errno = 0;
	r = inet_ntop(AF_UNIX, lo, ten, sizeof ten);
	T_CHECK(r == 0 && errno == EAFNOSUPPORT, "inet_ntop(AF_UNIX): EAFNOSUPPORT");
	errno = 0;
	T_CHECK(inet_pton(AF_UNIX, "x", lo) == -1 && errno == EAFNOSUPPORT, "inet_pton(AF_UNIX): -1, EAFNOSUPPORT");

	/* Round trip: 20000 addresses whose groups are zero half the time, so zero runs of
	   every length and place occur. */
	uint32_t x = 2463534242u;
	int bad = 0;
	for (int n = 0; n < 20000 && !bad; n++) {
		unsigned char a[16], b[16];
		char text[INET6_ADDRSTRLEN];
		for (int i = 0; i < 8; i++) {
			x ^= x << 13, x ^= x >> 17, x ^= x << 5;
			unsigned g = x & 1 ? 0 : (x >> 8) & (x & 2 ? 0xffff : 0xf);
			a[2 * i] = (unsigned char)(g >> 8);
			a[2 * i + 1] = (unsigned char)g;
		}
		if (!inet_ntop(AF_INET6, a, text, sizeof text) || inet_pton(AF_INET6, text, b) != 1 ||
		    memcmp(a, b, 16) || double_colons(text) > 1) {
			char hb[33];
			T_CHECK(0, "round trip of %s through \"%s\"", hexbytes(a, 16, hb), text);
			bad = 1;
		}
	}
	T_CHECK(!bad, "20000 IPv6 addresses with zero runs: inet_ntop then inet_pton gives them back, one :: at most");
	return t_done();
}
