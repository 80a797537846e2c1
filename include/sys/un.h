/* Local (AF_UNIX) socket addresses: include/uapi/linux/un.h's struct sockaddr_un. */
#ifndef _SYS_UN_H
#define _SYS_UN_H
#include <sys/socket.h>

struct sockaddr_un {
	sa_family_t sun_family;
	char sun_path[108];
};
#endif
