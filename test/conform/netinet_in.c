/* <netinet/in.h>: POSIX.1-2024. */
#include <netinet/in.h>
#include "conform.h"

INTEGER(in_port_t, 1);
extern char conform_port_width[sizeof(in_port_t) == 2 ? 1 : -1];
INTEGER(in_addr_t, 1);
extern char conform_addr_width[sizeof(in_addr_t) == 4 ? 1 : -1];
TYPE(sa_family_t);
TYPE(uint8_t);
TYPE(uint32_t);
MEMBER(struct in_addr, in_addr_t, s_addr);
MEMBER(struct sockaddr_in, sa_family_t, sin_family);
MEMBER(struct sockaddr_in, in_port_t, sin_port);
MEMBER(struct sockaddr_in, struct in_addr, sin_addr);
typedef uint8_t conform_s6[16];
MEMBER(struct in6_addr, conform_s6, s6_addr);
MEMBER(struct sockaddr_in6, sa_family_t, sin6_family);
MEMBER(struct sockaddr_in6, in_port_t, sin6_port);
MEMBER(struct sockaddr_in6, uint32_t, sin6_flowinfo);
MEMBER(struct sockaddr_in6, struct in6_addr, sin6_addr);
MEMBER(struct sockaddr_in6, uint32_t, sin6_scope_id);
MEMBER(struct ipv6_mreq, struct in6_addr, ipv6mr_multiaddr);
MEMBER(struct ipv6_mreq, unsigned, ipv6mr_interface);
OBJECT(const struct in6_addr, in6addr_any);
OBJECT(const struct in6_addr, in6addr_loopback);
static const struct in6_addr conform_any = IN6ADDR_ANY_INIT;
static const struct in6_addr conform_lo = IN6ADDR_LOOPBACK_INIT;
int conform_classes(void)
{
	const struct in6_addr *a = &conform_any, *b = &conform_lo;
	return IN6_IS_ADDR_UNSPECIFIED(a) + IN6_IS_ADDR_LOOPBACK(b) + IN6_IS_ADDR_MULTICAST(a) +
	       IN6_IS_ADDR_LINKLOCAL(a) + IN6_IS_ADDR_SITELOCAL(a) + IN6_IS_ADDR_V4MAPPED(a) +
	       IN6_IS_ADDR_V4COMPAT(a) + IN6_IS_ADDR_MC_NODELOCAL(a) + IN6_IS_ADDR_MC_LINKLOCAL(a) +
	       IN6_IS_ADDR_MC_SITELOCAL(a) + IN6_IS_ADDR_MC_ORGLOCAL(a) + IN6_IS_ADDR_MC_GLOBAL(a);
}
CONSTANT(IPPROTO_IP);
CONSTANT(IPPROTO_IPV6);
CONSTANT(IPPROTO_ICMP);
CONSTANT(IPPROTO_RAW);
CONSTANT(IPPROTO_TCP);
CONSTANT(IPPROTO_UDP);
CONSTANT(INADDR_ANY);
CONSTANT(INADDR_BROADCAST);
CONSTANT(INET_ADDRSTRLEN);
CONSTANT(INET6_ADDRSTRLEN);
CONSTANT(IPV6_JOIN_GROUP);
CONSTANT(IPV6_LEAVE_GROUP);
CONSTANT(IPV6_MULTICAST_HOPS);
CONSTANT(IPV6_MULTICAST_IF);
CONSTANT(IPV6_MULTICAST_LOOP);
CONSTANT(IPV6_UNICAST_HOPS);
CONSTANT(IPV6_V6ONLY);
FUNCTION(uint32_t, htonl, (uint32_t));
FUNCTION(uint16_t, htons, (uint16_t));
FUNCTION(uint32_t, ntohl, (uint32_t));
FUNCTION(uint16_t, ntohs, (uint16_t));
