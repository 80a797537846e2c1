#include <sys/ioctl.h>
#include <sys/socket.h>

int sockatmark(int fd)
{
	int at;
	return ioctl(fd, SIOCATMARK, &at) < 0 ? -1 : at;
}
