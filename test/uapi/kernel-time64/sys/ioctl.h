/* check-devices' kernel side (time.h says why): the request encoding is the kernel's. */
#include <linux/ioctl.h>
