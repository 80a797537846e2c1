#include <netinet/in.h>

/* POSIX declares both as objects, not only as the IN6ADDR_*_INIT initialisers. */
const struct in6_addr in6addr_any = IN6ADDR_ANY_INIT;
const struct in6_addr in6addr_loopback = IN6ADDR_LOOPBACK_INIT;
