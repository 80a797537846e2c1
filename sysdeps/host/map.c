/* The file mapping of sysdeps/linux/tzfile.c from the host libc. */
#include <sys/mman.h>
#include "map.h"

const void *__t64_map(int fd, size_t len)
{
	void *p = mmap(0, len, PROT_READ, MAP_PRIVATE, fd, 0);
	return p == MAP_FAILED ? 0 : p;
}

void __t64_unmap(const void *p, size_t len)
{
	munmap((void *)p, len);
}
