/* Internet addresses as text (POSIX.1-2024 <arpa/inet.h>), and the byte-order
   conversions of <netinet/in.h>. */
#ifndef _ARPA_INET_H
#define _ARPA_INET_H
#include <netinet/in.h>
#ifdef __cplusplus
extern "C" {
#endif

/* a.b.c.d, and the shorter a.b.c, a.b and a forms, each part decimal, octal (0...) or
   hexadecimal (0x...): the address in network byte order, or (in_addr_t)-1. */
in_addr_t inet_addr(const char *text);
/* Dotted decimal, in a buffer the next call overwrites. */
char *inet_ntoa(struct in_addr addr);
/* AF_INET: dotted decimal; AF_INET6: RFC 5952's form (lower case, the longest run of
   two or more zero groups as ::, an IPv4-mapped address with its IPv4 part dotted).
   NULL with ENOSPC when it does not fit, EAFNOSUPPORT for another family. */
const char *inet_ntop(int af, const void *restrict addr, char *restrict text, socklen_t size);
/* 1 for an address (AF_INET: exactly four decimal parts of 0-255 without leading zeros;
   AF_INET6: RFC 4291 section 2.2's forms), 0 for text that is none, -1 with
   EAFNOSUPPORT for another family. */
int inet_pton(int af, const char *restrict text, void *restrict addr);

#ifdef __cplusplus
}
#endif
#endif
