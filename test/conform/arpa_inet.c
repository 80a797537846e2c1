/* <arpa/inet.h>: POSIX.1-2024. */
#include <arpa/inet.h>
#include "conform.h"

TYPE(in_port_t);
TYPE(in_addr_t);
COMPLETE(struct in_addr);
TYPE(uint32_t);
TYPE(uint16_t);
TYPE(socklen_t);
CONSTANT(INET_ADDRSTRLEN);
CONSTANT(INET6_ADDRSTRLEN);
FUNCTION(uint32_t, htonl, (uint32_t));
FUNCTION(uint16_t, htons, (uint16_t));
FUNCTION(uint32_t, ntohl, (uint32_t));
FUNCTION(uint16_t, ntohs, (uint16_t));
FUNCTION(in_addr_t, inet_addr, (const char *));
FUNCTION(char *, inet_ntoa, (struct in_addr));
FUNCTION(const char *, inet_ntop, (int, const void *restrict, char *restrict, socklen_t));
FUNCTION(int, inet_pton, (int, const char *restrict, void *restrict));
