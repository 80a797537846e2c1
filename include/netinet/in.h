/* Internet addresses (include/uapi/linux/in.h, linux/in6.h) as POSIX.1-2024 gives them
   (no IPv4 options or multicast requests beyond it), and the byte-order conversions. */
#ifndef _NETINET_IN_H
#define _NETINET_IN_H
#include <stdint.h>
#include <sys/socket.h>
#ifdef __cplusplus
extern "C" {
#endif

typedef uint16_t in_port_t;
typedef uint32_t in_addr_t;

struct in_addr {
	in_addr_t s_addr;
};

struct sockaddr_in {
	sa_family_t sin_family;
	in_port_t sin_port;
	struct in_addr sin_addr;
	unsigned char sin_zero[8];
};

struct in6_addr {
	union {
		uint8_t __s6_addr[16];
		uint16_t __s6_addr16[8];
		uint32_t __s6_addr32[4];
	} __in6_u;
};
#define s6_addr __in6_u.__s6_addr

struct sockaddr_in6 {
	sa_family_t sin6_family;
	in_port_t sin6_port;
	uint32_t sin6_flowinfo;
	struct in6_addr sin6_addr;
	uint32_t sin6_scope_id;
};

#define IPPROTO_IP   0
#define IPPROTO_ICMP 1
#define IPPROTO_TCP  6
#define IPPROTO_UDP  17
#define IPPROTO_IPV6 41
#define IPPROTO_RAW  255

#define INADDR_ANY       ((in_addr_t)0x00000000)
#define INADDR_BROADCAST ((in_addr_t)0xffffffff)
#define INADDR_NONE      ((in_addr_t)0xffffffff)
#define INADDR_LOOPBACK  ((in_addr_t)0x7f000001)

#define INET_ADDRSTRLEN  16
#define INET6_ADDRSTRLEN 46

#define IN6ADDR_ANY_INIT      { { { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 } } }
#define IN6ADDR_LOOPBACK_INIT { { { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1 } } }
extern const struct in6_addr in6addr_any;
extern const struct in6_addr in6addr_loopback;

/* IPPROTO_IPV6 options (include/uapi/linux/in6.h) and their request. */
#define IPV6_UNICAST_HOPS   16
#define IPV6_MULTICAST_IF   17
#define IPV6_MULTICAST_HOPS 18
#define IPV6_MULTICAST_LOOP 19
#define IPV6_JOIN_GROUP     20
#define IPV6_LEAVE_GROUP    21
#define IPV6_V6ONLY         26

struct ipv6_mreq {
	struct in6_addr ipv6mr_multiaddr;
	unsigned ipv6mr_interface;
};

/* The address classes of RFC 4291 (section 2.4), from the address's bytes. */
static __inline__ int __t64_in6_zero(const uint8_t *a, int n)
{
	int z = 0;
	for (int i = 0; i < n; i++) z |= a[i];
	return !z;
}
#define IN6_IS_ADDR_UNSPECIFIED(a) __t64_in6_zero((a)->s6_addr, 16)
#define IN6_IS_ADDR_LOOPBACK(a) (__t64_in6_zero((a)->s6_addr, 15) && (a)->s6_addr[15] == 1)
#define IN6_IS_ADDR_MULTICAST(a) ((a)->s6_addr[0] == 0xff)
#define IN6_IS_ADDR_LINKLOCAL(a) ((a)->s6_addr[0] == 0xfe && ((a)->s6_addr[1] & 0xc0) == 0x80)
#define IN6_IS_ADDR_SITELOCAL(a) ((a)->s6_addr[0] == 0xfe && ((a)->s6_addr[1] & 0xc0) == 0xc0)
#define IN6_IS_ADDR_V4MAPPED(a) (__t64_in6_zero((a)->s6_addr, 10) && \
	(a)->s6_addr[10] == 0xff && (a)->s6_addr[11] == 0xff)
/* ::a.b.c.d, but not :: or ::1. */
#define IN6_IS_ADDR_V4COMPAT(a) (__t64_in6_zero((a)->s6_addr, 12) && \
	(!__t64_in6_zero((a)->s6_addr + 12, 3) || (a)->s6_addr[15] > 1))
#define __T64_IN6_MC_SCOPE(a, s) (IN6_IS_ADDR_MULTICAST(a) && ((a)->s6_addr[1] & 0xf) == (s))
#define IN6_IS_ADDR_MC_NODELOCAL(a) __T64_IN6_MC_SCOPE(a, 0x1)
#define IN6_IS_ADDR_MC_LINKLOCAL(a) __T64_IN6_MC_SCOPE(a, 0x2)
#define IN6_IS_ADDR_MC_SITELOCAL(a) __T64_IN6_MC_SCOPE(a, 0x5)
#define IN6_IS_ADDR_MC_ORGLOCAL(a)  __T64_IN6_MC_SCOPE(a, 0x8)
#define IN6_IS_ADDR_MC_GLOBAL(a)    __T64_IN6_MC_SCOPE(a, 0xe)

/* POSIX lets these be macros; as inline functions they are also callable by address. */
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
static __inline__ uint16_t htons(uint16_t x) { return x; }
static __inline__ uint32_t htonl(uint32_t x) { return x; }
#else
static __inline__ uint16_t htons(uint16_t x) { return __builtin_bswap16(x); }
static __inline__ uint32_t htonl(uint32_t x) { return __builtin_bswap32(x); }
#endif
static __inline__ uint16_t ntohs(uint16_t x) { return htons(x); }
static __inline__ uint32_t ntohl(uint32_t x) { return htonl(x); }

#ifdef __cplusplus
}
#endif
#endif
