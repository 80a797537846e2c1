/* <sys/un.h>: POSIX.1-2024. */
#include <sys/un.h>
#include "conform.h"

MEMBER(struct sockaddr_un, sa_family_t, sun_family);
HAS_MEMBER(struct sockaddr_un, sun_path);
extern char conform_sun_path[sizeof(((struct sockaddr_un *)0)->sun_path) >= 92 ? 1 : -1];
TYPE(sa_family_t);
